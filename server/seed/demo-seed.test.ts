import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../src/catalogue.ts';
import { toCents } from '../../src/money.ts';
import { normaliseSize, sizeChartRow } from '../../src/size-chart.ts';
import type { App } from '../app.ts';
import { CategorySchema } from '../modules/catalogue/category.entity.ts';
import { paletteOf } from '../modules/catalogue/palette.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { testApp } from '../test/helpers.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalogue.ts';
import { seedDemoCatalogue } from './demo-seed.ts';
import { DEMO_CATEGORY_TRANSLATIONS, DEMO_PRODUCT_TRANSLATIONS } from './demo-translations.ts';

const CLIENT_PUBLIC = path.resolve(import.meta.dirname, '../../client/public');
const CATEGORIES = ['Europe', 'USA', 'Middle East', 'Waterfronts', 'Abstract', 'Landscapes', 'Black & White'];

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());
beforeEach(resetDatabase);

async function counts() {
  const { em } = await testOrm();
  const [row] = await em
    .getConnection()
    .execute<{ products: number; categories: number; links: number }[]>(
      `select (select count(*)::int from products) as products, (select count(*)::int from categories) as categories,
              (select count(*)::int from product_categories) as links`,
    );
  return row;
}

describe('demo catalogue', () => {
  it('is seeded once into an empty database, and a second run changes nothing', async () => {
    expect(await seedDemoCatalogue((await testOrm()).em.fork())).toHaveLength(DEMO_PRODUCTS.length);
    const first = await counts();
    expect(first?.categories).toBe(7);
    expect(first?.products).toBeGreaterThanOrEqual(24);
    expect(first?.links).toBe(first?.products);

    expect(await seedDemoCatalogue((await testOrm()).em.fork())).toEqual([]);
    expect(await counts()).toEqual(first);
  });

  it('is seeded once even when two instances start together', async () => {
    const { em } = await testOrm();
    const results = await Promise.all([seedDemoCatalogue(em.fork()), seedDemoCatalogue(em.fork())]);
    expect(results.filter((ids) => ids.length > 0)).toHaveLength(1);
    expect((await counts())?.categories).toBe(7);
  });

  it('leaves a shop that already has a catalogue alone', async () => {
    const em = (await testOrm()).em.fork();
    em.create(CategorySchema, { name: 'Our Own' });
    await em.flush();
    expect(await seedDemoCatalogue(em.fork())).toEqual([]);
    expect(await counts()).toMatchObject({ products: 0, categories: 1 });
  });

  it('has the seven collections, Black & White still empty, served over the API', async () => {
    await seedDemoCatalogue((await testOrm()).em.fork());
    const categories = (await app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(categories.map((c: { name: string }) => c.name)).toEqual(CATEGORIES);
    for (const category of categories) {
      expect(category.description).toEqual(expect.any(String));
      expect(category.imageUrl).toMatch(/^\/art\//);
    }
    const blackAndWhite = await app.inject({ method: 'GET', url: `/api/products?category=${encodeURIComponent('Black & White')}` });
    expect(blackAndWhite.json()).toEqual([]);
    for (const name of CATEGORIES.slice(0, 6)) {
      const inCategory = await app.inject({ method: 'GET', url: `/api/products?category=${encodeURIComponent(name)}` });
      expect(inCategory.json().length, name).toBeGreaterThanOrEqual(3);
    }
  });

  it('has real canvas sizes with prices that rise with size, featured and out-of-stock prints', async () => {
    await seedDemoCatalogue((await testOrm()).em.fork());
    const products: Product[] = (await app.inject({ method: 'GET', url: '/api/products' })).json();

    const multiSize = products.filter((p) => p.variants.length >= 3 && p.variants.length <= 6);
    expect(multiSize.length / products.length).toBeGreaterThan(0.75);
    expect(products.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
    expect(products.some((p) => !p.inStock)).toBe(true);

    for (const product of products) {
      expect(product.variants.filter((v) => v.isDefault), product.title).toHaveLength(1);
      const bySize = product.variants.map((variant) => {
        const row = sizeChartRow(variant.size);
        expect(row?.size, `${product.title} ${variant.size}`).toBe(normaliseSize(variant.size));
        expect(variant.dimensions).toMatch(/cm\)$/);
        return { area: (row?.widthIn ?? 0) * (row?.heightIn ?? 0), cents: toCents(variant.price) };
      });
      bySize.sort((a, b) => a.area - b.area);
      for (let i = 1; i < bySize.length; i += 1) {
        expect(bySize[i]!.cents, product.title).toBeGreaterThan(bySize[i - 1]!.cents);
      }
      if (product.variants.length > 1) expect(product.priceRange).toMatch(/^\$[\d,]+\.\d{2} - \$[\d,]+\.\d{2}$/);
    }
  });

  it('uses only our own images, all present in the client', async () => {
    await seedDemoCatalogue((await testOrm()).em.fork());
    const products: Product[] = (await app.inject({ method: 'GET', url: '/api/products' })).json();
    const categories = (await app.inject({ method: 'GET', url: '/api/categories' })).json();
    const urls = [
      ...products.flatMap((p) => [p.imageUrl, ...p.mockupImages, ...p.variants.flatMap((v) => v.mockupImages)]),
      ...categories.map((c: { imageUrl: string }) => c.imageUrl),
    ];
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/art\/[\w/-]+\.(svg|png|jpg|webp)$/);
      expect(existsSync(path.join(CLIENT_PUBLIC, url as string)), url as string).toBe(true);
    }
  });

  it('serves each print with the palette of its own picture, as the picture reads now', async () => {
    await seedDemoCatalogue((await testOrm()).em.fork());
    const products: Product[] = (await app.inject({ method: 'GET', url: '/api/products?limit=100' })).json();
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    for (const product of products) {
      // demo-palettes.json is written by `npm run seed:images`: a picture drawn anew without it would be served with another's colours.
      expect(product.palette, product.title).toEqual(await paletteOf(readFileSync(path.join(CLIENT_PUBLIC, product.imageUrl!))));
      expect(product.palette.length, product.title).toBeGreaterThanOrEqual(3);
    }
  });

  it('is translated whole into German, French, Spanish and Italian, and served so on each language’s pages', async () => {
    expect(Object.keys(DEMO_PRODUCT_TRANSLATIONS).sort()).toEqual(DEMO_PRODUCTS.map((product) => product.slug).sort());
    expect(Object.keys(DEMO_CATEGORY_TRANSLATIONS).sort()).toEqual(DEMO_CATEGORIES.map((category) => category.name).sort());
    for (const demo of DEMO_PRODUCTS) {
      for (const [locale, text] of Object.entries(DEMO_PRODUCT_TRANSLATIONS[demo.slug]!)) {
        expect(text.title, `${demo.slug} ${locale}`).not.toBe(demo.title);
        expect(text.description, `${demo.slug} ${locale}`).not.toBe(demo.description);
        // As an admin's would be kept: one line of at most 255 characters, a description without markup.
        expect(text.title.length).toBeLessThanOrEqual(255);
        expect(text.description).not.toMatch(/[<>\n]/);
      }
    }
    await seedDemoCatalogue((await testOrm()).em.fork());
    const ask = async (path: string, locale: string, input?: unknown) =>
      (
        await app.inject({
          method: 'GET',
          url: `/trpc/${path}${input ? `?input=${encodeURIComponent(JSON.stringify({ json: input }))}` : ''}`,
          headers: { 'x-shop-locale': locale },
        })
      ).json().result.data.json;
    const german = await ask('shop.products.list', 'de', { limit: 100 });
    const lisbon = german.items.find((product: Product) => product.title === 'Lissabons Dächer in der Dämmerung');
    expect(lisbon).toMatchObject({ category: 'Europa' });
    expect(german.items.map((product: Product) => product.title)).not.toContain('Lisbon Rooftops at Dusk');
    expect((await ask('shop.categories.list', 'it')).map((category: { name: string }) => category.name)).toEqual([
      'Europa',
      'Stati Uniti',
      'Medio Oriente',
      'Sull’acqua',
      'Astratto',
      'Paesaggi',
      'Bianco e nero',
    ]);
    expect((await ask('shop.products.list', 'de', { search: 'Landschaft' })).total).toBeGreaterThanOrEqual(1);
    expect((await ask('shop.products.list', 'fr', { category: 'Paysages' })).total).toBe(4);
  });
});
