import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Category, Product, type ProductListInput } from '../../src/catalogue.ts';
import { callProcedure, responseSchema } from './shim.ts';

/** GET /api/products, /api/products/{id}, /api/categories (spec section 7). */
export async function catalogueRoutes(app: FastifyInstance) {
  app.get(
    '/api/products',
    { schema: { response: responseSchema(z.array(Product)) } },
    // The body stays the spec's plain array; the page around it travels in headers.
    callProcedure(async (caller, request, reply) => {
      const page = await caller.shop.products.list(request.query as ProductListInput);
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      // Stays a number for every client; past TOTAL_CAP it is the cap, and a second header says so.
      reply.header('x-total-count', page.total);
      if (page.totalCapped) reply.header('x-total-count-capped', 'true');
      return page.items;
    }),
  );

  app.get(
    '/api/products/:id',
    { schema: { response: responseSchema(Product) } },
    callProcedure((caller, request) => caller.shop.products.byId({ id: (request.params as { id: string }).id })),
  );

  app.get(
    '/api/categories',
    { schema: { response: responseSchema(z.array(Category)) } },
    callProcedure((caller) => caller.shop.categories.list()),
  );
}
