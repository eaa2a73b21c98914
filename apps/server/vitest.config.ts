import { defineProject } from 'vitest/config';

// API integration tests on a fresh in-memory PGlite per test file, or on a fresh PostgreSQL
// database per test file with `npm run test:pg` (TEST_PG=1).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
