import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition, JobQueue } from '../../integrations/jobs/job-queue.ts';
import type { ShopMetrics } from '../../integrations/metrics.ts';
import { findProduct } from '../catalogue/index.ts';
import { imageLibrary } from '../common/index.ts';
import { BUSY, defaultDrawingLimits, DrawingSlots, type DrawingLimits } from './drawing-slots.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImageSource, shareImageVersion } from './share-image-source.ts';
import { shareImagesSql } from './tables.ts';

/**
 * Prints' share images (1,200 x 630, the card of a shared link: share-image-source.ts), drawn with
 * sharp from the print on a wall and kept in `share_images`, one per print, so that every instance
 * serves what any of them drew.
 *
 * Drawing costs about a second of a core, and any visitor can ask for a print's image, so a drawing
 * is never more than the instance can afford: at most `limits.drawing` at a time (drawing-slots.ts),
 * a few more visitors waiting for a turn and the next turned away (BUSY: a 503 with Retry-After), and
 * visitors asking for one image together share its one drawing. Images are drawn ahead of visitors
 * by a job (DRAW_SHARE_IMAGES_JOB) where prints are made: the Printify import, the demo seed. No
 * database connection is held while a picture is drawn: the source is read, the connection goes
 * back, the picture is drawn, and the image is written in a statement of its own.
 */

export const DRAW_SHARE_IMAGES_JOB = 'share-images.draw';
/** Prints per job: a job draws them one after another, each about a second. */
const PRINTS_PER_JOB = 50;

export interface DrawShareImages {
  productIds: number[];
}

/** A share image for a visitor: its JPEG, null when the print has none (unknown, hidden, another version, no picture), or BUSY. */
export type ShareImageAnswer = Uint8Array | null | typeof BUSY;

export interface ShareImageOptions {
  /** The built client, whose public files (the demo artwork) are pictures' sources; null without one. */
  clientDir: string | null;
  metrics: ShopMetrics;
  /** The services' log, as ServiceLog's error (not imported: request-scope.ts names this module's types). */
  log: { error(details: object, message: string): void };
  limits?: DrawingLimits;
}

export class ShareImages {
  readonly slots: DrawingSlots;
  /** Drawings under way by image (`{id}-{version}`): visitors arriving together wait for one drawing. */
  private readonly inFlight = new Map<string, Promise<ShareImageAnswer>>();
  private visitorsWaiting = 0;

  constructor(private readonly options: ShareImageOptions) {
    this.slots = new DrawingSlots(options.limits ?? defaultDrawingLimits());
  }

  /** The image `/share/{productId}-{version}.jpg` names: kept, or drawn now if the instance has a turn for it. */
  async forVisitor(em: EntityManager, productId: number, version: string): Promise<ShareImageAnswer> {
    const product = await findProduct(em, productId);
    const source = product ? shareImageSource(product) : null;
    if (!source || shareImageVersion(source) !== version) return null;
    const kept = await keptImage(em, productId, version);
    if (kept) return kept;
    const key = `${productId}-${version}`;
    let drawing = this.inFlight.get(key);
    if (!drawing) {
      drawing = this.slots.run(() => this.draw(em, productId, source, version), { mayTurnAway: true }).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, drawing);
    }
    this.visitorsWaiting += 1;
    const answer = await drawing.finally(() => (this.visitorsWaiting -= 1));
    if (answer === BUSY) this.options.metrics.shareImages.inc({ result: 'busy' });
    return answer;
  }

  /** Images being drawn and waiting for a turn (drawing-slots.ts), and visitors waiting for theirs, for the metrics. */
  counts(): { drawing: number; waiting: number; visitors: number } {
    return { ...this.slots.counts(), visitors: this.visitorsWaiting };
  }

  /** The job's work: draws the images of `productIds` not drawn yet, one after another, each waiting its turn. */
  async drawAhead(em: EntityManager, productIds: readonly number[]): Promise<void> {
    for (const productId of productIds) {
      const product = await findProduct(em, productId);
      const source = product ? shareImageSource(product) : null;
      if (!source) continue;
      const version = shareImageVersion(source);
      if (await isKept(em, productId, version)) continue;
      await this.slots.run(() => this.draw(em, productId, source, version), { mayTurnAway: false });
    }
  }

  /** Reads the picture, draws it and keeps the image; null (logged) when the picture cannot be read or drawn. */
  private async draw(em: EntityManager, productId: number, source: string, version: string): Promise<Uint8Array | null> {
    const bytes = await this.sourceBytes(em, source);
    let jpeg: Buffer;
    try {
      if (!bytes) throw new Error('the picture is not there');
      jpeg = await drawCard(bytes);
    } catch (error) {
      this.options.metrics.shareImages.inc({ result: 'failed' });
      this.options.log.error({ err: error, productId, source }, 'share image: the picture could not be drawn');
      return null;
    }
    await shareImagesSql(em)
      .insertInto('share_images')
      .values({ product_id: productId, version, data: jpeg })
      .onConflict((conflict) => conflict.column('product_id').doUpdateSet({ version, data: jpeg, created_at: new Date() }))
      .execute();
    this.options.metrics.shareImages.inc({ result: 'drawn' });
    return jpeg;
  }

  /** The picture's bytes: a mockup the shop keeps (product-pictures.ts), or a file of the built client (the demo artwork). */
  private async sourceBytes(em: EntityManager, source: string): Promise<Uint8Array | null> {
    const kept = /^\/api\/product-images\/(\d{1,10})$/.exec(source);
    if (kept) {
      const row = await shareImagesSql(em).selectFrom('product_images').select('data').where('id', '=', Number(kept[1])).executeTakeFirst();
      return row?.data ?? null;
    }
    const { clientDir } = this.options;
    if (!clientDir || !source.startsWith('/') || source.startsWith('//')) return null;
    const file = path.resolve(clientDir, `.${decodeURIComponent(source.split('?')[0]!)}`);
    if (!file.startsWith(path.resolve(clientDir) + path.sep)) return null;
    return readFile(file).catch(() => null);
  }
}

async function keptImage(em: EntityManager, productId: number, version: string): Promise<Uint8Array | null> {
  const row = await shareImagesSql(em).selectFrom('share_images').select('data').where('product_id', '=', productId).where('version', '=', version).executeTakeFirst();
  return row?.data ?? null;
}

async function isKept(em: EntityManager, productId: number, version: string): Promise<boolean> {
  const row = await shareImagesSql(em).selectFrom('share_images').select('product_id').where('product_id', '=', productId).where('version', '=', version).executeTakeFirst();
  return row !== undefined;
}

/** The card: the picture cropped to 1,200 x 630 on the shop's paper colour, as a JPEG. */
async function drawCard(bytes: Uint8Array): Promise<Buffer> {
  const sharp = await imageLibrary();
  const { width = SHARE_IMAGE_WIDTH, height = SHARE_IMAGE_HEIGHT, format } = await sharp(bytes).metadata();
  // A drawing (the demo artwork is SVG) is drawn large enough to fill the card sharply.
  const density = format === 'svg' ? Math.min(600, Math.ceil(72 * Math.max(SHARE_IMAGE_WIDTH / width, SHARE_IMAGE_HEIGHT / height, 1))) : undefined;
  return sharp(bytes, { density, limitInputPixels: 50_000_000 })
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#f4efe6' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * Queues the drawing of these prints' images, in `em`'s transaction (or at once, outside one): the
 * Printify import calls it beside the product it wrote, the demo seed after seeding. A print whose
 * image of its current picture is kept already (a sync that changed nothing) is left out.
 */
export async function drawShareImagesAhead(em: EntityManager, jobs: JobQueue, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const prints = await shareImagesSql(em)
    .selectFrom('products as p')
    .leftJoin('share_images as s', 's.product_id', 'p.id')
    .select(['p.id', 'p.image_url', 'p.mockup_images', 's.version'])
    .where('p.id', 'in', productIds)
    .where('p.hidden', '=', false)
    .orderBy('p.id')
    .execute();
  const wanted = prints
    .filter((print) => {
      const source = shareImageSource({ imageUrl: print.image_url, mockupImages: print.mockup_images });
      return source !== null && shareImageVersion(source) !== print.version;
    })
    .map((print) => print.id);
  for (let start = 0; start < wanted.length; start += PRINTS_PER_JOB) {
    await jobs.send<DrawShareImages>(em, DRAW_SHARE_IMAGES_JOB, { productIds: wanted.slice(start, start + PRINTS_PER_JOB) });
  }
}

export function drawShareImagesJob(deps: { shareImages: ShareImages; fork: () => EntityManager }): JobDefinition<DrawShareImages> {
  return {
    name: DRAW_SHARE_IMAGES_JOB,
    // A database outage fails the job, and it is tried again; a picture that cannot be drawn is logged and left to the first visitor.
    queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60, deleteAfterSeconds: 24 * 3600 },
    run: ({ productIds }) => deps.shareImages.drawAhead(deps.fork(), productIds),
  };
}
