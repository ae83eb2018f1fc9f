import { defineConfig } from 'vitest/config';

/**
 * The cluster test (npm run test:cluster): Debian's PostgreSQL and nginx with three shop instances,
 * and the backup round trip. Needs `apt-get install postgresql nginx` (.ci/run does it when missing).
 */
export default defineConfig({
  test: {
    root: '.',
    include: ['cluster/**/*.test.ts'],
    globalSetup: ['cluster/global-setup.ts'],
    reporters: ['default', './server/test/summary-reporter.ts'],
    // nginx's certificate is made by the test, for 127.0.0.1: the test's own requests accept it.
    env: { NODE_TLS_REJECT_UNAUTHORIZED: '0' },
    testTimeout: 240_000,
    hookTimeout: 300_000,
    // One cluster at a time: the machines have two cores.
    fileParallelism: false,
  },
});
