// Runs `npm run build` when the production build is missing or older than a source file
// (npm run test:topology starts the build, not the sources).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].map((p) => join(root, p));
const sources = [
  'apps/server/src',
  'apps/web/src',
  'packages/shared/src',
  'apps/web/index.html',
  'apps/server/build.mjs',
];

function newest(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) max = Math.max(max, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return max;
}

const built = outputs.every((p) => existsSync(p)) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
const changed = Math.max(...sources.map(newest));
if (built === 0 || changed > built) {
  console.log(built === 0 ? 'No production build: building.' : 'Sources changed since the last build: building.');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
} else {
  console.log('The production build is up to date.');
}
