import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchPage, NOT_FOUND_PAGE, PAGES, pathTo, ROUTE_NAMES } from '../../src/page-routes.ts';
import { ROOT } from '../client-build.ts';

/** The route table (src/page-routes.ts) against the pages it names and the paths it matches. */
describe('the route table', () => {
  it('names only pages that exist as client/pages/{name}.tsx', async () => {
    const files = new Set(await readdir(path.join(ROOT, 'client', 'pages')));
    for (const page of [...ROUTE_NAMES.map((name) => PAGES[name].page), NOT_FOUND_PAGE]) expect(files.has(`${page}.tsx`), page).toBe(true);
  });

  it('matches each route at its own address, and nothing else', () => {
    // The routes whose paths take values, with a value each.
    const values: Partial<Record<(typeof ROUTE_NAMES)[number], Record<string, string | number>>> = { product: { id: 28 }, sharedWishlist: { token: 'A'.repeat(22) }, unsubscribe: { token: 'A'.repeat(22) } };
    for (const name of ROUTE_NAMES) expect(matchPage((pathTo as (route: string, params?: object) => string)(name, values[name])).name, name).toBe(name);
    expect(matchPage('/shop/anything')).toMatchObject({ name: 'shop', page: 'ShopPage' });
    expect(matchPage(pathTo('product', { id: 28 }))).toEqual({ locale: 'en', name: 'product', page: 'ProductPage', params: { id: '28' } });
    expect(matchPage('/de/product/28')).toEqual({ locale: 'de', name: 'product', page: 'ProductPage', params: { id: '28' } });
    expect(matchPage('/fr/')).toMatchObject({ locale: 'fr', name: 'home' });
    expect(matchPage('/product/a%20b').params).toEqual({ id: 'a b' });
    for (const unknown of ['/no/such/page', '/product/28/more', '/product/', '/shopping', '/about/', '/xx/shop', '/en/shop']) {
      expect(matchPage(unknown), unknown).toMatchObject({ name: null, page: NOT_FOUND_PAGE, params: {} });
    }
  });
});
