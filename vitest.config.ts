import { defineConfig } from 'vitest/config';

// One run covers every workspace that has unit, component or integration tests, and the build
// scripts' own tests (scripts/*.test.mjs).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores that is one worker, and
    // the second core idles beside it (PGlite runs in the worker's own thread; on PostgreSQL the worker
    // waits for the server). One file per core ('100%': two at a time there). A project does not inherit
    // this: each project's config sets the same (the inline one below extends this one).
    maxWorkers: '100%',
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      { extends: true, test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
