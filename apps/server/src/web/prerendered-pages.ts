import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@azubi/shared/i18n/locales';

/**
 * The public pages the web build rendered to HTML (apps/web/src/prerender.tsx, written to
 * `<web dist>/prerendered/<locale>/<page>.html`), read once at start-up. The shell puts a page's
 * HTML into `<div id="root">`: the page paints before its JavaScript arrives. A build without
 * them (or a page not among them) gets the empty root, and the app renders as before.
 */
export class PrerenderedPages {
  private readonly pages = new Map<string, string>();

  constructor(webDistDir: string) {
    for (const locale of LOCALES) {
      const dir = join(webDistDir, 'prerendered', locale);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
        const page = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
        this.pages.set(`${locale}:${page}`, readFileSync(join(dir, file), 'utf8'));
      }
    }
  }

  /** The HTML of a page without language prefix (`/for-employers`), or undefined. */
  get(locale: Locale, pagePath: string): string | undefined {
    return this.pages.get(`${locale}:${pagePath}`);
  }
}
