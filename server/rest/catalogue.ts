import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Category, Product, ProductFacetsAnswer, type ProductFacetsInput, type ProductListInput } from '../../src/catalogue.ts';
import { Recommendation, type RecommendationsInput } from '../../src/recommendations.ts';
import { callProcedure, pageReply, responseSchema } from './shim.ts';

/** GET /api/products, /api/products/facets, /api/products/{id}, /api/categories, /api/recommendations (spec section 7). */
export async function catalogueRoutes(app: FastifyInstance) {
  app.get(
    '/api/products',
    { schema: { response: responseSchema(z.array(Product)) } },
    // The body stays the spec's plain array; the page around it travels in headers.
    callProcedure(async (caller, request, reply) => {
      const page = await caller.shop.products.list(request.query as ProductListInput);
      // A search read with its typos corrected, or a "Did you mean" (ProductPage); URI-encoded, as a header holds only ASCII.
      if (page.correctedTo) reply.header('x-search-corrected', encodeURIComponent(page.correctedTo));
      if (page.suggestion) reply.header('x-search-suggestion', encodeURIComponent(page.suggestion));
      return pageReply(reply, page);
    }),
  );

  app.get(
    '/api/products/facets',
    { schema: { response: responseSchema(ProductFacetsAnswer) } },
    callProcedure((caller, request) => caller.shop.products.facets(request.query as ProductFacetsInput)),
  );

  app.get(
    '/api/products/:id',
    { schema: { response: responseSchema(Product) } },
    callProcedure((caller, request) => caller.shop.products.byId({ id: (request.params as { id: string }).id })),
  );

  app.get(
    '/api/categories',
    // The spec's shape: `key` (the category's own name, which the client's addresses use) stays tRPC's.
    { schema: { response: responseSchema(z.array(Category.omit({ key: true }))) } },
    callProcedure((caller) => caller.shop.categories.list()),
  );

  app.get(
    '/api/recommendations',
    { schema: { response: responseSchema(z.array(Recommendation)) } },
    callProcedure((caller, request) => caller.shop.recommendations(request.query as RecommendationsInput)),
  );
}
