import type { EntityManager } from '@mikro-orm/postgresql';
import { CANVAS_DEPTH_IN, inchesOf } from '../../../src/size-chart.ts';
import { keptArtwork, madeArtwork } from '../artwork/index.ts';
import { findProduct } from '../catalogue/index.ts';
import { imageLibrary } from '../common/index.ts';
import { canvasModel } from './canvas-model.ts';

/**
 * The canvas models "View in your room" shows (GET /api/products/{id}/ar/{variantId}.glb): one per
 * offered size of a shown print, made from the print's kept artwork on first asking and kept in this
 * process. A size held back for its artwork's resolution is not among a product's variants, so it has
 * no model.
 */

const METRES_PER_INCH = 0.0254;

/**
 * The texture's longest side. Phones' GPUs take 4096 but Quick Look and Scene Viewer load the whole
 * model before showing anything; at 2048 a 60-inch canvas still has 34 texels an inch, more than an eye
 * sees from a step back, and the model stays under a megabyte.
 */
export const TEXTURE_SIZE = 2048;

/** Models kept in memory: a few prints' sizes, each well under a megabyte. */
const KEPT_MODELS = 24;

export interface RoomModel {
  /** GLB bytes. */
  data: Uint8Array;
  /** Changes with the artwork and the size: what the answer's ETag is made of. */
  version: string;
}

const kept = new Map<string, Promise<Uint8Array>>();

/** The model of `variantId` of shown product `productId`, or null where there is none to show. */
export async function roomModel(em: EntityManager, productId: number, variantId: string): Promise<RoomModel | null> {
  const product = await findProduct(em, productId);
  const variant = product?.variants.find((candidate) => candidate.id === variantId);
  const inches = variant ? inchesOf(variant.size) : null;
  if (!product || !inches) return null;
  // The same size of the same artwork is one model, whichever print or variant id asks for it.
  const versionOf = (digest: string) => `${digest.slice(0, 16)}-${inches.widthIn}x${inches.heightIn}`;
  // A model kept here needs only its artwork's digest: the artwork's bytes are read only to make one.
  const made = await madeArtwork(em, productId);
  const ready = made && kept.get(versionOf(made.digest));
  if (made && ready) return { data: await ready, version: versionOf(made.digest) };
  const artwork = await keptArtwork(em, productId);
  if (!artwork) return null;
  const version = versionOf(artwork.digest);
  let model = kept.get(version);
  if (!model) {
    model = makeModel(artwork.data, inches, product.title);
    kept.set(version, model);
    model.catch(() => kept.delete(version));
    // The oldest model goes first; Map keeps insertion order.
    if (kept.size > KEPT_MODELS) kept.delete(kept.keys().next().value!);
  }
  return { data: await model, version };
}

async function makeModel(artwork: Uint8Array, inches: { widthIn: number; heightIn: number }, title: string) {
  const sharp = await imageLibrary();
  const { data, info } = await sharp(artwork)
    .resize(TEXTURE_SIZE, TEXTURE_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const dimensions = { widthM: inches.widthIn * METRES_PER_INCH, heightM: inches.heightIn * METRES_PER_INCH, depthM: CANVAS_DEPTH_IN * METRES_PER_INCH };
  return canvasModel(dimensions, { jpeg: new Uint8Array(data), width: info.width, height: info.height }, title);
}
