import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Tests render the whole app with lazy routes and dialogs: on a busy 2-core machine (CI beside
    // other work) a first render and a lazy chunk can take several seconds; 5 s failed there.
    testTimeout: 15_000,
    // Two files at a time on two cores (vitest.config.ts at the root says why).
    maxWorkers: '100%',
  },
});
