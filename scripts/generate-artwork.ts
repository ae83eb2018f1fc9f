/**
 * Writes the demo catalogue's artwork into client/public/art:
 *   products/<slug>.svg       the artwork, in the proportions of its default size
 *   products/<slug>-room.svg  the same piece as a canvas on a wall, inlined
 *   categories/<slug>.svg     one collection card per category
 * and each print's palette, read from its picture, into server/seed/demo-palettes.json.
 * Everything is drawn from seeds, so a second run rewrites identical files.
 *
 * Run: node_modules/.bin/tsx server/seed/generate-artwork.ts
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CANVAS_SIZES } from '../src/size-chart.ts';
import { WALL_ROOMS } from '../src/wall-rooms.ts';
import { accentOf, proportionsOf, renderArtwork } from './artwork/artwork.ts';
import { CATEGORY_ART, PRODUCT_ART } from './artwork/product-art.ts';
import { roomMockup } from './artwork/room-mockup.ts';
import { WALL_ROOM_ART } from './artwork/wall-rooms.ts';
import { svgDocument } from './artwork/svg.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../server/seed/demo-catalogue.ts';
import { DEMO_PALETTES_FILE } from '../server/seed/demo-palettes.ts';
import { paletteOf } from '../server/modules/catalogue/index.ts';
import type { PaletteColour } from '../src/catalogue.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'client', 'public', 'art');
const productDir = join(outDir, 'products');
const categoryDir = join(outDir, 'categories');
/** The sample rooms of "See it on your wall" (src/wall-rooms.ts). */
const roomDir = join(root, 'client', 'public', 'rooms');

/** Every product's sizes must come from the chart and share the proportions of its artwork. */
function ratio(size: string): number {
  const [w, h] = size.split('x').map(Number) as [number, number];
  return w / h;
}

function checkSizes(): void {
  const chart = new Set<string>(CANVAS_SIZES);
  for (const product of DEMO_PRODUCTS) {
    for (const { size } of product.sizes) {
      if (!chart.has(size)) throw new Error(`${product.slug}: ${size} is not in the size chart`);
      if (Math.abs(ratio(size) - ratio(product.defaultSize)) > 0.01) {
        throw new Error(`${product.slug}: ${size} is not in the same family as ${product.defaultSize}`);
      }
    }
  }
}

function write(path: string, content: string): number {
  writeFileSync(path, content);
  return Buffer.byteLength(content);
}

async function main(): Promise<void> {
  checkSizes();
  // Start clean so renamed products leave no orphaned files behind.
  rmSync(productDir, { recursive: true, force: true });
  rmSync(categoryDir, { recursive: true, force: true });
  mkdirSync(productDir, { recursive: true });
  mkdirSync(categoryDir, { recursive: true });
  mkdirSync(roomDir, { recursive: true });

  let total = 0;
  let largest = { name: '', bytes: 0 };
  const track = (name: string, bytes: number) => {
    total += bytes;
    if (bytes > largest.bytes) largest = { name, bytes };
  };

  for (const product of DEMO_PRODUCTS) {
    const spec = PRODUCT_ART[product.slug];
    if (!spec) throw new Error(`No artwork spec for product ${product.slug}`);
    const art = renderArtwork(spec, product.slug, proportionsOf(product.defaultSize));
    track(`${product.slug}.svg`, write(join(productDir, `${product.slug}.svg`), svgDocument(art)));
    const room = roomMockup({ art, seed: product.slug, accent: accentOf(spec) });
    track(`${product.slug}-room.svg`, write(join(productDir, `${product.slug}-room.svg`), svgDocument(room)));
  }
  for (const category of DEMO_CATEGORIES) {
    const spec = CATEGORY_ART[category.slug];
    if (!spec) throw new Error(`No artwork spec for category ${category.slug}`);
    const art = renderArtwork(spec, `category/${category.slug}`, proportionsOf('36x24'));
    track(`${category.slug}.svg`, write(join(categoryDir, `${category.slug}.svg`), svgDocument(art)));
  }

  for (const room of WALL_ROOMS) {
    const draw = WALL_ROOM_ART[room.slug];
    if (!draw) throw new Error(`No drawing for the wall room ${room.slug}`);
    track(`${room.slug}.svg`, write(join(roomDir, `${room.slug}.svg`), svgDocument(draw())));
  }

  // Each print's palette, read from its picture here once, so the seed and the shop's start never load sharp for it.
  const palettes: Record<string, PaletteColour[]> = {};
  for (const product of DEMO_PRODUCTS) palettes[product.slug] = await paletteOf(readFileSync(join(productDir, `${product.slug}.svg`)));
  const lines = Object.entries(palettes).map(([slug, palette]) => `  ${JSON.stringify(slug)}: ${JSON.stringify(palette)}`);
  writeFileSync(DEMO_PALETTES_FILE, `{\n${lines.join(',\n')}\n}\n`);

  const files = readdirSync(productDir).length + readdirSync(categoryDir).length + readdirSync(roomDir).length;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Wrote ${files} files to ${outDir} (${kb(total)}; largest ${largest.name}, ${kb(largest.bytes)}).`);
  if (total > 1.5 * 1024 * 1024) console.warn('Warning: artwork exceeds the 1.5 MB budget.');
}

await main();
