import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** `import … from '…'`, `export … from '…'` and `import '…'`; not `import type`/`export type` (no code) nor `import('…')` (a chunk of its own). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;

/**
 * The source files the entry script holds (paths from the project's root, `client/App.tsx`):
 * client/main.tsx and every module it imports statically, through any chain, as the build puts them
 * into the entry chunk (vite.config.ts); what is imported with `import()` only is a chunk of its own.
 * lingui.config.ts splits the storefront's texts by it: the `shop` catalog holds the entry's, which
 * every page loads; the `pages` catalog the rest, loaded with the pages and panels that show them.
 */
export function entryModules(): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const code = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      if (!specifier!.startsWith('.') || !/\.tsx?$/.test(specifier!)) continue;
      const imported = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier!));
      if (existsSync(path.join(ROOT, imported))) visit(imported);
    }
  };
  visit('client/main.tsx');
  return [...found].sort();
}
