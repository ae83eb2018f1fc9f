/**
 * `npx tsx bench/page-js.ts` (`BASELINE_DIR=../other-checkout` to set another version beside this one):
 * the JavaScript a first visit to each page downloads before it can render, as the shop serves it: the
 * page's HTML as `npm start` sends it (the server adds the page's own chunks and its language's
 * catalogs to the built index.html), its module script and every `modulepreload`, each file sized
 * gzip -9 and brotli 11 (the build's precompressed copies, which the shop sends). Catalog chunks are
 * named by their language and catalog (from Vite's manifest), so the run shows that /de/ loads German
 * only. Each checkout needs its client built (`npm run build`). Runs: bench/results/page-js.md.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildClient, clientBuildIsStale } from '../server/client-build.ts';
import { BenchRun } from './results.ts';
import { serveShop, type ServedShop } from './served-shop.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGES: [name: string, path: (shop: ServedShop) => string][] = [
  ['/', () => '/'],
  ['/shop', () => '/shop'],
  ['/product/{id}', (shop) => shop.productPath],
  ['/de/', () => '/de/'],
  ['/de/shop', () => '/de/shop'],
  ['/de/product/{id}', (shop) => `/de${shop.productPath}`],
];

interface PageScripts {
  gzip: number;
  brotli: number;
  files: string[];
  catalogs: string[];
}

/** The scripts a page's HTML names (entry and modulepreloads), with their sizes summed. */
async function pageScripts(shop: ServedShop, pagePath: string, catalogOf: Map<string, string>): Promise<PageScripts | null> {
  const response = await fetch(`${shop.baseUrl}${pagePath}`);
  const html = await response.text();
  // A version without the languages answers /de/… with Not Found (or the English page): nothing to measure.
  if (!response.ok || (pagePath.startsWith('/de') && !/<html[^>]*\blang="de"/.test(html))) return null;
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const entry = /^<script\b/.test(tag) && /\btype="module"/.test(tag) ? /\bsrc="([^"]+)"/.exec(tag) : null;
    const preload = /\brel="modulepreload"/.test(tag) ? /\bhref="([^"]+)"/.exec(tag) : null;
    return [entry?.[1], preload?.[1]].filter((url): url is string => Boolean(url));
  });
  const sizes = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const code = Buffer.from(await (await fetch(`${shop.baseUrl}${url}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      return {
        gzip: gzipSync(code, { level: 9 }).length,
        brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
      };
    }),
  );
  return {
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    brotli: sizes.reduce((sum, size) => sum + size.brotli, 0),
    files: [...new Set(urls)],
    catalogs: urls.flatMap((url) => catalogOf.get(url) ?? []),
  };
}

/** Each catalog chunk's file, named `de/shop`, from the checkout's build manifest. */
async function catalogChunks(checkout: string): Promise<Map<string, string>> {
  const manifest = JSON.parse(await readFile(path.join(checkout, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return new Map(
    Object.entries(manifest).flatMap(([key, chunk]) => {
      const catalog = /locales\/([a-z]+)\/([a-z]+)\.po$/.exec(key);
      return catalog ? [[`/${chunk.file}`, `${catalog[1]}/${catalog[2]}`] as [string, string]] : [];
    }),
  );
}

const record = new BenchRun('page-js', 'The JavaScript each page loads before it renders, gzip and brotli (bench/page-js.ts)');
if (await clientBuildIsStale()) await buildClient();
const versions = [{ name: 'this version', dir: ROOT }, ...(process.env.BASELINE_DIR ? [{ name: 'baseline', dir: path.resolve(process.env.BASELINE_DIR) }] : [])];
const rows: string[][] = [];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
for (const version of versions) {
  const shop = await serveShop(version.name, version.dir);
  try {
    const catalogOf = await catalogChunks(version.dir);
    for (const [name, pathOf] of PAGES) {
      const scripts = await pageScripts(shop, pathOf(shop), catalogOf);
      if (!scripts) continue;
      rows.push([name, version.name, String(scripts.files.length), kb(scripts.gzip), kb(scripts.brotli), scripts.catalogs.join(', ') || 'none']);
    }
  } finally {
    await shop.stop();
  }
}
record.table('Scripts named by each page (module script and modulepreloads), summed; KB = 1,024 bytes', [
  ['page', 'version', 'files', 'KB gzip -9', 'KB brotli 11', 'catalogs among them'],
  ...rows,
]);
await record.save();
