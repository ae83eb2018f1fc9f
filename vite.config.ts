import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/vite-precompress.ts';

const API = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  // `npm run dev`: Vite serves the client with hot reload and hands API calls to the shop server.
  server: {
    port: 5173,
    proxy: { '/api': API, '/trpc': API, '/healthz': API },
  },
  test: {
    root: '.',
    include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    reporters: ['default', './server/test/summary-reporter.ts'],
    setupFiles: ['server/test/worker-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
