import type { FastifyInstance } from 'fastify';
import { BUSY } from '../modules/share-images/index.ts';
import { ipLimit } from './ip-limit.ts';

/**
 * GET /share/{id}-{version}.jpg: a print's share image, 1,200 x 630 (the card of a shared link, the
 * shopping feed's picture), as modules/share-images keeps it or draws it now, served with a year's
 * caching: its address changes whenever its picture does. While the instance draws all it may and
 * its line is full, a 503 with Retry-After: the image is there for the next try (a crawler's).
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE_NAME = /^([1-9]\d{0,9})-([0-9a-f]{12})\.jpg$/;
/** About what the line ahead takes to draw (drawing-slots.ts). */
const RETRY_AFTER_SECONDS = 5;
export const SHARE_IMAGES_BUSY_MESSAGE = 'Share images are being drawn for many prints right now. Please try again in a few seconds.';

export async function shareImageRoutes(app: FastifyInstance) {
  // A missing image costs a drawing: as many per minute as a crawler of many prints needs.
  const limit = ipLimit(app, 'share-image:ip', { limit: 120, windowMs: 60_000 }, 'share images');

  app.get('/share/:file', { preHandler: limit }, async (request, reply) => {
    const match = FILE_NAME.exec((request.params as { file: string }).file);
    const id = match ? Number(match[1]) : null;
    const image = id !== null && id <= 2_147_483_647 ? await app.services.shareImages.forVisitor(app.orm.em.fork(), id, match![2]!) : null;
    if (image === BUSY) {
      return reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).header('cache-control', 'no-store').send({ message: SHARE_IMAGES_BUSY_MESSAGE });
    }
    if (!image) return reply.code(404).send({ message: 'There is no such image.' });
    return reply.type('image/jpeg').header('cache-control', IMMUTABLE).send(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  });
}
