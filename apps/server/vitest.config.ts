import { configDefaults, defineProject } from 'vitest/config';
import { filesSkipped } from './src/testing/no-database.mjs';

// API integration tests on a fresh in-memory PGlite per test file, or on a fresh PostgreSQL
// database per test file with `npm run test:pg` (TEST_PG=1).
//
// Test files share their worker's module cache (`isolate: false`): every file still gets its own
// database and its own app (createTestApp), but the app's code is imported and the migrated PGlite
// template is built once per worker instead of once per file. That was about 5.5 s of every
// file (PGlite's start 2.9 s, migrations 0.4 s, importing the app 2.2 s): 5m41s → 2m38s for the
// 51 files on this 2-core machine. A test that needs module state of its own must set it up
// itself, not rely on a fresh import.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...filesSkipped(process.env)],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
    // Two files at a time on two cores (vitest.config.ts at the root says why).
    maxWorkers: '100%',
  },
});
