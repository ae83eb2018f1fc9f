import { Window } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { CategorySchema } from '../modules/catalogue/category.entity.ts';
import { ProductSchema } from '../modules/catalogue/product.entity.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { testApp } from '../test/helpers.ts';

let app: App;
const window = new Window();

beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
  await window.happyDOM.close();
});
beforeEach(resetDatabase);

/** The answer parsed as XML; a body that is not well-formed fails the test. */
function xml(body: string) {
  const document = new window.DOMParser().parseFromString(body, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}
const texts = (document: ReturnType<typeof xml>, tag: string) => [...document.getElementsByTagName(tag)].map((element) => element.textContent);

/** `count` products (every fifth hidden) and, when asked, one past the first file's 10,000 ids. */
async function seedCatalogue(count: number, { farId }: { farId?: number } = {}) {
  const em = (await testOrm()).em.fork();
  for (let index = 1; index <= count; index += 1) {
    em.create(ProductSchema, { title: `Print ${index}`, price: '100.00', inventory: 3, hidden: index % 5 === 0 });
  }
  if (farId) em.create(ProductSchema, { id: farId, title: 'Far print', price: '100.00', inventory: 3 });
  em.create(CategorySchema, { name: 'Black & White' });
  em.create(CategorySchema, { name: 'Europe' });
  await em.flush();
  const rows = await em.find(ProductSchema, {}, { fields: ['id', 'hidden'], orderBy: { id: 'asc' } });
  return { visible: rows.filter((row) => !row.hidden).map((row) => row.id), hidden: rows.filter((row) => row.hidden).map((row) => row.id) };
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it'];
/** A path's address in each language, English first: /shop, /de/shop, … */
const inEveryLanguage = (path: string) => LANGUAGES.map((locale) => `http://shop.test${locale === 'en' ? '' : `/${locale}`}${path}`);

/** Each <url> of a urlset: its address and its alternates (hreflang → href), in order. */
function entries(document: ReturnType<typeof xml>) {
  return [...document.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent,
    alternates: [...url.getElementsByTagName('xhtml:link')].map((link) => [link.getAttribute('rel'), link.getAttribute('hreflang'), link.getAttribute('href')]),
  }));
}

describe('robots.txt', () => {
  it('lets the catalogue be read, keeps private pages, the API and /shop’s sorted and searched copies out in every language, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/cart', '/checkout', '/account', '/admin', '/printify-admin', '/email-test', '/api/', '/shop?*sort=', '/shop?*search=']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const path of ['/de/cart', '/fr/checkout', '/es/account', '/it/admin', '/de/shop?*sort=', '/it/shop?*search=']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /shop');
    expect(lines).not.toContain('Disallow: /product');
    expect(lines).not.toContain('Disallow: /de/shop');
    expect(lines).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});

describe('the sitemaps', () => {
  it('indexes the pages’, the categories’ and each products’ file, and each file lists what it should, in every language', async () => {
    const { visible, hidden } = await seedCatalogue(60, { farId: 10_007 });

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const indexDocument = xml(index.body);
    expect(indexDocument.documentElement.tagName).toBe('sitemapindex');
    expect(texts(indexDocument, 'loc')).toEqual([
      'http://shop.test/sitemaps/pages.xml',
      'http://shop.test/sitemaps/categories.xml',
      'http://shop.test/sitemaps/products-1.xml',
      'http://shop.test/sitemaps/products-2.xml',
    ]);
    expect(texts(indexDocument, 'lastmod').every((value) => !Number.isNaN(Date.parse(value)))).toBe(true);

    const first = xml((await get('/sitemaps/products-1.xml')).body);
    const firstUrls = texts(first, 'loc');
    // Ids 1-10,000 that are in the shop, each in the five languages; the hidden ones never.
    expect(firstUrls).toHaveLength(48 * 5);
    expect(firstUrls).toEqual(visible.filter((id) => id <= 10_000).flatMap((id) => inEveryLanguage(`/product/${id}`)));
    for (const id of hidden) expect(firstUrls.filter((url) => url.endsWith(`/product/${id}`))).toEqual([]);
    expect(first.getElementsByTagName('lastmod')).toHaveLength(48 * 5);

    expect(texts(xml((await get('/sitemaps/products-2.xml')).body), 'loc')).toEqual(inEveryLanguage('/product/10007'));
    expect((await get('/sitemaps/products-3.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/products-x.xml')).statusCode).toBe(404);

    // A category by its own name in every language's address, as its pages' canonicals name it.
    expect(texts(xml((await get('/sitemaps/categories.xml')).body), 'loc')).toEqual([
      ...inEveryLanguage('/shop?category=Black%20%26%20White'),
      ...inEveryLanguage('/shop?category=Europe'),
    ]);
    const pages = texts(xml((await get('/sitemaps/pages.xml')).body), 'loc');
    for (const path of ['/', '/shop', '/about', '/contact', '/refund-policy']) expect(pages).toEqual(expect.arrayContaining(inEveryLanguage(path)));
    expect(pages.filter((url) => url.endsWith('/cart'))).toEqual([]);
  });

  it('lists every language’s address of each page, category and print with all five and x-default as alternates, as Google reads them', async () => {
    await seedCatalogue(2);
    for (const [url, path] of [
      ['/sitemaps/products-1.xml', '/product/1'],
      ['/sitemaps/categories.xml', '/shop?category=Europe'],
      ['/sitemaps/pages.xml', '/about'],
    ]) {
      const response = await get(url!);
      expect(response.body, url).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
      const document = xml(response.body);
      const addresses = inEveryLanguage(path!);
      const alternates = [...LANGUAGES.map((locale, index) => ['alternate', locale, addresses[index]]), ['alternate', 'x-default', addresses[0]]];
      const page = entries(document).filter((entry) => addresses.includes(entry.loc!));
      expect(page, url).toEqual(addresses.map((loc) => ({ loc, alternates })));
      // Every entry of the file names its five languages and x-default.
      for (const entry of entries(document)) expect(entry.alternates.map(([, hreflang]) => hreflang), entry.loc!).toEqual([...LANGUAGES, 'x-default']);
    }
  });

  it('answers 304 to a reader holding the current file, and the file again once the catalogue changed', async () => {
    await seedCatalogue(10);
    for (const url of ['/sitemap.xml', '/sitemaps/products-1.xml', '/sitemaps/categories.xml', '/sitemaps/pages.xml']) {
      const first = await get(url);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^".+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
    const product = await get('/sitemaps/products-1.xml');
    const lastModified = String(product.headers['last-modified']);
    expect((await get('/sitemaps/products-1.xml', { 'if-modified-since': lastModified })).statusCode).toBe(304);

    // A change a second or more later (HTTP dates have whole seconds).
    const em = (await testOrm()).em.fork();
    const [one] = await em.find(ProductSchema, { hidden: false }, { limit: 1 });
    await em.nativeUpdate(ProductSchema, { id: one!.id }, { title: 'Retitled', updatedAt: new Date(Date.now() + 60_000) });
    const changed = await get('/sitemaps/products-1.xml', { 'if-none-match': String(product.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(product.headers.etag);
    expect((await get('/sitemaps/products-1.xml', { 'if-modified-since': lastModified })).statusCode).toBe(200);
  });

  it('lists nothing but the pages and categories for an empty shop', async () => {
    const index = xml((await get('/sitemap.xml')).body);
    expect(texts(index, 'loc')).toEqual(['http://shop.test/sitemaps/pages.xml', 'http://shop.test/sitemaps/categories.xml']);
    expect((await get('/sitemaps/products-1.xml')).statusCode).toBe(404);
  });
});
