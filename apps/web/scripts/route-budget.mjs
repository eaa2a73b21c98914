#!/usr/bin/env node
// The JavaScript each route needs before it is usable (ADR 0033), from a build's module graph
// (`dist/.vite/manifest.json`): the entry with its static imports and start-up steps (src/main.tsx),
// the locale layout (header, footer, account corner) and the language's shared messages, the page's
// own module with its static imports (and its layout route's, for `/employer/…`), and the message
// catalogs its `lazyPage` lists (src/app/routes/router.tsx). Lazy parts inside a page (dialogs, the
// live channel, the toaster) are not counted: they load on demand or after the first render.
// Sizes are Brotli quality 11, as the server sends them (scripts/precompress.mjs), 1 KB = 1024 bytes.
//
// As a script: `node scripts/route-budget.mjs [distDir]` prints the table for a build (npm run build
// first). The budget test (src/route-budget.test.ts) builds into a temporary directory itself.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliSize } from './precompress.mjs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROUTE_BUDGET_KB = 170;

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The frame of every page (apps/server/src/web/asset-manifest.ts, LAYOUT_CHUNKS). */
const LAYOUT_MODULES = [
  'src/app/layouts/locale-layout.tsx',
  'src/app/layouts/site-footer.tsx',
  'src/features/auth/components/account-corner.tsx',
];
const LAYOUT_NAMESPACES = ['site', 'common', 'account'];

/**
 * The routes of src/app/router.tsx: each `lazyPage(locale, () => import('./routes/x')…, ['ns', …])`,
 * with the layout route it sits in (the `employer` route's children).
 */
export function routesOf(routerSource) {
  const pattern =
    /path: '([^']*)',\s*lazy: lazyPage\(\s*locale,\s*\(\) =>\s*import\('\.\/routes\/([\w-]+)'\)\s*\.then\(\(module\) => module\.\w+\)(?:\s*,\s*\[([^\]]*)\])?/g;
  const indexPattern =
    /index: true,\s*lazy: lazyPage\(\s*locale,\s*\(\) =>\s*import\('\.\/routes\/([\w-]+)'\)\s*\.then\(\(module\) => module\.\w+\)(?:\s*,\s*\[([^\]]*)\])?/g;
  const names = (list) => [...(list ?? '').matchAll(/'(\w+)'/g)].map((match) => match[1]);
  const routes = [];
  for (const match of routerSource.matchAll(pattern)) {
    routes.push({
      at: match.index,
      end: match.index + match[0].length,
      path: match[1],
      module: `src/app/routes/${match[2]}.tsx`,
      namespaces: names(match[3]),
    });
  }
  for (const match of routerSource.matchAll(indexPattern)) {
    routes.push({
      at: match.index,
      end: match.index + match[0].length,
      path: '',
      module: `src/app/routes/${match[1]}.tsx`,
      namespaces: names(match[2]),
    });
  }
  // Children of a layout route: between its `children: [` and the matching `]`.
  const layouts = routes.filter((route) => /^\s*\)\s*,\s*children: \[/.test(routerSource.slice(route.end)));
  for (const layout of layouts) {
    const open = routerSource.indexOf('children: [', layout.end) + 'children: '.length;
    let depth = 0;
    let close = open;
    for (; close < routerSource.length; close++) {
      if (routerSource[close] === '[') depth++;
      if (routerSource[close] === ']' && --depth === 0) break;
    }
    for (const route of routes) {
      if (route !== layout && route.at > open && route.at < close) {
        route.parent = layout;
        route.path = route.path ? `${layout.path}/${route.path}` : layout.path;
      }
    }
  }
  return routes
    .filter((route) => !layouts.includes(route) || !routes.some((child) => child.parent === route))
    .map(({ path, module, namespaces, parent }) => ({
      path: `/${path}`,
      module,
      namespaces,
      parent: parent ? { module: parent.module, namespaces: parent.namespaces } : undefined,
    }));
}

/** What each route needs before it is usable, per language: files and compressed bytes (Brotli 11). */
export function routeBudgets(distDir, routerSource = readFileSync(join(webDir, 'src/app/router.tsx'), 'utf8')) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  const collect = (key, into) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
    return into;
  };
  const sizes = new Map();
  const compressedOf = (file) => {
    if (!sizes.has(file)) {
      // The build's own `.br` where it wrote one (the same bytes), else compressed here.
      const written = join(distDir, `${file}.br`);
      if (existsSync(written)) {
        sizes.set(file, statSync(written).size);
        return sizes.get(file);
      }
      sizes.set(file, brotliSize(readFileSync(join(distDir, file))));
    }
    return sizes.get(file);
  };
  const initial = collect(entryKey, new Set());
  for (const step of manifest[entryKey].dynamicImports ?? []) {
    // The service worker's registration runs after the page has loaded: not part of the start.
    if (!step.includes('service-worker')) collect(step, initial);
  }
  const result = [];
  for (const route of routesOf(routerSource)) {
    for (const locale of ['en', 'de']) {
      const keys = new Set(initial);
      for (const module of [
        route.module,
        ...(route.parent ? [route.parent.module] : []),
        ...LAYOUT_MODULES,
        `src/i18n/shared-messages-${locale}.ts`,
      ]) {
        collect(module, keys);
      }
      const namespaces = new Set([...route.namespaces, ...(route.parent?.namespaces ?? []), ...LAYOUT_NAMESPACES]);
      for (const namespace of namespaces) collect(`src/i18n/locales/${locale}/${namespace}.json`, keys);
      const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
      const bytes = files.reduce((sum, file) => sum + compressedOf(file), 0);
      result.push({ path: route.path, locale, module: route.module, files: files.length, bytes, fileNames: files });
    }
  }
  return result;
}

/**
 * The app shell the service worker precaches (ADR 0033): what every page runs (the entry, its
 * start-up steps, the locale layout, both languages' shared messages and layout catalogs) and the
 * stylesheets, as paths in the build (`assets/…`). A screen's own code is cached the first time it is
 * used (cache-first at run time), so that a phone does not download every screen of every role.
 */
export function shellFiles(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const seen = new Set();
  const collect = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
    for (const imported of manifest[key].imports ?? []) collect(imported);
  };
  const entryKey = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return files;
  collect(entryKey);
  for (const step of manifest[entryKey].dynamicImports ?? []) collect(step);
  for (const locale of ['en', 'de']) {
    for (const module of [...LAYOUT_MODULES, `src/i18n/shared-messages-${locale}.ts`]) collect(module);
    for (const namespace of LAYOUT_NAMESPACES) collect(`src/i18n/locales/${locale}/${namespace}.json`);
  }
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const distDir = process.argv[2] ?? join(webDir, 'dist');
  const rows = routeBudgets(distDir).sort((a, b) => b.bytes - a.bytes);
  for (const row of rows) {
    console.log(
      `${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${String(row.files).padStart(4)} files  ${row.locale}  ${row.path}`,
    );
  }
}
