// The production build's key: which sources a build was made from, so that every step that starts the
// build (the route budget test, npm run test:topology, npm run test:e2e) reuses one fresh build and
// never tests a stale one. `npm run build` (scripts/build-if-stale.mjs) writes BUILD_STAMP after a
// successful build: the key of the sources it read, taken before it started, and a hash of each
// output it made. A build is fresh when both still match: a source edited since (or a dependency,
// or a build setting) changes the key, and a part rebuilt on its own (`npm run build -w @azubi/web`)
// or deleted changes the outputs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..');

/** Everything the build reads of the repository (files, or folders taken whole), relative to the root. */
export const BUILD_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared/package.json',
  'packages/shared/tsconfig.json',
  'packages/shared/src',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/build.mjs',
  'apps/server/src',
];

/** Test files are not part of the build: editing one does not make the build stale. */
const NOT_BUILT = /\.test\.tsx?$/;

/** The environment a build reads: the VITE_ variables Vite compiles into the client. */
const BUILD_ENVIRONMENT = /^VITE_\w+$/;

/** The outputs the stamp fingerprints: the client's module graph and page, the render bundle, the server. */
export const BUILD_OUTPUTS = [
  'apps/web/dist/.vite/manifest.json',
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/prerender.js',
  'apps/server/dist/main.js',
];

/** Written last by a successful `npm run build`; the server build empties apps/server/dist first. */
export const BUILD_STAMP = 'apps/server/dist/build-key.json';

function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !NOT_BUILT.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

function hashOf(content) {
  return createHash('sha256').update(content).digest('hex');
}

/** The key of the build's inputs now: every input file's path and content, and the build environment. */
export function sourceKey({ root = REPO_ROOT, env = process.env, inputs = BUILD_INPUTS } = {}) {
  const hash = createHash('sha256');
  const files = [...new Set(inputs.flatMap((path) => filesUnder(root, path)))].sort();
  for (const file of files) hash.update(`${file}\0${hashOf(readFileSync(join(root, file)))}\n`);
  for (const name of Object.keys(env)
    .filter((key) => BUILD_ENVIRONMENT.test(key))
    .sort()) {
    if (env[name] !== undefined) hash.update(`env ${name}=${env[name]}\n`);
  }
  return hash.digest('hex');
}

/** Each output's hash, or null for one that is missing. */
export function outputHashes({ root = REPO_ROOT, outputs = BUILD_OUTPUTS } = {}) {
  return Object.fromEntries(
    outputs.map((path) => [path, existsSync(join(root, path)) ? hashOf(readFileSync(join(root, path))) : null]),
  );
}

/** The stamp a build writes: the key of the sources it started from and the outputs it made. */
export function stampFor(key, options = {}) {
  return `${JSON.stringify({ sources: key, outputs: outputHashes(options) }, null, 2)}\n`;
}

/**
 * Whether the build on disk was made from the sources as they are now. `reason` says why not, in
 * words for a message ("… is stale: <reason>").
 */
export function buildState({
  root = REPO_ROOT,
  env = process.env,
  inputs = BUILD_INPUTS,
  outputs = BUILD_OUTPUTS,
} = {}) {
  const stampPath = join(root, BUILD_STAMP);
  if (!existsSync(stampPath)) return { fresh: false, reason: `there is no build (no ${BUILD_STAMP})` };
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
  } catch {
    return { fresh: false, reason: `${BUILD_STAMP} is unreadable` };
  }
  const made = outputHashes({ root, outputs });
  const changed = outputs.filter((path) => made[path] === null || stamp.outputs?.[path] !== made[path]);
  if (changed.length > 0) {
    return { fresh: false, reason: `${changed.join(', ')} changed or missing since the last full build` };
  }
  if (stamp.sources !== sourceKey({ root, env, inputs })) {
    return { fresh: false, reason: 'sources, dependencies or build settings changed since the last build' };
  }
  return { fresh: true, reason: 'up to date' };
}
