import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import LongestFirst from './server/test/sequencer.ts';
import { mantineStableIds } from './scripts/vite-mantine-use-id.ts';
import { precompress } from './scripts/vite-precompress.ts';

const API = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// Lingui's native macro transform (@lingui/native-tools) ships its binary as an optional package for
// Node >= 22.19; `npm install` here runs on the machine's Node 20, which skips it, so the macros go
// through Babel (the plugin's own fallback), and its advice to switch is noise.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

/**
 * `vite build --ssr entry-server.tsx` (client-build.ts runs it after the client's build): the same pages
 * as a module for the server, which draws a page's first screen into the HTML it sends
 * (server/http/page-drawing.ts). Only its JavaScript: the public files and the manifest are the client's.
 */
const PAGE_DRAWER = { outDir: '../dist/page-drawer', emptyOutDir: true, copyPublicDir: false, sourcemap: false } as const;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  publicDir: 'public',
  // Lingui's macros (`<Trans>`, `t`) become catalog lookups before React's transform; its plugin compiles
  // a catalog (src/locales/*.po) when a page imports it, each language a chunk of its own.
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui(), mantineStableIds(), ...(isSsrBuild ? [] : [precompress()])],
  // The drawer takes only the Mantine components and icons the pages use: imported from their packages at run
  // time, each package's index loads all of them (every icon, every component), tens of megabytes resident.
  ssr: { noExternal: [/^@mantine\//, '@tabler/icons-react'] },
  // model-viewer's import of three's meshopt decoder, which compiles WebAssembly the CSP refuses: why in the stand-in.
  resolve: { alias: { 'three/examples/jsm/libs/meshopt_decoder.module.js': fileURLToPath(new URL('client/vendor/no-meshopt-decoder.ts', import.meta.url)) } },
  build: isSsrBuild ? PAGE_DRAWER : {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads which chunks each page needs, to link them with the page (server/http/page-assets.ts).
    manifest: true,
    // Everything the first screen needs in one script (and one stylesheet) rather than the entry and the
    // 19 chunks it shares with lazily loaded pages: on a phone each extra file is another round trip before
    // the first paint (Lighthouse FCP from 3.4 to 2.4-2.8 s). Pages keep their own chunks.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  // `npm run dev`: Vite serves the client with hot reload and hands API calls to the shop server.
  server: {
    port: 5173,
    proxy: { '/api': API, '/trpc': API, '/healthz': API },
  },
  // `npm test`: both projects in one run, on one embedded PostgreSQL (the global setup runs once and
  // provides its URL to both); each project inherits everything here and adds its own environment.
  test: {
    root: '.',
    globalSetup: ['server/test/global-setup.ts'],
    reporters: ['default', './server/test/summary-reporter.ts'],
    setupFiles: ['server/test/worker-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is a worker less than the cores, one worker on two cores; but a test file here
    // spends much of its time waiting (on PostgreSQL, a shop in a child process, a debounce timer), so
    // a second worker runs while the first waits. Each worker has a database of its own.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The files of a worker share its modules: each file imported the whole server anew (a third of a
    // run's time). What a file opens, its setup closes (server/test/worker-setup.ts); the database is
    // emptied before each test.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    projects: [
      { extends: true, test: { name: 'server', include: ['src/**/*.test.ts', 'server/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          // React and Mantine in happy-dom, talking tRPC to the real app on the worker's database.
          environment: 'happy-dom',
          setupFiles: ['server/test/client-test-server.ts', 'client/test-utils/setup.ts'],
        },
      },
    ],
  },
}));
