import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { WishlistItem, WishlistRemoved } from '../../src/wishlist.ts';
import { callProcedure, responseSchema } from './shim.ts';

/** GET/POST /api/wishlist, DELETE /api/wishlist/{productId} (issue 39; docs/api.md). */
export async function wishlistRoutes(app: FastifyInstance) {
  app.get('/api/wishlist', { schema: { response: responseSchema(z.array(WishlistItem)) } }, callProcedure((caller) => caller.wishlist.list()));

  app.post(
    '/api/wishlist',
    { schema: { response: responseSchema(WishlistItem) } },
    // Parsed by the procedure's own zod schema.
    callProcedure((caller, request) => caller.wishlist.add(request.body as never)),
  );

  app.delete(
    '/api/wishlist/:productId',
    { schema: { response: responseSchema(WishlistRemoved) } },
    callProcedure((caller, request: FastifyRequest) => caller.wishlist.remove({ productId: (request.params as { productId: string }).productId as never })),
  );
}
