#!/usr/bin/env node
// After `vite build` and `vite build --ssr src/prerender.tsx --outDir dist-ssr`: renders the
// public pages of src/prerender.tsx in both languages to dist/prerendered/<locale>/<page>.html,
// which the server puts into the page's <div id="root"> (apps/server/src/web/prerendered-pages.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(web, 'dist', 'prerendered');
const { PRERENDERED_PAGES, renderPage } = await import(pathToFileURL(join(web, 'dist-ssr', 'prerender.js')).href);

rmSync(out, { recursive: true, force: true });
const started = performance.now();
for (const locale of ['en', 'de']) {
  for (const page of PRERENDERED_PAGES) {
    const url = locale === 'en' ? page : `/de${page === '/' ? '' : page}`;
    const html = await renderPage(url);
    if (!html.includes('<main')) throw new Error(`Prerendering ${url} gave no <main>`);
    const file = join(out, locale, page === '/' ? 'index.html' : `${page.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
}
console.log(
  `Prerendered ${PRERENDERED_PAGES.length * 2} pages in ${Math.round(performance.now() - started)} ms (dist/prerendered)`,
);
// dist-ssr stays: the server renders the blog pages with it per request (apps/server/src/web/server-render.ts).
