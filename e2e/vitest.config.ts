import { defineConfig } from 'vitest/config';

/** Browser tests: the production build served by the real server, driven through Chromium. */
export default defineConfig({
  test: {
    root: '.',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    reporters: ['default', './server/test/summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // One server and one browser at a time: the machines have two cores.
    fileParallelism: false,
  },
});
