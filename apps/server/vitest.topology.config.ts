import { defineConfig } from 'vitest/config';

// `npm run test:topology` (topology/topology.test.ts, ADR 0031): the production build as two
// instances behind HAProxy with PostgreSQL primary + replica, Redis, S3, SMTP and the Stripe stub.
// Not part of `npm test`: it starts real processes and takes a few minutes.
export default defineConfig({
  test: {
    name: 'topology',
    root: import.meta.dirname,
    environment: 'node',
    include: ['topology/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
