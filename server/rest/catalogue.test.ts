import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../src/catalogue-options.ts';
import type { App } from '../app.ts';
import { CategorySchema } from '../modules/catalogue/category.entity.ts';
import { ProductCategorySchema } from '../modules/catalogue/product-category.entity.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { createProduct, testApp } from '../test/helpers.ts';

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());
beforeEach(resetDatabase);

describe('GET /api/products', () => {
  it('lists products newest first in the spec shape, prices as 2-decimal strings', async () => {
    await createProduct({ title: 'First', createdAt: new Date('2026-01-01') });
    await createProduct({
      title: 'Second',
      price: '89.5' as never,
      priceRange: '$89.50 - $149.00',
      mockupImages: ['/art/a.svg', '/art/b.svg'],
      tags: ['sea'],
      palette: [
        { hex: '#2b4c7e', share: 0.62 },
        { hex: '#e07a2f', share: 0.38 },
      ],
      createdAt: new Date('2026-03-01'),
      variants: [
        { id: '24x16', size: '24"x16"', price: '89.50', isDefault: true, mockupImages: ['/art/a.svg'], dimensions: '24" x 16" (61 x 40.6 cm)' },
        { id: '36x24', size: '36"x24"', price: '149.00', isDefault: false, mockupImages: [], dimensions: null },
      ],
    });

    const response = await app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const products = response.json();
    expect(products.map((p: { title: string }) => p.title)).toEqual(['Second', 'First']);
    expect(products[0]).toEqual({
      id: expect.any(Number),
      title: 'Second',
      description: 'A test print on gallery canvas.',
      price: '89.50',
      priceRange: '$89.50 - $149.00',
      imageUrl: null,
      mockupImages: ['/art/a.svg', '/art/b.svg'],
      category: 'Abstract',
      createdAt: '2026-03-01T00:00:00.000Z',
      inStock: true,
      inventory: 5,
      featured: false,
      dimensions: null,
      tags: ['sea'],
      variants: [
        { id: '24x16', size: '24"x16"', price: '89.50', isDefault: true, mockupImages: ['/art/a.svg'], dimensions: '24" x 16" (61 x 40.6 cm)' },
        { id: '36x24', size: '36"x24"', price: '149.00', isDefault: false, mockupImages: [], dimensions: null },
      ],
      palette: [
        { hex: '#2b4c7e', share: 0.62 },
        { hex: '#e07a2f', share: 0.38 },
      ],
    });
  });

  it('filters by ?category=, through the product column or a category link', async () => {
    const byColumn = await createProduct({ category: 'Waterfronts' });
    const linked = await createProduct({ category: 'Abstract' });
    await createProduct({ category: 'Landscapes' });
    const em = (await testOrm()).em.fork();
    const waterfronts = em.create(CategorySchema, { name: 'Waterfronts' });
    em.create(ProductCategorySchema, { product: linked.id, category: waterfronts });
    await em.flush();

    const response = await app.inject({ method: 'GET', url: '/api/products?category=Waterfronts' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((p: { id: number }) => p.id).sort()).toEqual([byColumn.id, linked.id].sort());

    const none = await app.inject({ method: 'GET', url: `/api/products?category=${encodeURIComponent('Black & White')}` });
    expect(none.json()).toEqual([]);
  });

  it('answers an over-long category with a 400 and a message', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/products?category=${'x'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^category: /) });
  });

  it('pages by the procedure default, with the total and the next cursor in headers', async () => {
    for (let i = 0; i < DEFAULT_PAGE_SIZE + 1; i += 1) {
      await createProduct({ title: `Print ${String(i).padStart(2, '0')}` });
    }
    const first = await app.inject({ method: 'GET', url: '/api/products?sort=name' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(first.headers['x-total-count']).toBe(String(DEFAULT_PAGE_SIZE + 1));
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));

    const second = await app.inject({ method: 'GET', url: '/api/products', query: { sort: 'name', cursor: String(cursor) } });
    expect(second.statusCode).toBe(200);
    expect(second.json().map((p: { title: string }) => p.title)).toEqual([`Print ${DEFAULT_PAGE_SIZE}`]);
    expect(second.headers['x-total-count']).toBe(String(DEFAULT_PAGE_SIZE + 1));
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('searches, sorts and limits through the query string', async () => {
    await createProduct({ title: 'Harbour at Dusk', price: '90.00', variants: [] });
    await createProduct({ title: 'Quiet Harbour', price: '40.00', variants: [] });
    await createProduct({ title: 'Old Harbour Wall', price: '65.00', variants: [] });
    await createProduct({ title: 'Desert', price: '10.00', variants: [] });

    const response = await app.inject({ method: 'GET', url: '/api/products?search=HARBOUR&sort=price_desc&limit=2' });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((p: { title: string }) => p.title)).toEqual(['Harbour at Dusk', 'Old Harbour Wall']);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.headers['x-next-cursor']).toEqual(expect.any(String));
  });

  it.each([
    ['sort=cheapest', /^sort: /],
    ['limit=0', /^limit: /],
    ['limit=1000', /^limit: /],
    ['limit=ten', /^limit: /],
    ['cursor=bm90LWEtY3Vyc29y', /^cursor: /],
    [`search=${'x'.repeat(101)}`, /^search: /],
    ['sort=name&sort=newest', /^sort: /],
    ['colour=blue', /colour/],
  ])('answers ?%s with a 400 and a message', async (query, message) => {
    const response = await app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(message) });
  });
});

describe('GET /api/products/{id}', () => {
  it('returns one product', async () => {
    const product = await createProduct({ title: 'Harbour Lights' });
    const response = await app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: product.id, title: 'Harbour Lights', price: '120.00' });
  });

  it('answers an unknown id with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/424242' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found' });
  });

  it.each(['abc', '-3', '1.5', '0', '99999999999'])('answers the malformed id %s with a 400 and a message', async (id) => {
    const response = await app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^id: Product id /) });
  });
});

describe('GET /api/categories', () => {
  it('lists categories in the spec shape', async () => {
    const em = (await testOrm()).em.fork();
    em.create(CategorySchema, { name: 'Europe', description: 'Old-world cities', imageUrl: '/art/categories/europe.svg' });
    em.create(CategorySchema, { name: 'Black & White' });
    await em.flush();
    const response = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, name: 'Europe', description: 'Old-world cities', imageUrl: '/art/categories/europe.svg' },
      { id: 2, name: 'Black & White', description: null, imageUrl: null },
    ]);
  });
});
