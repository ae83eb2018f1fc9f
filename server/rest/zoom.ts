import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { zoomInfo, zoomTile } from '../modules/artwork/index.ts';
import { answeredNotModified } from '../http/conditional.ts';

const ProductId = z.coerce.number().int().positive().max(2_147_483_647);
const Digest = /^[0-9a-f]{64}$/;
/** The IIIF 3 tile addresses sharp's layout writes: `x,y,w,h/w,h/0/default.jpg` (and `full/…` for a one-tile level). */
const REGION = /^(?:full|\d{1,6},\d{1,6},\d{1,6},\d{1,6})$/;
const SIZE = /^(?:max|\d{1,6},\d{0,6})$/;

const NO_ZOOM = 'There is no zoom for this print.';
const NO_TILE = 'There is no such tile.';
/** Short: a new artwork's info.json (new tile addresses) reaches browsers within five minutes. */
const INFO_CACHE = 'public, max-age=300';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A print's zoom (modules/artwork): GET /api/products/{id}/zoom/info.json, its IIIF Image API 3
 * description, short-cached with an ETag; and its tiles under the `id` that names, with the artwork's
 * digest in the address, cached for good. Both are cut on first need when the job has not yet.
 */
export async function zoomRoutes(app: FastifyInstance) {
  app.get('/api/products/:id/zoom/info.json', async (request, reply) => {
    const id = ProductId.safeParse((request.params as { id: string }).id);
    if (!id.success) return reply.code(400).send({ message: 'The product id must be a positive whole number.' });
    const info = await zoomInfo(app.orm.em.fork(), id.data);
    if (!info) return reply.code(404).send({ message: NO_ZOOM });
    reply.header('cache-control', INFO_CACHE);
    if (answeredNotModified(request, reply, { etag: `"${info.digest.slice(0, 32)}"`, lastModified: null })) return reply;
    return reply.type('application/json').send(info.json);
  });

  app.get('/api/products/:id/zoom/:digest/:region/:size/:rotation/:file', async (request, reply) => {
    const { id, digest, region, size, rotation, file } = request.params as Record<'id' | 'digest' | 'region' | 'size' | 'rotation' | 'file', string>;
    const productId = ProductId.safeParse(id);
    if (!productId.success) return reply.code(400).send({ message: 'The product id must be a positive whole number.' });
    if (!Digest.test(digest) || !REGION.test(region) || !SIZE.test(size) || rotation !== '0' || file !== 'default.jpg') {
      return reply.code(404).send({ message: NO_TILE });
    }
    const tile = await zoomTile(app.orm.em.fork(), productId.data, digest, `${region}/${size}/0/default.jpg`);
    if (!tile) return reply.code(404).send({ message: NO_TILE });
    return reply.type('image/jpeg').header('cache-control', IMMUTABLE).send(Buffer.from(tile.buffer, tile.byteOffset, tile.byteLength));
  });
}
