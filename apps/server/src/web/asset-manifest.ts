import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@azubi/shared/i18n/locales';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The code each page route loads lazily (apps/web/src/app/router.tsx: each route's module and the
 * namespaces its `lazyPage` lists, plus what the locale layout loads on every page). The shell
 * tells the browser about them up front (`modulepreload`; on a page sent with its content, a list
 * the entry preloads after the first paint, ADR 0012), so they download together instead of one
 * import after the other: fewer round trips on a slow network. A module missing from the
 * build is skipped, never an error; asset-manifest.test.ts checks the table against the router.
 */
const LAYOUT_CHUNKS = {
  modules: [
    'src/app/layouts/locale-layout.tsx',
    'src/app/layouts/site-footer.tsx',
    'src/features/auth/components/account-corner.tsx',
  ],
  /** The shared message catalog of the page's language (apps/web/src/i18n/i18n.ts, loadLocaleResources). */
  localeModules: (locale: Locale) => [`src/i18n/shared-messages-${locale}.ts`],
  // `common` is bundled for English and a chunk for German; `account` is the header's account corner.
  namespaces: ['site', 'common', 'account'],
};

type PageChunks = {
  pattern: RegExp;
  modules: string[];
  namespaces: string[];
  /** A layout route around the page (`/employer/…`), with the namespaces its own `lazyPage` lists. */
  parent?: { modules: string[]; namespaces: string[] };
};

const EMPLOYER_LAYOUT = {
  modules: ['src/app/routes/employer-layout.tsx'],
  namespaces: ['employer', 'browseJobs', 'applications', 'searchFilters', 'messages'],
};

export const PAGE_CHUNKS: PageChunks[] = [
  { pattern: /^\/$/, modules: ['src/app/routes/home-page.tsx'], namespaces: ['home', 'searchFilters', 'pricing'] },
  {
    pattern: /^\/for-employers$/,
    modules: ['src/app/routes/for-employers-page.tsx'],
    namespaces: ['employers', 'pricing'],
  },
  { pattern: /^\/privacy-policy$/, modules: ['src/app/routes/privacy-policy-page.tsx'], namespaces: ['privacy'] },
  { pattern: /^\/terms-of-service$/, modules: ['src/app/routes/terms-of-service-page.tsx'], namespaces: ['terms'] },
  { pattern: /^\/impressum$/, modules: ['src/app/routes/impressum-page.tsx'], namespaces: ['imprint'] },
  { pattern: /^\/blog$/, modules: ['src/app/routes/blog-list-page.tsx'], namespaces: ['blog'] },
  { pattern: /^\/blog\/[^/]+$/, modules: ['src/app/routes/blog-post-page.tsx'], namespaces: ['blog'] },
  // The app's main screens (ADR 0033): rendered in the browser, so their code is what the person
  // waits for; named here, it downloads with the entry instead of after the router has started.
  {
    pattern: /^\/browse-jobs$/,
    modules: ['src/app/routes/browse-jobs-page.tsx'],
    namespaces: ['browseJobs', 'account', 'searchFilters', 'profileEditor'],
  },
  {
    pattern: /^\/my-messages(\/[^/]+)?$/,
    modules: ['src/app/routes/my-messages-page.tsx'],
    namespaces: ['messages', 'profileEditor', 'browseJobs', 'interviews', 'notifications'],
  },
  {
    pattern: /^\/employer\/candidates$/,
    modules: ['src/app/routes/employer-candidates-page.tsx'],
    namespaces: ['candidates', 'profileEditor', 'billing', 'matching'],
    parent: EMPLOYER_LAYOUT,
  },
  {
    pattern: /^\/employer\/messages(\/[^/]+)?$/,
    modules: ['src/app/routes/employer-messages-page.tsx'],
    namespaces: ['interviews', 'notifications'],
    parent: EMPLOYER_LAYOUT,
  },
  {
    pattern: /^\/employer\/applications$/,
    modules: ['src/app/routes/employer-applications-page.tsx'],
    namespaces: ['candidates', 'interviews', 'placements'],
    parent: EMPLOYER_LAYOUT,
  },
];

const NOT_FOUND_CHUNKS = { modules: ['src/app/routes/not-found-page.tsx'], namespaces: [] };

/** Reads the web build's `.vite/manifest.json` once and answers which chunks a page needs. */
export class AssetManifest {
  private readonly manifest: Manifest;
  private readonly entryClosure = new Set<string>();
  /**
   * The start-up steps: the modules the entry imports one after the other (apps/web/src/main.tsx)
   * and what they import, without what index.html names already. Every page needs them.
   */
  private readonly bootFiles: string[] = [];

  constructor(webDistDir: string) {
    const path = join(webDistDir, '.vite', 'manifest.json');
    this.manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
    // index.html is the app's entry; the start-up steps are build inputs too (apps/web/vite.config.ts).
    const entry = this.manifest['index.html']?.isEntry
      ? 'index.html'
      : Object.keys(this.manifest).find((key) => this.manifest[key]?.isEntry);
    if (!entry) return;
    this.collect(entry, this.entryClosure);
    const boot = new Set<string>();
    for (const step of this.manifest[entry]?.dynamicImports ?? []) this.collect(step, boot);
    for (const key of boot) {
      if (this.entryClosure.has(key)) continue;
      this.entryClosure.add(key);
      const file = this.manifest[key]?.file;
      if (file?.endsWith('.js')) this.bootFiles.push(`/${file}`);
    }
  }

  private collect(key: string, into: Set<string>): void {
    if (into.has(key) || !this.manifest[key]) return;
    into.add(key);
    for (const imported of this.manifest[key].imports ?? []) this.collect(imported, into);
  }

  /**
   * Files (`/assets/…`) a page needs that index.html does not name: the start-up steps (every page),
   * then the lazy chunks of the page and its frame, for a path without language prefix; `found:
   * false` is the 404 page.
   */
  modulePreloads(path: string, locale: Locale, found = true): string[] {
    const page = found ? PAGE_CHUNKS.find((entry) => entry.pattern.test(path)) : NOT_FOUND_CHUNKS;
    if (!page) return [...this.bootFiles];
    const keys = new Set<string>();
    const parent = 'parent' in page ? page.parent : undefined;
    for (const module of [
      ...page.modules,
      ...(parent?.modules ?? []),
      ...LAYOUT_CHUNKS.modules,
      ...LAYOUT_CHUNKS.localeModules(locale),
    ]) {
      if (this.manifest[module]?.file.endsWith('.js')) this.collect(module, keys);
    }
    const code = [...keys].filter((key) => !this.entryClosure.has(key)).map((key) => this.manifest[key]?.file);
    const catalogs = [...new Set([...page.namespaces, ...(parent?.namespaces ?? []), ...LAYOUT_CHUNKS.namespaces])].map(
      (namespace) => this.manifest[`src/i18n/locales/${locale}/${namespace}.json`]?.file,
    );
    return [
      ...this.bootFiles,
      ...[...code, ...catalogs].filter((file): file is string => Boolean(file)).map((file) => `/${file}`),
    ];
  }
}
