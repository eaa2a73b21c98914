import { defineConfig } from 'vitest/config';

// One run covers every workspace that has unit, component or integration tests.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
