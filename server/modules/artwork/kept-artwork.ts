import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fetchFromImageHost, imageLibrary, MAX_PIXELS, onImageHost } from '../common/index.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { artworkSql } from './tables.ts';

/**
 * A print's artwork as a raster: what its zoom is cut from (zoom.ts) and what the AR view paints on its
 * canvas. For a Printify print, the image Printify holds for the front print area, fetched once from
 * Printify's image host (its import notes the address: noteArtworkSource) and kept at its own pixels;
 * for the demo catalogue, its SVG drawn at ARTWORK_LONGEST_SIDE (a vector has no pixels of its own, so
 * that raster is the artwork). Kept in `artworks`, so any instance serves what one of them made.
 */

export interface KeptArtwork {
  width: number;
  height: number;
  /** SHA-256 hex of data */
  digest: string;
  /** JPEG bytes */
  data: Uint8Array;
}

/**
 * The longest side a vector artwork (the demo's SVGs) is drawn at. Measured on this machine's kind (one
 * core): the demo's SVGs take 2-13 s at 2,048 px (8 s on average), 9-35 s at 3,072 and up to 140 s at 4,096 (their
 * fractal-noise filters cost more than the pixels), so 2,048: 17 tiles, about 150 KB, a print.
 */
export const ARTWORK_LONGEST_SIDE = 2048;
const JPEG_QUALITY = 90;

/** The demo's artwork files, as the client serves them (`/art/products/{slug}.svg`); asked when read (a module loaded in a browser-like test has no file URL). */
const publicDir = () => fileURLToPath(new URL('../../../client/public/', import.meta.url));
const OWN_ART = /^\/art\/products\/[a-z0-9][a-z0-9-]{0,99}\.(?:svg|png|jpe?g|webp)$/;

/** What the shop knows of a print's artwork, without its bytes; null for an unknown or hidden print, or one without artwork. */
export interface ArtworkState {
  source: string;
  /** Set once made from `source`. */
  made: { digest: string; width: number; height: number } | null;
  failed: boolean;
}

export async function artworkState(em: EntityManager, productId: number): Promise<ArtworkState | null> {
  const row = await artworkSql(em)
    .selectFrom('products as p')
    .leftJoin('artworks as a', 'a.product_id', 'p.id')
    .select(['p.printify_id', 'p.image_url', 'a.source', 'a.digest', 'a.width', 'a.height', 'a.failed'])
    .where('p.id', '=', productId)
    .where('p.hidden', '=', false)
    .executeTakeFirst();
  if (!row) return null;
  // A Printify print's artwork is what its import noted; a print of the shop's own, its own artwork file.
  const source = row.printify_id !== null ? row.source : row.image_url !== null && OWN_ART.test(row.image_url) ? row.image_url : null;
  if (source === null) return null;
  const current = row.source === source;
  const made = current && row.digest !== null && row.width !== null && row.height !== null ? { digest: row.digest, width: row.width, height: row.height } : null;
  return { source, made, failed: current && row.failed === true };
}

/** The bytes of the print's artwork `digest`; null when another is kept (or none). */
export async function artworkData(em: EntityManager, productId: number, digest: string): Promise<Uint8Array | null> {
  const row = await artworkSql(em).selectFrom('artworks').select('data').where('product_id', '=', productId).where('digest', '=', digest).executeTakeFirst();
  return row?.data ?? null;
}

/** The print's kept artwork without its bytes; null while none is kept (or where none can be). */
export async function madeArtwork(em: EntityManager, productId: number): Promise<ArtworkState['made']> {
  const state = await artworkState(em, productId);
  return state && !state.failed ? state.made : null;
}

/** Makings under way by print: callers asking together wait for one. */
const making = new Map<number, Promise<KeptArtwork | null>>();

/**
 * The print's artwork raster, made and kept now when it is not yet (one making at a time in this
 * process, one per print); null for an unknown or hidden print, one without artwork, or one whose
 * artwork could not be fetched or read.
 */
export async function keptArtwork(em: EntityManager, productId: number): Promise<KeptArtwork | null> {
  const state = await artworkState(em, productId);
  if (!state || state.failed) return null;
  const kept = state.made && (await artworkData(em, productId, state.made.digest));
  if (state.made && kept) return { ...state.made, data: kept };
  let made = making.get(productId);
  if (!made) {
    made = oneAtATime(() => makeArtwork(em, productId, state.source)).finally(() => making.delete(productId));
    making.set(productId, made);
  }
  return made;
}

async function makeArtwork(em: EntityManager, productId: number, source: string): Promise<KeptArtwork | null> {
  const db = artworkSql(em);
  const own = source.startsWith('/');
  let raster: { width: number; height: number; data: Buffer };
  try {
    raster = await rasterOf(own ? await readFile(path.join(publicDir(), source)) : await fetchNoted(source));
  } catch {
    // A file of the shop's own is read again next time (that costs nothing); a provider's image is not
    // fetched again until the print's next import notes it afresh (noteArtworkSource).
    if (!own) await db.updateTable('artworks').set({ failed: true }).where('product_id', '=', productId).where('source', '=', source).execute();
    return null;
  }
  const digest = createHash('sha256').update(raster.data).digest('hex');
  const values = { source, digest, width: raster.width, height: raster.height, data: raster.data, failed: false };
  if (own) {
    await db
      .insertInto('artworks')
      .values({ product_id: productId, ...values })
      .onConflict((conflict) => conflict.column('product_id').doUpdateSet(values))
      .execute();
  } else {
    // Unless a newer import noted another artwork meanwhile.
    await db.updateTable('artworks').set(values).where('product_id', '=', productId).where('source', '=', source).execute();
  }
  return { width: raster.width, height: raster.height, digest, data: raster.data };
}

/**
 * A noted address was checked against Printify's image host when its import noted it (the only
 * writer of such rows); it is fetched from that host with the same limits as the mockups.
 */
const fetchNoted = (source: string) => fetchFromImageHost(source, new URL(source).origin);

/** The picture as a JPEG at its own pixels; a vector drawn at ARTWORK_LONGEST_SIDE. Decoded within MAX_PIXELS. */
async function rasterOf(bytes: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
  const sharp = await imageLibrary();
  const { format, width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  const density = format === 'svg' && width > 0 && height > 0 ? (72 * ARTWORK_LONGEST_SIDE) / Math.max(width, height) : undefined;
  const { data, info } = await sharp(bytes, { density, limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/**
 * Notes the artwork of a Printify print, in its import's transaction: `src` when it is on Printify's
 * image host and within the pixel limit (else none: the print has no zoom). A new address forgets the
 * raster made from the old one; the same address again clears a failure, so each import tries once.
 * Whether it noted one (then the caller queues its making: makeZoomsAhead).
 */
export async function noteArtworkSource(
  em: EntityManager,
  productId: number,
  artwork: { src: string; width?: number | undefined; height?: number | undefined } | null,
  imageOrigin: string,
): Promise<boolean> {
  const db = artworkSql(em);
  const fits = artwork !== null && onImageHost(artwork.src, imageOrigin) && (artwork.width ?? 0) * (artwork.height ?? 0) <= MAX_PIXELS;
  if (!fits) {
    await db.deleteFrom('artworks').where('product_id', '=', productId).execute();
    return false;
  }
  await db
    .insertInto('artworks')
    .values({ product_id: productId, source: artwork.src })
    .onConflict((conflict) =>
      conflict
        .column('product_id')
        // Only for another address, or one that failed (never made): nothing made from it is kept.
        .doUpdateSet((eb) => ({ source: eb.ref('excluded.source'), digest: null, width: null, height: null, data: null, failed: false }))
        .where((eb) => eb.or([eb('artworks.source', '<>', eb.ref('excluded.source')), eb('artworks.failed', '=', true)])),
    )
    .execute();
  return true;
}
