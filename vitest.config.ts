import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace that has unit, component or integration tests, and the build
// scripts' own tests (scripts/*.test.mjs).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores that is one worker, and
    // the second core idles beside it (PGlite runs in the worker's own thread; on PostgreSQL the worker
    // waits for the server). Two files at a time there; on larger machines the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
