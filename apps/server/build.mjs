// Bundles the server into dist/main.js with esbuild; npm packages stay external, our workspace
// code (including @azubi/shared) is bundled. The SQL migrations and the demo seed's media are copied beside the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@azubi/'));

rmSync('dist', { recursive: true, force: true });
const started = performance.now();
await build({
  // The CV worker (features/profile/cv-render-pool.ts) is loaded by file name beside main.js.
  // instrument.js is loaded with `node --import` before main.js (tracing, ADR 0031).
  entryPoints: {
    main: 'src/main.ts',
    instrument: 'src/instrument.ts',
    'cv-render-worker': 'src/features/profile/cv-render-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The demo seed's media (db/seed-media.ts reads them beside the bundle).
cpSync('src/db/seed-assets', 'dist/seed-assets', { recursive: true });
console.log(
  `server built in ${Math.round(performance.now() - started)} ms → apps/server/dist/main.js (+ instrument.js, cv-render-worker.js)`,
);
