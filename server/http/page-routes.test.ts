import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGES, pathTo, ROUTE_NAMES, routeOf, type RouteName } from '../../src/page-routes.ts';
import { HOME_TITLE, pageTitle } from '../../src/page-titles.ts';
import type { App } from '../app.ts';
import { resetDatabase } from '../test/database.ts';
import { createProduct, testApp } from '../test/helpers.ts';

/**
 * Every page of the route table is a route of the server's own, answered 200 with its own head; any
 * other page path is Page Not Found (404) from the catch-all page route; the 404 handler answers only
 * what no page answers (other methods), and never with a page.
 */

let app: App;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'shop-routes-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
  app = await testApp({ clientDir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});
beforeEach(resetDatabase);

const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('the route table as the server serves it', () => {
  it('answers each page at its address with 200 and its own title, from a route of its own', async () => {
    const product = await createProduct({ title: 'Harbour at Dusk' });
    const expected: Record<RouteName, string> = Object.fromEntries(ROUTE_NAMES.map((name) => [name, pageTitle(routeOf(name).name ?? null)])) as Record<RouteName, string>;
    expected.home = HOME_TITLE;
    expected.shop = pageTitle('Shop');
    expected.product = pageTitle('Harbour at Dusk');
    for (const name of ROUTE_NAMES) {
      const pattern = PAGES[name].path.replace(/\/\*\?$/, '');
      expect(app.hasRoute({ method: 'GET', url: pattern }), pattern).toBe(true);
      const url = name === 'product' ? pathTo('product', { id: product.id }) : pattern;
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(titleOf(response.body), url).toBe(expected[name]);
    }
  });

  it('answers any other page path with Page Not Found, and the API and files with a short JSON 404', async () => {
    for (const url of ['/no/such/page', '/product/28/more', '/about/', '/shopping']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(titleOf(response.body), url).toBe(pageTitle('Page Not Found'));
    }
    for (const url of ['/api/no-such-call', '/assets/missing-1234.js', '/product/12/photo.jpg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: expect.stringContaining('No such path') });
    }
  });

  it('leaves the 404 handler only what no page answers: another method, answered in JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/about', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such path: POST /about' });
  });
});
