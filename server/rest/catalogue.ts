import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Category, Product } from '../../src/catalogue.ts';
import { callProcedure, responseSchema } from './shim.ts';

/** GET /api/products, /api/products/{id}, /api/categories (spec section 7). */
export async function catalogueRoutes(app: FastifyInstance) {
  app.get(
    '/api/products',
    { schema: { response: responseSchema(z.array(Product)) } },
    callProcedure((caller, request) => {
      const { category } = request.query as { category?: string };
      return caller.shop.products.list(category ? { category } : {});
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
