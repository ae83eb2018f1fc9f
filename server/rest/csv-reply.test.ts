import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersCsv } from '../modules/back-office/orders-csv.ts';
import { testOrm } from '../test/database.ts';
import { csvReply } from './csv-reply.ts';

/**
 * A CSV answer starts only once its first statement has run: a file the database refuses is an error
 * answered as one, never a 200 whose file stops after its headings. The orders' file with a day that
 * PostgreSQL has no date for (year 0, which the route's schema no longer lets through) stands for any
 * such refusal.
 */

const app = Fastify();

beforeAll(async () => {
  const orm = await testOrm();
  app.get('/orders.csv', (request, reply) => {
    const from = (request.query as { from?: string }).from;
    return csvReply(reply, 'orders', ordersCsv(orm.em.fork(), { q: undefined, from }, new Date()));
  });
  await app.ready();
});
afterAll(() => app.close());

describe('csvReply', () => {
  it('answers a refused first statement as an error before any of the file', async () => {
    const answer = await app.inject({ method: 'GET', url: '/orders.csv?from=0000-01-01' });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.body).not.toContain('Order number');
  });

  it('sends the whole file when the statement runs', async () => {
    const answer = await app.inject({ method: 'GET', url: '/orders.csv?from=2026-01-01' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="orders-/);
    expect(answer.body).toMatch(/^Order number,/);
  });
});
