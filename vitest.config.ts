import { defineConfig } from 'vitest/config';

// One run covers every workspace that has unit, component or integration tests, and the build
// scripts' own tests (scripts/*.test.mjs).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
