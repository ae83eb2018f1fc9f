import Fastify from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { Product, ProductListInput } from '../src/catalogue.ts';
import { pageFromRows, productByIdQuery, productPageQuery, toProduct, type PageRow, type ProductRow } from '../server/modules/catalogue/index.ts';
import { responseSchema } from '../server/rest/shim.ts';

/**
 * The floor each shop route is measured against: a bare Fastify app on a pg Pool running the same
 * SQL (the app's statements, compiled once here), mapping rows the same way and answering with the
 * same response schema, with nothing else in the way (no ORM, no query builder, no tRPC, no hooks).
 */

export async function buildFloor(pool: pg.Pool) {
  const app = Fastify({ logger: false });
  const firstPage = ProductListInput.parse({});
  // Like the shop (catalogue-totals.ts): the first call counts, later ones run the page statement alone.
  const counting = productPageQuery(firstPage, null, true);
  const pageQuery = productPageQuery(firstPage, null, false);
  const pageParameters = [...pageQuery.parameters];
  let total: number | undefined;
  const loadFirstPage = async () => {
    total ??= (await pool.query<PageRow>(counting.sql, [...counting.parameters])).rows[0]?.total ?? 0;
    return pageFromRows((await pool.query<PageRow>(pageQuery.sql, pageParameters)).rows, firstPage, total);
  };

  app.get('/api/products', { schema: { response: responseSchema(z.array(Product)) } }, async (_request, reply) => {
    const page = await loadFirstPage();
    if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
    reply.header('x-total-count', page.total);
    return page.items;
  });

  // What shop.products.list answers, as plain JSON: tRPC declares no response schema either.
  app.get('/page', loadFirstPage);

  app.get('/api/products/:id', { schema: { response: responseSchema(Product) } }, async (request, reply) => {
    // The compiled statement's own parameters (the id, and the hidden flag it also binds), as the shop sends them.
    const byId = productByIdQuery({ id: Number((request.params as { id: string }).id) });
    const { rows } = await pool.query<ProductRow>(byId.sql, [...byId.parameters]);
    return rows[0] ? toProduct(rows[0]) : reply.code(404).send({ message: 'Product not found' });
  });

  return app;
}
