import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_SHOP_PAGE, SHOWCASE_INPUT, type PageState } from '../../src/page-boot.ts';
import { transformer } from '../../src/transformer.ts';
import type { App } from '../app.ts';
import { resetDatabase } from '../test/database.ts';
import { createProduct, testApp } from '../test/helpers.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';

let app: App;
let clientDir: string;

beforeAll(async () => {
  // A stand-in for Vite's output: the page's head is where the server writes.
  clientDir = await mkdtemp(path.join(tmpdir(), 'shop-page-'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  // And of its manifest: the entry shares a chunk with the contact page, which has one of its own too.
  await mkdir(path.join(clientDir, '.vite'));
  await writeFile(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_shell-1.js'],
        css: ['assets/index-1.css'],
      },
      '_shell-1.js': { file: 'assets/shell-1.js' },
      '_Select-1.js': { file: 'assets/Select-1.js', imports: ['_shell-1.js'], css: ['assets/Select-1.css'] },
      'pages/ContactPage.tsx': { file: 'assets/ContactPage-1.js', imports: ['index.html', '_shell-1.js', '_Select-1.js'], css: ['assets/ContactPage-1.css'] },
      // Each language's catalogs, a chunk each (client/i18n.ts).
      ...Object.fromEntries(
        ['en', 'de', 'fr'].flatMap((locale) => ['shop', 'pages', 'policies'].map((name) => [`../src/locales/${locale}/${name}.po`, { file: `assets/${name}-${locale}.js` }])),
      ),
    }),
  );
  // A CDN country header lets a test stand in for a visitor abroad; loopback alone reads as US.
  app = await testApp({ clientDir, config: { GEO_COUNTRY_HEADER: 'x-test-country' } });
});
afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});
beforeEach(resetDatabase);

const page = (url: string, headers: Record<string, string> = {}, cookie?: string) =>
  app.inject({ method: 'GET', url, headers, cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });

/** The scripts a page names to fetch beside the entry script. */
const modulesOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);

/** The answers written into a page (its dehydrated query cache), by their query key. */
function bootOf(html: string): Map<string, unknown> {
  const json = /<script type="application\/json" id="page-boot">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toMatch(/^\{"queries":\[/);
  const state = JSON.parse(json!) as PageState;
  return new Map(state.queries.flatMap((query) => ('data' in query ? [[JSON.stringify(query.queryKey), transformer.output.deserialize(query.data as never)]] : [])));
}
/** tRPC's key of a call: the procedure's path in parts, then its input and kind (client/page-boot.test.tsx holds the client's hooks to it). */
const keyOf = (path: string, input: unknown, type: 'query' | 'infinite' = 'query') => JSON.stringify([path.split('.'), input === undefined ? { type } : { input, type }]);

describe('the page with its first screen written in', () => {
  it('gives every page the location, the session and the bag, private to the visitor', async () => {
    for (const url of ['/', '/about', '/no/such/page', '/shop?sort=name']) {
      const response = await page(url);
      // A path the shop has no page for is its Page Not Found, and says so (page-head.test.ts).
      expect(response.statusCode).toBe(url === '/no/such/page' ? 404 : 200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const boot = bootOf(response.body);
      expect(boot.get(keyOf('shop.location.info', undefined))).toMatchObject({ country: 'US', currency: 'USD', isSanctioned: false });
      expect(boot.get(keyOf('auth.me', undefined))).toBeNull();
      expect(boot.get(keyOf('cart.list', undefined))).toEqual({ items: [], itemCount: 0, subtotal: '0.00' });
    }
  });

  it('keeps the CSP strict: the data is a JSON block, never a script to run', async () => {
    const response = await page('/');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toMatch(/nonce-|sha256-/);
    expect(response.body).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")[^>]*>[^<]/);
  });

  it('writes in the landing’s collections and new arrivals, and preloads its poster', async () => {
    const newest = await createProduct({ title: 'Lagoon at First Light' });
    const response = await page('/');
    const boot = bootOf(response.body);
    expect(boot.get(keyOf('shop.categories.list', undefined))).toEqual(expect.any(Array));
    const arrivals = boot.get(keyOf('shop.products.list', SHOWCASE_INPUT)) as { items: { id: number; title: string }[] };
    expect(arrivals.items[0]).toMatchObject({ id: newest.id, title: 'Lagoon at First Light' });
    expect(response.body).toContain('<link rel="preload" as="image" href="/media/hero-poster.avif" type="image/avif" fetchpriority="high">');
  });

  it('preloads the film’s poster on /about, which opens on the same film', async () => {
    expect((await page('/about')).body).toContain('<link rel="preload" as="image" href="/media/hero-poster.avif" type="image/avif" fetchpriority="high">');
  });

  it('names the files of the page that shows the path, beyond what index.html loads', async () => {
    const contact = (await page('/contact')).body;
    const head = contact.slice(0, contact.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="(modulepreload|preload)"(?: as="style")? crossorigin href="([^"]+)">/g)].map(([, rel, href]) => `${rel} ${href}`);
    expect(links).toEqual([
      'modulepreload /assets/ContactPage-1.js',
      'modulepreload /assets/Select-1.js',
      'modulepreload /assets/shop-en.js',
      'modulepreload /assets/pages-en.js',
      'preload /assets/ContactPage-1.css',
      'preload /assets/Select-1.css',
    ]);
    // The landing, the catalogue and a print are in the entry; a page the manifest does not know gets nothing extra but its texts.
    for (const url of ['/', '/shop?sort=name', '/product/1']) expect(modulesOf((await page(url)).body), url).toEqual(['/assets/shop-en.js']);
    expect(modulesOf((await page('/about')).body)).toEqual(['/assets/shop-en.js', '/assets/pages-en.js']);
    expect((await page('/about')).body).not.toMatch(/as="style"/);
  });

  it("names its own language's catalogs only: the first screens' on the pages in the entry, the other pages' beside them elsewhere", async () => {
    for (const url of ['/de/', '/de/shop', '/de/product/1']) expect(modulesOf((await page(url)).body), url).toEqual(['/assets/shop-de.js']);
    expect(modulesOf((await page('/fr/contact')).body)).toEqual(['/assets/ContactPage-1.js', '/assets/Select-1.js', '/assets/shop-fr.js', '/assets/pages-fr.js']);
    expect(modulesOf((await page('/de/refund-policy')).body)).toEqual(['/assets/shop-de.js', '/assets/pages-de.js', '/assets/policies-de.js']);
    expect(modulesOf((await page('/de/no/such/page')).body)).toEqual(['/assets/shop-de.js', '/assets/pages-de.js']);
  });

  it('names no web font to fetch with the page: the client loads them after its first paint', async () => {
    for (const url of ['/', '/shop', '/no/such/page']) {
      const body = (await page(url)).body;
      expect(body).not.toMatch(/as="font"|\.woff2/);
    }
  });

  it('writes in /shop’s first page as an infinite query, but not a filtered one', async () => {
    const products = [await createProduct({ title: 'First' }), await createProduct({ title: 'Second', imageUrl: '/art/products/second.svg' })];
    const response = await page('/shop');
    // The newest print's picture is the first card's: the page's largest paint on a phone.
    expect(response.body).toContain('<link rel="preload" as="image" href="/art/products/second.svg" fetchpriority="high">');
    const boot = bootOf(response.body);
    const first = boot.get(keyOf('shop.products.list', FIRST_SHOP_PAGE, 'infinite')) as {
      pages: { items: { id: number }[]; total: number }[];
      pageParams: unknown[];
    };
    expect(first.pages).toHaveLength(1);
    expect(first.pages[0]!.items.map((item) => item.id)).toEqual(products.map((product) => product.id).reverse());
    expect(first.pages[0]!.total).toBe(2);
    expect(first.pageParams).toEqual([null]);

    const filtered = bootOf((await page('/shop?search=first')).body);
    expect([...filtered.keys()].some((key) => key.includes('"products","list"'))).toBe(false);
    expect(filtered.get(keyOf('shop.categories.list', undefined))).toEqual(expect.any(Array));
  });

  it('writes in the product and preloads its artwork; an unknown product is left to the page', async () => {
    const product = await createProduct({ title: 'Harbour at Dusk', imageUrl: '/art/products/harbour-at-dusk.svg' });
    const response = await page(`/product/${product.id}`);
    const boot = bootOf(response.body);
    expect(boot.get(keyOf('shop.products.byId', { id: String(product.id) }))).toMatchObject({ id: product.id, title: 'Harbour at Dusk' });
    expect(response.body).toContain('<link rel="preload" as="image" href="/art/products/harbour-at-dusk.svg" fetchpriority="high">');

    const elsewhere = await createProduct({ title: 'Hosted Elsewhere', imageUrl: '//images.example.com/elsewhere.jpg' });
    expect((await page(`/product/${elsewhere.id}`)).body).not.toContain('rel="preload" as="image"');

    for (const url of ['/product/999999', '/product/not-a-number']) {
      const missing = await page(url);
      expect(missing.statusCode).toBe(404);
      expect([...bootOf(missing.body).keys()].some((key) => key.includes('byId'))).toBe(false);
      expect(missing.body).not.toContain('rel="preload" as="image"');
    }
  });

  it('never lets a value close the data block or change the page around it', async () => {
    const title = "</script><script>alert(1)</script><!-- $& $' $`";
    const product = await createProduct({ title });
    const response = await page(`/product/${product.id}`);
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body).not.toContain('<!--');
    expect(bootOf(response.body).get(keyOf('shop.products.byId', { id: String(product.id) }))).toMatchObject({ title });
  });

  it('writes in each visitor’s own bag, never another’s', async () => {
    const product = await createProduct({ title: 'Only Mine' });
    const added = await app.inject({ method: 'POST', url: '/api/cart', payload: { productId: product.id, quantity: 2 } });
    const cookie = added.cookies.find((entry) => entry.name === SESSION_COOKIE)!.value;

    const mine = bootOf((await page('/', {}, cookie)).body).get(keyOf('cart.list', undefined)) as {
      itemCount: number;
      items: { product: { title: string } }[];
    };
    expect(mine.itemCount).toBe(2);
    expect(mine.items[0]?.product.title).toBe('Only Mine');
    const stranger = bootOf((await page('/')).body).get(keyOf('cart.list', undefined));
    expect(stranger).toEqual({ items: [], itemCount: 0, subtotal: '0.00' });
  });

  it('sends a visitor from a sanctioned place to /shipping-blocked before any page is built', async () => {
    for (const url of ['/', '/shop', '/product/1', '/cart']) {
      const response = await page(url, { 'x-test-country': 'CU' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/shipping-blocked');
      expect(response.body).not.toContain('page-boot');
    }
    const blocked = await page('/shipping-blocked', { 'x-test-country': 'CU' });
    expect(blocked.statusCode).toBe(200);
    expect(bootOf(blocked.body).get(keyOf('shop.location.info', undefined))).toMatchObject({ country: 'CU', isSanctioned: true });

    const abroad = await page('/shop', { 'x-test-country': 'DE' });
    expect(abroad.statusCode).toBe(200);
    expect(bootOf(abroad.body).get(keyOf('shop.location.info', undefined))).toMatchObject({ country: 'DE', currency: 'EUR' });
  });
});
