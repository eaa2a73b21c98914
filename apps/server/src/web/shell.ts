import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@azubi/shared/i18n/locales';
import { translate } from '@azubi/shared/i18n/messages';
import {
  PAGE_MODULES_ID,
  RENDERED_SIGNED_IN_ATTRIBUTE,
  SERVER_QUERY_STATE_ID,
} from '@azubi/shared/routing/server-rendering';
import { AssetManifest } from './asset-manifest';
import { PrerenderedPages } from './prerendered-pages';
import { ServerRenderer } from './server-render';
import type { PageMeta } from './page-meta';
import { jsonLdScript, type JsonLd } from './structured-data';

export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export type ShellHead = {
  locale: Locale;
  meta: PageMeta;
  /** Absolute canonical address; none on a 404. */
  canonical: string | null;
  /** Absolute address of the page in each language it exists in (hreflang), x-default included. */
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  /** Open Graph type: `website` or `article`. */
  ogType?: 'website' | 'article';
  /**
   * The picture a shared link shows (Open Graph and Twitter card): absolute address, size when
   * known, and what it shows. A page without one gets a text-only card.
   */
  image?: { url: string; width?: number; height?: number; alt: string } | null;
  jsonLd?: JsonLd[];
  /**
   * The page's JS files beyond the entry (start-up steps, lazy chunks): `modulepreload` hints, or on a
   * page sent with its content the `#page-modules` list the entry preloads after the first paint.
   */
  modulePreloads?: string[];
  /** Data and images the page asks for at once. */
  preloads?: { href: string; as: 'fetch' | 'image' }[];
  /** The page's content rendered at build time (prerendered-pages.ts) or per request (server-render.ts), put into `#root`. */
  prerendered?: string;
  /**
   * A page sent with its content whose controls need the app at once (the listing search's filters):
   * its code is asked for with the page (`modulepreload` hints, the entry at normal priority) as on an
   * app screen, instead of after the first paint. Its stylesheet is still inline. Until the app has
   * taken the page over, a status says it is getting ready (`.app-starting`, hidden by
   * `html[data-app-ready]`): a control used before then does nothing yet.
   */
  appAtOnce?: boolean;
  /**
   * The page's content was rendered for a signed-in person (an app screen rendered per request): the
   * root says so, and the browser takes it over with the same signed-in header (session-hint.ts).
   */
  renderedSignedIn?: boolean;
  /** The data a page was rendered with per request, serialized (server-render.ts), for the browser to start from. */
  serverQueryState?: string;
  /**
   * Plain content for `#root` on a page that is not rendered by the app (an archived blog post's
   * 410): shown until the app starts, which then renders the page itself (no hydration).
   */
  staticContent?: string;
  /**
   * The request carries a valid session: `<html data-signed-in>`, which hides signed-out controls
   * (`.signed-out-only`, apps/web/src/styles/app.css) from the first paint until the app knows better.
   */
  signedIn?: boolean;
};

/**
 * Vite's `<head>` names the entry script and its imports before the stylesheet. The stylesheet is
 * what the first paint waits for (on a page rendered at build time, the only thing): it goes first.
 */
export function stylesheetFirst(template: string): string {
  const stylesheets = template.match(/^\s*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
  let html = template;
  for (const link of stylesheets) html = html.replace(link, '');
  return html.replace(
    '<!--app-head-->',
    `<!--app-head-->\n    ${stylesheets.map((link) => link.trim()).join('\n    ')}`,
  );
}

/**
 * The template with its stylesheets written into `<style>` elements: for a page whose HTML already
 * holds its content, the first paint then waits for nothing but the page itself (no request for the
 * stylesheet, one round trip less on a slow network). A stylesheet that cannot be read, or that
 * refers to other files, stays a link. The content security policy allows inline styles.
 */
export function inlineStylesheets(template: string, webDistDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (link, file: string) => {
    const path = join(webDistDir, file);
    if (!existsSync(path)) return link;
    const css = readFileSync(path, 'utf8');
    return css.includes('</') || css.includes('url(') ? link : `<style>${css}</style>`;
  });
}

/**
 * For a page whose HTML holds its content: the entry script and the files it imports (the module
 * script and `modulepreload` links Vite writes into `<head>`) at low priority. They are a few small
 * files (the entry waits for the first paint before it asks for the rest, see
 * apps/web/src/start-after-paint.ts); the page's text and images come first on a slow connection.
 */
export function entryAtLowPriority(template: string): string {
  return template.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * A value as the text of a `<script type="application/json">`: `<` is escaped, so no text in it
 * can close the element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * A shared link's picture (Open Graph) and the Twitter card (X, and messengers that read it): a
 * large card with the page's picture, else a text card with title and description.
 */
function shareCardTags({ meta, image }: ShellHead): string[] {
  const tags = [
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
  ];
  if (!image) return tags;
  return [
    `<meta property="og:image" content="${escapeHtml(image.url)}">`,
    ...(image.url.startsWith('https:')
      ? [`<meta property="og:image:secure_url" content="${escapeHtml(image.url)}">`]
      : []),
    ...(image.width && image.height
      ? [
          `<meta property="og:image:width" content="${image.width}">`,
          `<meta property="og:image:height" content="${image.height}">`,
        ]
      : []),
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`,
    ...tags,
    `<meta name="twitter:image" content="${escapeHtml(image.url)}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}">`,
  ];
}

/**
 * The built `index.html` of the web app, with the page's language and head filled in per request.
 * Read once at start-up; the template is small and never changes while the server runs.
 */
export class AppShell {
  private readonly template: string;
  /** For pages sent with their content (rendered at build time or per request): stylesheets inline. */
  private readonly contentTemplate: string;
  private readonly contentScreenTemplate: string;
  readonly assets: AssetManifest;
  readonly prerendered: PrerenderedPages;
  readonly renderer: ServerRenderer;

  constructor(webDistDir: string) {
    this.template = stylesheetFirst(readFileSync(join(webDistDir, 'index.html'), 'utf8'));
    if (!this.template.includes('<!--app-head-->')) {
      throw new Error(`${webDistDir}/index.html has no <!--app-head--> placeholder`);
    }
    if (!this.template.includes('<div id="root"></div>')) {
      throw new Error(`${webDistDir}/index.html has no <div id="root"></div>`);
    }
    this.contentScreenTemplate = inlineStylesheets(this.template, webDistDir);
    this.contentTemplate = entryAtLowPriority(this.contentScreenTemplate);
    this.assets = new AssetManifest(webDistDir);
    this.prerendered = new PrerenderedPages(webDistDir);
    this.renderer = ServerRenderer.forWebDist(webDistDir);
  }

  render(head: ShellHead): string {
    const { locale, meta, canonical } = head;
    const lines = [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
      meta.keywords ? `<meta name="keywords" content="${escapeHtml(meta.keywords)}">` : '',
      head.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
      canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
      // The web app manifest in the page's language (apps/web/public, ADR 0033): installable, named in it.
      `<link rel="manifest" href="/manifest.${locale}.webmanifest">`,
      ...head.alternates.map(
        ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
      ),
      canonical ? `<meta property="og:site_name" content="Azubi Connect">` : '',
      canonical ? `<meta property="og:type" content="${head.ogType ?? 'website'}">` : '',
      canonical ? `<meta property="og:title" content="${escapeHtml(meta.title)}">` : '',
      canonical ? `<meta property="og:description" content="${escapeHtml(meta.description)}">` : '',
      canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}">` : '',
      canonical ? `<meta property="og:locale" content="${locale === 'de' ? 'de_DE' : 'en_US'}">` : '',
      ...(canonical ? shareCardTags(head) : []),
      ...(head.jsonLd ?? []).map(jsonLdScript),
      // The page's first images (a post's picture: its largest element) before the stylesheet and
      // scripts: on a connection shared by dozens of scripts, an image named after them waits.
      ...(head.preloads ?? [])
        .filter(({ as }) => as === 'image')
        .map(({ href }) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`),
    ];
    // After the entry's own script and stylesheet (Vite puts them at the end of <head>), so those come first.
    // A page sent with its content lists its code for the entry to ask for after the first paint instead.
    const codeAfterPaint = Boolean(head.prerendered) && !head.appAtOnce;
    const moduleHints = codeAfterPaint ? [] : (head.modulePreloads ?? []);
    const hints = [
      ...moduleHints.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
      ...(head.preloads ?? [])
        .filter(({ as }) => as === 'fetch')
        .map(({ href }) => `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous">`),
    ];
    const template = head.prerendered
      ? head.appAtOnce
        ? this.contentScreenTemplate
        : this.contentTemplate
      : this.template;
    return template
      .replace('<html lang="en"', `<html lang="${locale}"${head.signedIn ? ' data-signed-in' : ''}`)
      .replace('<!--app-head-->', lines.filter(Boolean).join('\n    '))
      .replace('</head>', hints.length ? `  ${hints.join('\n    ')}\n  </head>` : '</head>')
      .replace(
        '<div id="root"></div>',
        // A replacement function: the HTML may contain `$` sequences that a replacement string would interpret.
        () => {
          if (!head.prerendered) {
            const state = head.serverQueryState
              ? `\n    <script type="application/json" id="${SERVER_QUERY_STATE_ID}">${head.serverQueryState}</script>`
              : '';
            return `<div id="root">${head.staticContent ?? ''}</div>${state}`;
          }
          const state = head.serverQueryState
            ? `\n    <script type="application/json" id="${SERVER_QUERY_STATE_ID}">${head.serverQueryState}</script>`
            : '';
          const modules =
            codeAfterPaint && head.modulePreloads?.length
              ? `\n    <script type="application/json" id="${PAGE_MODULES_ID}">${scriptJson(head.modulePreloads)}</script>`
              : '';
          const starting = head.appAtOnce
            ? `\n    <p class="app-starting" role="status">${escapeHtml(translate(locale, 'page.starting'))}</p>`
            : '';
          const signedIn = head.renderedSignedIn ? ` ${RENDERED_SIGNED_IN_ATTRIBUTE}` : '';
          return `<div id="root" data-prerendered${signedIn}>${head.prerendered}</div>${starting}${state}${modules}`;
        },
      );
  }
}
