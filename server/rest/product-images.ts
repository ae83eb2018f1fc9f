import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pictureData } from '../modules/printify/index.ts';

const ImageId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * GET /api/product-images/{id}: a product's mockup as the shop keeps it (product-pictures.ts). A
 * picture never changes under its id, so browsers and CDNs may keep it for a year.
 */
export async function productImageRoutes(app: FastifyInstance) {
  app.get('/api/product-images/:id', async (request, reply) => {
    const id = ImageId.safeParse((request.params as { id: string }).id);
    const data = id.success ? await pictureData(app.orm.em.fork(), id.data) : null;
    if (!data) return reply.code(404).send({ message: 'There is no such picture.' });
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(data);
  });
}
