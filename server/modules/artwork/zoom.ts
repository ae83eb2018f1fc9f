import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition, JobQueue } from '../../integrations/jobs/job-queue.ts';
import { imageLibrary } from '../common/index.ts';
import { artworkData, artworkState, keptArtwork } from './kept-artwork.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { artworkSql } from './tables.ts';

/**
 * A print's zoom: its artwork (kept-artwork.ts) cut by sharp into a pyramid of 512 px JPEG tiles in the
 * IIIF Image API 3 layout (level 0: info.json and `{region}/{size}/0/default.jpg` files), kept in
 * `zoom_tiles` under the artwork's digest. The info.json's `id`, and so every tile's address, carries
 * that digest (`/api/products/12/zoom/{digest}/0,0,512,512/512,512/0/default.jpg`), so tiles are cached
 * for good and a new artwork has new addresses.
 */

export const ZOOM_TILE_SIZE = 512;
const INFO = 'info.json';

/** `/api/products/{id}/zoom/{digest}`: the IIIF id of a print's zoom; its tiles are under it. */
export const zoomId = (productId: number, digest: string) => `/api/products/${productId}/zoom/${digest}`;

export interface ZoomInfo {
  digest: string;
  /** The IIIF info.json, as served. */
  json: string;
}

/** The print's zoom's info.json, cut now when it is not yet; null for a print without one (no artwork, unknown or hidden). */
export async function zoomInfo(em: EntityManager, productId: number): Promise<ZoomInfo | null> {
  const state = await artworkState(em, productId);
  if (!state || state.failed) return null;
  const digest = state.made?.digest ?? (await keptArtwork(em, productId))?.digest;
  if (!digest) return null;
  const json = (await keptFile(em, productId, digest, INFO)) ?? (await cutZoom(em, productId, digest));
  return json ? { digest, json: Buffer.from(json).toString('utf8') } : null;
}

/** One tile of the print's zoom of artwork `digest`; null for a hidden print, another digest or a path the pyramid has no file at. */
export async function zoomTile(em: EntityManager, productId: number, digest: string, tilePath: string): Promise<Uint8Array | null> {
  const kept = await keptFile(em, productId, digest, tilePath);
  if (kept) return kept;
  // Not cut yet (an info.json cached longer than the tiles were kept, or another instance's cut still under way)?
  const state = await artworkState(em, productId);
  if (state?.made?.digest !== digest || (await keptFile(em, productId, digest, INFO))) return null;
  await cutZoom(em, productId, digest);
  return keptFile(em, productId, digest, tilePath);
}

/** A file of a shown print's zoom. */
async function keptFile(em: EntityManager, productId: number, digest: string, filePath: string): Promise<Uint8Array | null> {
  const row = await artworkSql(em)
    .selectFrom('zoom_tiles as z')
    .innerJoin('products as p', 'p.id', 'z.product_id')
    .select('z.data')
    .where('z.product_id', '=', productId)
    .where('z.digest', '=', digest)
    .where('z.path', '=', filePath)
    .where('p.hidden', '=', false)
    .executeTakeFirst();
  return row?.data ?? null;
}

/** Cuts under way by print and digest: callers asking together wait for one. */
const cutting = new Map<string, Promise<Uint8Array | null>>();

/** Cuts the zoom of the print's kept artwork `digest` and keeps its files (in one transaction); its info.json, or null. */
function cutZoom(em: EntityManager, productId: number, digest: string): Promise<Uint8Array | null> {
  const key = `${productId}:${digest}`;
  let cut = cutting.get(key);
  if (!cut) {
    cut = oneAtATime(() => cutAndKeep(em, productId, digest)).finally(() => cutting.delete(key));
    cutting.set(key, cut);
  }
  return cut;
}

async function cutAndKeep(em: EntityManager, productId: number, digest: string): Promise<Uint8Array | null> {
  // Read here rather than made: this runs in the line keptArtwork's making would wait for.
  const artwork = await artworkData(em, productId, digest);
  if (!artwork) return null;
  const files = await pyramidOf(artwork, zoomId(productId, digest));
  await em.fork().transactional(async (tx) => {
    const db = artworkSql(tx);
    // The zoom of an earlier artwork goes with it.
    await db.deleteFrom('zoom_tiles').where('product_id', '=', productId).where('digest', '<>', digest).execute();
    for (let start = 0; start < files.length; start += 50) {
      const rows = files.slice(start, start + 50).map((file) => ({ product_id: productId, digest, path: file.path, data: file.data }));
      await db.insertInto('zoom_tiles').values(rows).onConflict((conflict) => conflict.doNothing()).execute();
    }
  });
  return files.find((file) => file.path === INFO)?.data ?? null;
}

/** The IIIF 3 pyramid sharp writes for `jpeg`, read back from a scratch folder: its info.json (with `id`) and tiles by path. */
async function pyramidOf(jpeg: Uint8Array, id: string): Promise<{ path: string; data: Buffer }[]> {
  const sharp = await imageLibrary();
  const scratch = await mkdtemp(path.join(tmpdir(), 'shop-zoom-'));
  try {
    const out = path.join(scratch, 'zoom');
    await sharp(jpeg).jpeg({ quality: 82, mozjpeg: true }).tile({ layout: 'iiif3', size: ZOOM_TILE_SIZE, overlap: 0 }).toFile(out);
    const names = (await readdir(out, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    return Promise.all(
      names.map(async (entry) => {
        const full = path.join(entry.parentPath, entry.name);
        const relative = path.relative(out, full).split(path.sep).join('/');
        const data = await readFile(full);
        return { path: relative, data: relative === INFO ? Buffer.from(JSON.stringify({ ...JSON.parse(data.toString('utf8')), id })) : data };
      }),
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export const MAKE_ZOOMS_JOB = 'artwork.make-zooms';
const PRINTS_PER_JOB = 20;

export interface MakeZooms {
  productIds: number[];
}

/**
 * Queues the making of these prints' artwork and zoom, in `em`'s transaction: the Printify import at
 * once, beside the print it wrote (it fetches the artwork while Printify's address is fresh); the demo
 * seed `startAfterSeconds` later (start.ts says why).
 */
export async function makeZoomsAhead(em: EntityManager, jobs: JobQueue, productIds: readonly number[], options: { startAfterSeconds?: number } = {}): Promise<void> {
  for (let start = 0; start < productIds.length; start += PRINTS_PER_JOB) {
    await jobs.send<MakeZooms>(em, MAKE_ZOOMS_JOB, { productIds: productIds.slice(start, start + PRINTS_PER_JOB) }, options);
  }
}

export function makeZoomsJob(deps: { fork: () => EntityManager }): JobDefinition<MakeZooms> {
  return {
    name: MAKE_ZOOMS_JOB,
    // A database outage fails the job, and it is tried again; an artwork that cannot be read is left without a zoom.
    queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60, deleteAfterSeconds: 24 * 3600 },
    async run({ productIds }) {
      for (const productId of productIds) await zoomInfo(deps.fork(), productId);
    },
  };
}
