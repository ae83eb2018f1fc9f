import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PaletteColour } from '../../src/catalogue.ts';

/**
 * The demo prints' palettes (modules/catalogue/palette.ts), by slug: read from their pictures by
 * `npm run seed:images` when it draws them, so the seed writes them without loading sharp at the
 * shop's first start (docs/memory.md). demo-seed.test.ts reads the pictures again and compares.
 */
export const DEMO_PALETTES_FILE = path.join(import.meta.dirname, 'demo-palettes.json');

let palettes: Record<string, PaletteColour[]> | undefined;

export function demoPalette(slug: string): PaletteColour[] {
  palettes ??= JSON.parse(readFileSync(DEMO_PALETTES_FILE, 'utf8')) as Record<string, PaletteColour[]>;
  return palettes[slug] ?? [];
}
