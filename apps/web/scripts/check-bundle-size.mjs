#!/usr/bin/env node
// Budget for the JavaScript every first visit downloads to start the app: the entry chunk, what it
// imports statically, and the start-up steps it imports one after the other (src/main.tsx: i18next,
// React, the router) with what they import. Lazy routes (the page frame, each page) are excluded.
// Sizes are gzip level 9, 1 KB = 1024 bytes. Runs after `vite build` (npm run build).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>} */
let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch (error) {
  console.error(`Cannot read ${manifestPath}; run vite build first (build.manifest must be true).`, error);
  process.exit(1);
}

const entryKey = manifest['index.html']?.isEntry
  ? 'index.html'
  : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}

/** The entry and its static imports, depth first, each chunk once. */
function collect(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(imported, seen);
  return seen;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const initial = collect(entryKey);
for (const step of manifest[entryKey].dynamicImports ?? []) {
  // The service worker's registration runs after the page has loaded (src/lib/service-worker.ts).
  if (!step.includes('service-worker')) collect(step, initial);
}
const rows = [...initial].map((key) => {
  const file = manifest[key].file;
  const source = readFileSync(join(dist, file));
  return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const width = Math.max(...rows.map((row) => row.file.length), 'chunk'.length);
console.log(`\nInitial JavaScript (entry ${entryKey}, its static imports and start-up steps)`);
console.log(`${'chunk'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`);
for (const row of rows) {
  console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(8)}  ${kb(row.gzip).padStart(8)}`);
}
console.log(
  `${'total'.padEnd(width)}  ${kb(rows.reduce((s, r) => s + r.raw, 0)).padStart(8)}  ${kb(total).padStart(8)}`,
);

const css = (manifest[entryKey].css ?? []).map((file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
if (css.length > 0) console.log(`(entry CSS, not counted: ${kb(css.reduce((s, n) => s + n, 0))} KB gzip)`);

if (total > BUDGET_KB * 1024) {
  console.error(`\nInitial JavaScript is ${kb(total)} KB gzip, over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
console.log(`\nInitial JavaScript: ${kb(total)} KB gzip (budget ${BUDGET_KB} KB).`);
