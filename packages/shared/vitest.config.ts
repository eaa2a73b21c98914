import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A few tests run the date code through every hour of seven years: beside a second test file on
    // a busy 2-core machine they take more than the default 5 s.
    testTimeout: 15_000,
    // Two files at a time on two cores (vitest.config.ts at the root says why).
    maxWorkers: '100%',
  },
});
