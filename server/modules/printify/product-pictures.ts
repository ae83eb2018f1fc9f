import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../integrations/jobs/job-queue.ts';
import { artworkImageOf, type Printify, type PrintifyProduct } from '../../integrations/printify/index.ts';
import type { PaletteColour } from '../../../src/catalogue.ts';
import { makeZoomsAhead, noteArtworkSource } from '../artwork/index.ts';
import { paletteOf } from '../catalogue/index.ts';
import { fetchFromImageHost, imageLibrary, MAX_PIXELS } from '../common/index.ts';
import { drawShareImagesAhead } from '../share-images/index.ts';
import { defaultImage, importProduct, type Imported } from './product-import.ts';
import { printifySql } from './tables.ts';

/**
 * Printify's mockups, made the shop's own before a product is imported: each picture is fetched once
 * from Printify's image host (no other: a product's data must not make the shop fetch anything else),
 * within a size and a time limit, decoded with a pixel limit, re-encoded at the shop's size and kept
 * in product_images. The product then names /api/product-images/{id}, so a shopper's browser never
 * asks Printify's CDN and the CSP's img-src stays 'self'.
 */

/** The longest side the shop shows a mockup at: its largest product picture on a high-density screen. */
export const PICTURE_SIZE = 1200;

export const pictureUrl = (id: number) => `/api/product-images/${id}`;

/** A kept picture's JPEG bytes, for /api/product-images/{id}; null for an id the shop has no picture under. */
export async function pictureData(em: EntityManager, id: number): Promise<Uint8Array | null> {
  const row = await printifySql(em).selectFrom('product_images').select('data').where('id', '=', id).executeTakeFirst();
  return row?.data ?? null;
}

/**
 * Imports `product` with its pictures made the shop's own first, outside the import's transaction (they
 * are fetched); its share image is then drawn, and its artwork fetched and cut into its zoom, by jobs
 * queued with the import, rather than for the first visitor who shares or zooms it.
 */
export async function importWithPictures(em: EntityManager, jobs: JobQueue, printify: Printify, product: PrintifyProduct): Promise<Imported> {
  const pictured = await localisePictures(em, printify, product);
  const palette = await paletteOfPicture(em, defaultImage(pictured)?.src);
  return em.fork().transactional(async (tx) => {
    const imported = await importProduct(tx, pictured, palette);
    await drawShareImagesAhead(tx, jobs, [imported.productId]);
    // Its artwork (for the zoom and the AR view) is fetched by a job, once, from Printify's image host only.
    if (await noteArtworkSource(tx, imported.productId, artworkImageOf(product), printify.imageOrigin)) await makeZoomsAhead(tx, jobs, [imported.productId]);
    return imported;
  });
}

/**
 * `product` with every picture pointing at the shop's copy; a picture that is not on Printify's image
 * host, or cannot be fetched or decoded, is left out, and a later sync tries it again.
 */
async function localisePictures(em: EntityManager, printify: Printify, product: PrintifyProduct): Promise<PrintifyProduct> {
  const local = new Map<string, string>();
  for (const src of new Set(product.images.map((image) => image.src))) {
    try {
      local.set(src, pictureUrl(await keptPicture(em, printify.imageOrigin, src)));
    } catch {
      // Left out of this import (the product is still sold, with its other pictures); not kept, so
      // the next sync or publish of the product tries it again.
    }
  }
  const images = product.images.flatMap((image) => {
    const src = local.get(image.src);
    return src ? [{ ...image, src }] : [];
  });
  return { ...product, images };
}

/** The palette of the shop's copy of a picture (at `/api/product-images/{id}`); none for a product without one. */
async function paletteOfPicture(em: EntityManager, src: string | undefined): Promise<PaletteColour[]> {
  const id = src === undefined ? null : /^\/api\/product-images\/(\d+)$/.exec(src)?.[1];
  const data = id ? await pictureData(em, Number(id)) : null;
  // A picture sharp has just written is one it reads; were it not, the print is still sold, without a palette.
  return data ? paletteOf(data).catch(() => []) : [];
}

/** The id of the shop's copy of `src`, fetched and stored now when there is none yet. */
async function keptPicture(em: EntityManager, imageOrigin: string, src: string): Promise<number> {
  const db = printifySql(em);
  const known = await db.selectFrom('product_images').select('id').where('source_url', '=', src).executeTakeFirst();
  if (known) return known.id;
  const picture = await resized(await fetchFromImageHost(src, imageOrigin));
  // Two imports of one product may race: the first copy stays.
  await db
    .insertInto('product_images')
    .values({ source_url: src, ...picture })
    .onConflict((conflict) => conflict.column('source_url').doNothing())
    .execute();
  return (await db.selectFrom('product_images').select('id').where('source_url', '=', src).executeTakeFirstOrThrow()).id;
}

async function resized(data: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
  const sharp = await imageLibrary();
  const { data: jpeg, info } = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: jpeg };
}
