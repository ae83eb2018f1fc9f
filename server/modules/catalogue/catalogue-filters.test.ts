import { converter } from 'culori';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bands } from '../../test/drawn-pictures.ts';
import type { PaletteColour, ProductFacetsInput, ProductListInput, ProductVariant } from '../../../src/catalogue.ts';
import type { App } from '../../app.ts';
import { query } from '../../test/checkout-fixtures.ts';
import { resetDatabase } from '../../test/database.ts';
import { callerFor, createProduct, testApp } from '../../test/helpers.ts';
import { COLOUR_SWATCHES } from '../../../src/colour-swatches.ts';
import { FRESH_FACETS_PER_IP } from './catalogue-facets.ts';
import { paletteOf } from './palette.ts';

/**
 * /shop's colour, shape, wall-width and price filters and their facet counts, against real
 * PostgreSQL: prints whose palettes are read from pictures drawn here with sharp, in known colours,
 * and whose sizes give known shapes, widths and prices; each answer checked against what the
 * fixtures say it must be.
 */

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const NAVY = '#1f3a66';
const ORANGE = '#e07a2f';
const CREAM = '#f1e6d2';
const OLIVE = '#6c6f53';

const size = (label: string, price: string, isDefault = false): ProductVariant => ({ id: label, size: label, price, isDefault, mockupImages: [], dimensions: null });

interface Fixture {
  title: string;
  picture: [string, number][];
  sizes: ProductVariant[];
  category: string;
  orientation: string;
  /** The narrowest width offered. */
  minWidth: number;
  /** The lowest price, US dollars. */
  from: number;
}

const FIXTURES: Fixture[] = [
  { title: 'Navy Harbour', picture: [[NAVY, 70], [CREAM, 30]], sizes: [size('24"x16"', '120.00', true), size('36"x24"', '180.00')], category: 'Coastal', orientation: 'landscape', minWidth: 24, from: 120 },
  { title: 'Navy Tower', picture: [[NAVY, 55], [OLIVE, 45]], sizes: [size('16"x24"', '110.00', true), size('32"x48"', '260.00')], category: 'Cityscapes', orientation: 'portrait', minWidth: 16, from: 110 },
  { title: 'Orange Dunes', picture: [[ORANGE, 80], [CREAM, 20]], sizes: [size('60"x30"', '340.00', true)], category: 'Landscapes', orientation: 'panoramic', minWidth: 60, from: 340 },
  { title: 'Cream Square', picture: [[CREAM, 100]], sizes: [size('20"x20"', '95.00', true)], category: 'Abstract', orientation: 'square', minWidth: 20, from: 95 },
  { title: 'Olive Field', picture: [[OLIVE, 90], [ORANGE, 10]], sizes: [size('48"x32"', '240.00'), size('60"x40"', '320.00', true)], category: 'Landscapes', orientation: 'landscape', minWidth: 48, from: 240 },
];

const palettes = new Map<string, PaletteColour[]>();
beforeAll(async () => {
  for (const fixture of FIXTURES) palettes.set(fixture.title, await paletteOf(await bands(...fixture.picture)));
});
beforeEach(async () => {
  await resetDatabase();
  for (const fixture of FIXTURES) {
    await createProduct({ title: fixture.title, category: fixture.category, variants: fixture.sizes, price: fixture.sizes[0]!.price, palette: palettes.get(fixture.title)! });
  }
});

const list = async (input: ProductListInput) => (await callerFor(null)).shop.products.list(input);
const facets = async (input: ProductFacetsInput = {}) => (await callerFor(null)).shop.products.facets(input);
const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);
const expected = (keep: (fixture: Fixture) => boolean) => FIXTURES.filter(keep).map((fixture) => fixture.title).sort();

describe('the colour filter', () => {
  it('finds the prints holding a colour near the one asked for, closest first, and not a distant one', async () => {
    // A navy a few ΔE off the drawn one: both navy prints, the one with more navy no nearer (the nearest colour decides).
    const page = await list({ color: '22406e' });
    expect(titles(page).sort()).toEqual(['Navy Harbour', 'Navy Tower']);
    expect(page.total).toBe(2);
    const orange = await list({ color: '#E07A2F' });
    expect(titles(orange)[0]).toBe('Orange Dunes');
    expect(titles(orange)).toContain('Olive Field');
    expect(titles(orange)).not.toContain('Navy Harbour');
    // Pure green is far from every palette here.
    expect(await list({ color: '00ff00' })).toMatchObject({ items: [], total: 0 });
  });

  it('orders by the nearest colour of each palette, and pages through them without repeats', async () => {
    const first = await list({ color: OLIVE, limit: 1 });
    expect(titles(first)).toEqual([expect.stringMatching(/Olive Field|Navy Tower/)]);
    const seen = [...titles(first)];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await list({ color: OLIVE, limit: 1, cursor });
      seen.push(...titles(next));
      cursor = next.nextCursor;
    }
    expect(seen.sort()).toEqual(['Navy Tower', 'Olive Field']);
    // Another order with the colour keeps its own, and relevance needs a search.
    expect(titles(await list({ color: OLIVE, sort: 'price_asc' }))).toEqual(['Navy Tower', 'Olive Field']);
  });

  it('places colours in CIELAB as culori does (D65 white), the space its distances are ΔE in', async () => {
    const lab = converter('lab65');
    for (const hex of ['#2e4a7a', '#ffffff', '#000000', '#a63a2e', '#c9959a', '#5f6e4a']) {
      const [row] = await query<{ point: string }>('select colour_lab(?)::text as point', [hex]);
      const [l, a, b] = row!.point.replace(/[()\s]/g, '').split(',').map(Number);
      const expected = lab(hex)!;
      expect(l, hex).toBeCloseTo(expected.l, 1);
      expect(a, hex).toBeCloseTo(expected.a, 1);
      expect(b, hex).toBeCloseTo(expected.b, 1);
    }
  });

  it('follows a palette that changes, through the trigger that keeps the colours', async () => {
    expect((await list({ color: ORANGE })).total).toBe(2);
    await query(`update products set palette = ? where title = 'Navy Harbour'`, [JSON.stringify([{ hex: ORANGE, share: 1 }])]);
    expect((await list({ color: ORANGE })).total).toBe(3);
    expect(titles(await list({ color: NAVY }))).toEqual(['Navy Tower']);
  });
});

describe('the shape, wall-width and price filters', () => {
  it.each([
    [{ orientation: 'landscape' as const }, (fixture: Fixture) => fixture.orientation === 'landscape'],
    [{ orientation: 'panoramic' as const }, (fixture: Fixture) => fixture.orientation === 'panoramic'],
    [{ orientation: 'square' as const }, (fixture: Fixture) => fixture.orientation === 'square'],
    [{ maxWidthIn: 24 }, (fixture: Fixture) => fixture.minWidth <= 24],
    [{ maxWidthIn: 48 }, (fixture: Fixture) => fixture.minWidth <= 48],
    [{ minPrice: 110 }, (fixture: Fixture) => fixture.from >= 110],
    [{ maxPrice: 240 }, (fixture: Fixture) => fixture.from <= 240],
    [{ minPrice: 100, maxPrice: 200 }, (fixture: Fixture) => fixture.from >= 100 && fixture.from <= 200],
    [{ orientation: 'landscape' as const, maxWidthIn: 36 }, (fixture: Fixture) => fixture.orientation === 'landscape' && fixture.minWidth <= 36],
    [{ color: NAVY, orientation: 'landscape' as const }, (fixture: Fixture) => fixture.title === 'Navy Harbour'],
    [{ category: 'Landscapes', maxPrice: 300 }, (fixture: Fixture) => fixture.category === 'Landscapes' && fixture.from <= 300],
    [{ search: 'navy', maxWidthIn: 20 }, (fixture: Fixture) => fixture.title.startsWith('Navy') && fixture.minWidth <= 20],
  ])('%j leaves the prints the fixtures say, and counts them', async (filters, keep) => {
    const page = await list(filters);
    expect(titles(page).sort()).toEqual(expected(keep));
    expect(page.total).toBe(expected(keep).length);
    expect((await facets(filters)).total).toBe(expected(keep).length);
  });

  it('reads a price in the shopper’s currency as its prices are shown', async () => {
    // 120 US dollars show as 103.44 euros (rate 0.862): at most 103.44 keeps it, at most 103.43 does not.
    expect(titles(await list({ maxPrice: 103.44, currency: 'eur', sort: 'price_asc' }))).toEqual(['Cream Square', 'Navy Tower', 'Navy Harbour']);
    expect(titles(await list({ maxPrice: 103.43, currency: 'EUR', sort: 'price_asc' }))).toEqual(['Cream Square', 'Navy Tower']);
  });

  it('refuses what it cannot read with a message naming the field, over tRPC and HTTP', async () => {
    const caller = await callerFor(null);
    for (const [query, message] of [
      ['color=navy', 'color: A colour is six hex digits, like 2b4c7e'],
      ['orientation=round', 'orientation: One of landscape, portrait, square, panoramic'],
      ['maxWidthIn=0', 'maxWidthIn: At least 1 inch'],
      ['maxWidthIn=40.5', 'maxWidthIn: A whole number of inches'],
      ['maxWidthIn=abc', 'maxWidthIn: A width in inches'],
      ['minPrice=-1', "minPrice: Can't be negative"],
      ['minPrice=10.005', 'minPrice: At most two decimals'],
      ['minPrice=200&maxPrice=100', 'maxPrice: At least minPrice'],
      ['currency=XYZ&minPrice=1', 'currency: One of USD'],
      ['sort=closest', 'sort: Sort by closest colour needs a colour'],
    ] as const) {
      const input = Object.fromEntries(new URLSearchParams(query)) as ProductListInput;
      await expect(caller.shop.products.list(input), query).rejects.toThrow(message.split(': ')[1]);
      for (const path of query.startsWith('sort') ? ['/api/products'] : ['/api/products', '/api/products/facets']) {
        const response = await app.inject({ method: 'GET', url: `${path}?${query}` });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().message, `${path}?${query}`).toMatch(new RegExp(`^${message.replace(/[.?()]/g, '\\$&')}`));
      }
    }
  });
});

describe('the facets', () => {
  it('count each choice under the other filters, leave out empty ones, and agree with the list’s X-Total-Count', async () => {
    const all = await facets();
    expect(all.total).toBe(FIXTURES.length);
    expect(all.orientation).toEqual([
      { value: 'landscape', count: 2 },
      { value: 'portrait', count: 1 },
      { value: 'square', count: 1 },
      { value: 'panoramic', count: 1 },
    ]);
    expect(all.maxWidthIn).toEqual([
      { value: 24, count: expected((fixture) => fixture.minWidth <= 24).length },
      { value: 36, count: expected((fixture) => fixture.minWidth <= 36).length },
      { value: 48, count: expected((fixture) => fixture.minWidth <= 48).length },
      { value: 60, count: FIXTURES.length },
    ]);
    expect(all.category).toEqual([
      { value: 'Abstract', count: 1 },
      { value: 'Cityscapes', count: 1 },
      { value: 'Coastal', count: 1 },
      { value: 'Landscapes', count: 2 },
    ]);
    expect(all.price).toEqual({ min: '95.00', max: '340.00' });
    expect(all.color.every((entry) => entry.count > 0)).toBe(true);

    // Under a shape, the shape's own facet still offers every shape; the others narrow.
    const landscape = await facets({ orientation: 'landscape' });
    expect(landscape.orientation).toEqual(all.orientation);
    expect(landscape.category).toEqual([{ value: 'Coastal', count: 1 }, { value: 'Landscapes', count: 1 }]);
    expect(landscape.price).toEqual({ min: '120.00', max: '240.00' });

    // Every count is what the list answers for that choice.
    for (const { value, count } of all.color) {
      const response = await app.inject({ method: 'GET', url: `/api/products?color=${swatchHex(value)}` });
      expect(response.headers['x-total-count'], value).toBe(String(count));
    }
    for (const { value, count } of all.orientation) {
      const response = await app.inject({ method: 'GET', url: `/api/products?orientation=${value}` });
      expect(response.headers['x-total-count'], value).toBe(String(count));
    }
  });

  it('answers over HTTP in the shape the contract gives, with prices in the currency asked', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/facets?currency=JPY&orientation=portrait' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(1);
    // 110 dollars at 155.2 yen, no decimals.
    expect(body.price).toEqual({ min: '17072', max: '17072' });
    expect(Object.keys(body).sort()).toEqual(['category', 'color', 'maxWidthIn', 'orientation', 'price', 'total']);
  });

  it('follows the catalogue when it changes', async () => {
    expect((await facets()).orientation.find((entry) => entry.value === 'square')).toEqual({ value: 'square', count: 1 });
    await query(`update products set variants = ? where title = 'Cream Square'`, [JSON.stringify([size('16"x20"', '95.00', true)])]);
    const after = await facets();
    expect(after.orientation.find((entry) => entry.value === 'square')).toBeUndefined();
    expect(after.orientation.find((entry) => entry.value === 'portrait')).toEqual({ value: 'portrait', count: 2 });
  });

  it('holds back an address that asks for more fresh counts than its share, and neither kept facets nor other addresses', async () => {
    const ask = (minPrice: number, remoteAddress: string) => app.inject({ method: 'GET', url: `/api/products/facets?minPrice=${minPrice}`, remoteAddress });
    // Each price bound is a view of its own: counted afresh, once.
    for (let minPrice = 0; minPrice < FRESH_FACETS_PER_IP.limit; minPrice += 1) {
      expect((await ask(minPrice, '198.51.100.7')).statusCode, `view ${minPrice}`).toBe(200);
    }
    const refused = await ask(FRESH_FACETS_PER_IP.limit, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many searches. Please try again in 10 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    // A view already counted is answered from what is kept; another address counts afresh.
    const kept = await ask(100, '198.51.100.7');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().total).toBe(expected((fixture) => fixture.from >= 100).length);
    expect((await ask(FRESH_FACETS_PER_IP.limit, '198.51.100.8')).statusCode).toBe(200);
  });
});

const swatchHex = (key: string) => COLOUR_SWATCHES.find((swatch) => swatch.key === key)!.hex;
