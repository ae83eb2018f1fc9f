import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findProduct } from '../modules/catalogue/catalogue.queries.ts';
import { imageLibrary } from '../modules/common/image-library.ts';
import { pictureData } from '../modules/printify/product-pictures.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImageSource, shareImageVersion } from './share-image-source.ts';
import { ipLimit } from './ip-limit.ts';

/**
 * GET /share/{id}-{version}.jpg: a print's share image, 1,200 x 630 (the card of a shared link, the
 * shopping feed's picture), made once with sharp from its picture on a wall (share-image-source.ts),
 * kept on disk, and served with a year's caching: its address changes whenever its picture does.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE_NAME = /^([1-9]\d{0,9})-([0-9a-f]{12})\.jpg$/;

export interface ShareImageOptions {
  /** Where made images are kept. */
  dir: string;
  /** The built client, whose public files (the demo artwork) are pictures' sources; null without one. */
  clientDir: string | null;
}

export async function shareImageRoutes(app: FastifyInstance, options: ShareImageOptions) {
  await mkdir(options.dir, { recursive: true });
  /** Images being made now, so that visitors arriving together wait for one making of each. */
  const making = new Map<string, Promise<boolean>>();
  // A missing image costs a decoding and an encoding: as many per minute as a crawler of many prints needs.
  const limit = ipLimit(app, 'share-image:ip', { limit: 120, windowMs: 60_000 }, 'share images');

  app.get('/share/:file', { preHandler: limit }, async (request, reply) => {
    const match = FILE_NAME.exec((request.params as { file: string }).file);
    const id = match ? Number(match[1]) : null;
    const product = id !== null && id <= 2_147_483_647 ? await findProduct(app.orm.em.fork(), id) : null;
    const source = product ? shareImageSource(product) : null;
    if (!product || !source || shareImageVersion(source) !== match![2]) {
      return reply.code(404).send({ message: 'There is no such image.' });
    }
    const file = path.join(options.dir, `${product.id}-${match![2]}.jpg`);
    if (!(await exists(file))) {
      let made = making.get(file);
      if (!made) {
        made = makeShareImage(app, source, file, options.clientDir).finally(() => making.delete(file));
        making.set(file, made);
      }
      if (!(await made)) return reply.code(404).send({ message: 'There is no such image.' });
    }
    return reply.type('image/jpeg').header('cache-control', IMMUTABLE).send(createReadStream(file));
  });
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The picture's bytes: a mockup the shop keeps, or a file of the built client (the demo artwork). */
async function sourceBytes(app: FastifyInstance, source: string, clientDir: string | null): Promise<Buffer | Uint8Array | null> {
  const kept = /^\/api\/product-images\/(\d{1,10})$/.exec(source);
  if (kept) return pictureData(app.orm.em.fork(), Number(kept[1]));
  if (!clientDir || !source.startsWith('/') || source.startsWith('//')) return null;
  const file = path.resolve(clientDir, `.${decodeURIComponent(source.split('?')[0]!)}`);
  if (!file.startsWith(path.resolve(clientDir) + path.sep)) return null;
  return readFile(file).catch(() => null);
}

async function makeShareImage(app: FastifyInstance, source: string, file: string, clientDir: string | null): Promise<boolean> {
  const bytes = await sourceBytes(app, source, clientDir);
  if (!bytes) return false;
  try {
    const sharp = await imageLibrary();
    const { width = SHARE_IMAGE_WIDTH, height = SHARE_IMAGE_HEIGHT, format } = await sharp(bytes).metadata();
    // A drawing (the demo artwork is SVG) is drawn large enough to fill the card sharply.
    const density = format === 'svg' ? Math.min(600, Math.ceil(72 * Math.max(SHARE_IMAGE_WIDTH / width, SHARE_IMAGE_HEIGHT / height, 1))) : undefined;
    const jpeg = await sharp(bytes, { density, limitInputPixels: 50_000_000 })
      .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#f4efe6' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    // Written beside and renamed, so a reader never sees half an image.
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, jpeg);
    await rename(partial, file);
    return true;
  } catch (error) {
    app.log.error({ err: error, source }, 'share image: the picture could not be drawn');
    return false;
  }
}
