import path from 'node:path';
import type { Plugin } from 'vite';

/** Where @mantine/hooks' index takes its useId from. */
export const MANTINE_USE_ID = './use-id/use-id.mjs';
const STABLE_USE_ID = path.resolve(import.meta.dirname, '..', 'client', 'mantine-use-id.ts');

/**
 * Serves Mantine an id hook that keeps React's id (client/mantine-use-id.ts). Mantine's own starts from
 * React's id and swaps it for a random one in a layout effect after mount: a state update from every
 * Mantine input on the page's first commit (four on /shop), which React renders at once, in the commit's
 * task, after running every passive effect of the page's first render there too. That one task held
 * them all, and Lighthouse counted it as blocking time (docs/performance.md, Lighthouse). React's ids are unique
 * within the app, which has one root.
 */
export function mantineStableIds(): Plugin {
  return {
    name: 'canvas-shop:mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromMantineHooks = importer?.split(path.sep).join('/').includes('/node_modules/@mantine/hooks/');
      return source === MANTINE_USE_ID && fromMantineHooks ? STABLE_USE_ID : null;
    },
  };
}
