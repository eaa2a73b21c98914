import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, BUILD_OUTPUTS, BUILD_STAMP, buildState, REPO_ROOT, sourceKey, stampFor } from './build-key.mjs';

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function write(root, path, content) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

const inputs = ['app/src', 'app/vite.config.ts'];
const outputs = ['app/dist/main.js', 'app/dist/index.html'];

/** A small repository with sources and a build stamped from them, as `npm run build` leaves it. */
function builtRepository() {
  const root = mkdtempSync(join(tmpdir(), 'build-key-'));
  roots.push(root);
  write(root, 'app/src/main.ts', 'export const a = 1;\n');
  write(root, 'app/src/pages/home.tsx', 'export const Home = () => null;\n');
  write(root, 'app/src/pages/home.test.tsx', "it('renders', () => {});\n");
  write(root, 'app/vite.config.ts', 'export default {};\n');
  const key = sourceKey({ root, env: {}, inputs });
  write(root, 'app/dist/main.js', 'console.log(1);\n');
  write(root, 'app/dist/index.html', '<div id="root"></div>\n');
  write(root, BUILD_STAMP, stampFor(key, { root, outputs }));
  return root;
}

const state = (root, env = {}) => buildState({ root, env, inputs, outputs });

describe('the production build’s key (scripts/build-key.mjs)', () => {
  it('finds a build fresh when its stamp matches the sources and the outputs', () => {
    expect(state(builtRepository())).toEqual({ fresh: true, reason: 'up to date' });
  });

  it('finds a build stale when a source, an added source or a build setting changed since', () => {
    const sourceChanged = builtRepository();
    write(sourceChanged, 'app/src/pages/home.tsx', 'export const Home = () => "home";\n');
    const added = builtRepository();
    write(added, 'app/src/pages/about.tsx', 'export const About = () => null;\n');
    const config = builtRepository();
    write(config, 'app/vite.config.ts', 'export default { base: "/x/" };\n');
    const reason = 'sources, dependencies or build settings changed since the last build';
    for (const root of [sourceChanged, added, config]) expect(state(root)).toEqual({ fresh: false, reason });
    expect(state(builtRepository(), { VITE_API_URL: 'https://api.test' })).toEqual({ fresh: false, reason });
  });

  it('keeps a build fresh when only a test file changed (tests are not built)', () => {
    const root = builtRepository();
    write(root, 'app/src/pages/home.test.tsx', "it('renders twice', () => {});\n");
    expect(state(root).fresh).toBe(true);
  });

  it('finds a build stale when a part was rebuilt alone or deleted, or no full build stamped it', () => {
    const rebuilt = builtRepository();
    write(rebuilt, 'app/dist/main.js', 'console.log(2);\n');
    expect(state(rebuilt)).toEqual({
      fresh: false,
      reason: 'app/dist/main.js changed or missing since the last full build',
    });
    const deleted = builtRepository();
    rmSync(join(deleted, 'app/dist/index.html'));
    expect(state(deleted)).toEqual({
      fresh: false,
      reason: 'app/dist/index.html changed or missing since the last full build',
    });
    const unstamped = builtRepository();
    rmSync(join(unstamped, BUILD_STAMP));
    expect(state(unstamped)).toEqual({ fresh: false, reason: `there is no build (no ${BUILD_STAMP})` });
    const broken = builtRepository();
    write(broken, BUILD_STAMP, '{');
    expect(state(broken)).toEqual({ fresh: false, reason: `${BUILD_STAMP} is unreadable` });
  });

  it('keys every file of the workspaces that the build may read (new ones must be listed or named not built)', () => {
    // Read by tests, benchmarks or tools, never by `npm run build`.
    const notBuilt = new Set([
      // Ignored by git: installed, built, or written by a local run.
      'node_modules',
      'dist',
      'dist-ssr',
      'data',
      'coverage',
      'vitest.config.ts',
      'apps/server/vitest.topology.config.ts',
      'apps/server/drizzle.config.ts',
      'apps/server/bench',
      'apps/server/topology',
    ]);
    const unlisted = ['packages/shared', 'apps/web', 'apps/server'].flatMap((workspace) =>
      readdirSync(join(REPO_ROOT, workspace))
        .filter((name) => !name.startsWith('.'))
        .map((name) => `${workspace}/${name}`)
        .filter((path) => !BUILD_INPUTS.includes(path) && !notBuilt.has(path) && !notBuilt.has(path.split('/').pop())),
    );
    expect(unlisted).toEqual([]);
    expect(BUILD_OUTPUTS.every((path) => /^apps\/(web|server)\/dist(-ssr)?\//.test(path))).toBe(true);
  });
});
