import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { roomModel } from '../modules/room-models/index.ts';

const ProductId = z.coerce.number().int().positive().max(2_147_483_647);
/** `{variantId}.glb`: a size's id as the catalogue has it (`24x16`, Printify's `33719`). */
const ModelFile = z.string().regex(/^[A-Za-z0-9_-]{1,100}\.glb$/);

/** A week: a model changes only with its print's artwork, and its ETag says when it has. */
const CACHE_CONTROL = 'public, max-age=604800';

export const NO_SUCH_MODEL = 'That print is not offered in that size.';

/**
 * GET /api/products/{id}/ar/{variantId}.glb: the canvas of one offered size as a glTF binary for
 * "View in your room" (model-viewer, Scene Viewer and Quick Look fetch it from the shop's origin).
 * 404 for a print or size not offered (a size held back for its resolution included).
 */
export async function roomModelRoutes(app: FastifyInstance) {
  // The model is mostly its JPEG texture: compressing it again saves about 3% for the CPU of a brotli pass.
  app.get('/api/products/:id/ar/:file', { compress: false }, async (request, reply) => {
    const params = request.params as { id: string; file: string };
    const [id, file] = [ProductId.safeParse(params.id), ModelFile.safeParse(params.file)];
    const model = id.success && file.success ? await roomModel(app.orm.em.fork(), id.data, file.data.slice(0, -'.glb'.length)) : null;
    if (!model) return reply.code(404).send({ message: NO_SUCH_MODEL });
    const etag = `"${model.version}"`;
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('content-type', 'model/gltf-binary').send(model.data);
  });
}
