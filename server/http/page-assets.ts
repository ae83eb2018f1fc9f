import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '../../src/locales.ts';

/** The part of Vite's build manifest (`build.manifest`) read here: each chunk by its source path. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface PageAssets {
  /** The page's chunk and the chunks it imports that index.html does not load already. */
  modules: string[];
  /** Their stylesheets. */
  stylesheets: string[];
}

const NONE: PageAssets = { modules: [], stylesheets: [] };

/**
 * The files of a lazily loaded page (client/routes.tsx) beyond index.html's own script and stylesheet.
 * Left to the browser, they would be asked for only once the entry script has run and rendered the route;
 * named in the page, they download alongside it. A build without a manifest, or a page it does
 * not know, gives nothing: the browser then fetches them as before.
 */
export async function readPageAssets(clientDir: string): Promise<{ pageAssets: (page: string | null) => PageAssets; catalogModules: (locale: Locale, catalogs: readonly string[]) => string[] }> {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {};

  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  // What index.html loads already: its entry and every chunk the entry imports.
  const loaded = new Set<string>();
  for (const [key] of entries) importsOf(manifest, key, loaded);

  const cache = new Map<string, PageAssets>();
  function pageAssets(page: string | null): PageAssets {
    if (page === null) return NONE;
    let assets = cache.get(page);
    if (!assets) {
      const chunks = new Set<string>();
      // The manifest names a chunk by its module; client/routes.tsx names each page's module after the page.
      importsOf(manifest, `pages/${page}.tsx`, chunks, loaded);
      const needed = [...chunks].map((key) => manifest[key]!);
      assets = {
        modules: needed.map((chunk) => `/${chunk.file}`),
        stylesheets: [...new Set(needed.flatMap((chunk) => chunk.css ?? []))].map((css) => `/${css}`),
      };
      cache.set(page, assets);
    }
    return assets;
  }
  /** The chunks of a language's message catalogs (client/i18n.ts imports each `src/locales/{locale}/{name}.po`). */
  const catalogModules = (locale: Locale, catalogs: readonly string[]) =>
    catalogs.flatMap((name) => {
      const chunk = manifest[`../src/locales/${locale}/${name}.po`];
      return chunk ? [`/${chunk.file}`] : [];
    });
  return { pageAssets, catalogModules };
}

/** A chunk and everything it imports, into `into`, leaving out what `skip` holds. */
function importsOf(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>, skip = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || into.has(key) || skip.has(key)) return;
  into.add(key);
  for (const imported of chunk.imports ?? []) importsOf(manifest, imported, into, skip);
}
