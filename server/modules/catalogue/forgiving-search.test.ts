import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductSort } from '../../../src/catalogue-options.ts';
import type { Locale } from '../../../src/locales.ts';
import type { App } from '../../app.ts';
import { seedDemoCatalogue } from '../../seed/demo-seed.ts';
import { query } from '../../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { callerFor, createProduct, testApp } from '../../test/helpers.ts';

/**
 * Search that forgives typos, against real PostgreSQL and the demo catalogue: a search that
 * matches nothing as typed is corrected against the catalogue's own words and answers their
 * matches, saying so; one too far from any word answers nothing, with the nearest words to suggest.
 */

let app: App;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await resetDatabase();
  await seedDemoCatalogue((await testOrm()).em.fork());
});

const list = async (search: string, options: { locale?: Locale; sort?: ProductSort; cursor?: string; limit?: number } = {}) =>
  (await callerFor(null, { locale: options.locale })).shop.products.list({ search, sort: options.sort, cursor: options.cursor, limit: options.limit });
const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

describe('a search with typos', () => {
  it.each([
    // One edit: a letter missing, one too many, one wrong.
    ['lighthose', 'lighthouse', 'Lighthouse, Blue Hour'],
    ['amsterdm', 'amsterdam', 'Amsterdam Gables at First Light'],
    ['terracota', 'terracotta', 'Terracotta Forms No. 3'],
    ['istambul', 'istanbul', 'Golden Horn, Istanbul'],
    ['florance', 'florence', 'Florence, the Dome at Golden Hour'],
    ['manhatttan', 'manhattan', 'Manhattan Nocturne'],
    // Two edits in a longer word.
    ['teracota', 'terracotta', 'Terracotta Forms No. 3'],
    ['mannhatan', 'manhattan', 'Manhattan Nocturne'],
    ['marakech', 'marrakech', 'Through the Arches, Marrakech Evening'],
    // Swapped letters.
    ['lihgthouse', 'lighthouse', 'Lighthouse, Blue Hour'],
    ['prauge', 'prague', 'Prague Spires by Moonlight'],
    ['sagauro', 'saguaro', 'Saguaro Twilight'],
    ['amstredam', 'amsterdam', 'Amsterdam Gables at First Light'],
    // Missing letters.
    ['ligthouse', 'lighthouse', 'Lighthouse, Blue Hour'],
    ['saguro', 'saguaro', 'Saguaro Twilight'],
    // A tag and a category, which a search matches too.
    ['portugall', 'portugal', 'Lisbon Rooftops at Dusk'],
  ])('%s finds the print it meant (%s) first, and says what it searched for', async (typed, meant, title) => {
    const page = await list(typed);
    expect(page.correctedTo).toBe(meant);
    expect(page.suggestion).toBeUndefined();
    expect(titles(page)[0]).toBe(title);
    expect(page.total).toBe(page.items.length);
  });

  it('corrects only the words it does not know, keeping the rest of the search as typed', async () => {
    const page = await list('Lighthose, Blue');
    expect(page.correctedTo).toBe('lighthouse, blue');
    expect(titles(page)).toEqual(['Lighthouse, Blue Hour']);
  });

  it('leaves a search that matches as typed alone, even where a corrected one would match more', async () => {
    // "harbor" is one edit from "harbour", but a print of its own holds it.
    await createProduct({ title: 'Harbor Lights', description: 'Boats at rest.', tags: [] });
    const page = await list('harbor');
    expect(titles(page)).toEqual(['Harbor Lights']);
    expect(page.correctedTo).toBeUndefined();
  });

  it('matches tags and categories as typed too', async () => {
    expect(titles(await list('kandinsky')).length).toBeGreaterThan(0);
    expect((await list('kandinsky')).items.every((item) => item.tags.includes('kandinsky'))).toBe(true);
    const europe = await list('europe');
    expect(europe.items.map((item) => item.category)).toEqual(europe.items.map(() => 'Europe'));
    expect(europe.total).toBe((await query("select id from products where category = 'Europe'")).length);
  });

  it('answers nothing for a search far from every word, with the nearest words to suggest', async () => {
    const far = await list('lighthoooouse');
    expect(far).toMatchObject({ items: [], total: 0, suggestion: 'lighthouse' });
    expect(far.correctedTo).toBeUndefined();
    // Nonsense shares no trigram with any word: the suggestion is the word of about its length fewest
    // edits away, as the vocabulary says, and it finds prints.
    const nonsense = await list('xqzwv');
    expect(nonsense).toMatchObject({ items: [], total: 0, nextCursor: null, suggestion: expect.any(String) });
    const [nearest] = await query<{ word: string }>(
      "select word from catalogue_words where locale = 'en' and abs(length(word) - 5) <= 2 order by levenshtein(word, 'xqzwv'), products desc, word limit 1",
    );
    expect(nonsense.suggestion).toBe(nearest!.word);
    expect((await list(nonsense.suggestion!)).total).toBeGreaterThan(0);
  });

  it('leaves words of two letters, and a search of them, as typed', async () => {
    expect(await list('qx')).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('pages through a corrected search as through any other, in the sort asked for', async () => {
    const golden = await list('goldn', { sort: 'price_asc', limit: 2 });
    expect(golden.correctedTo).toBe('golden');
    const all = (await query<{ id: number }>("select id from products where search_text like '%golden%' order by sort_price, id")).map((row) => row.id);
    expect(all.length).toBeGreaterThan(2);
    const seen = golden.items.map((item) => item.id);
    let cursor = golden.nextCursor;
    while (cursor) {
      const next = await list('goldn', { sort: 'price_asc', limit: 2, cursor });
      expect(next.correctedTo).toBe('golden');
      seen.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual(all);
  });

  it('corrects in the shopper’s language against its titles as well as the English words', async () => {
    const german = await list('leuchturm', { locale: 'de' });
    expect(german.correctedTo).toBe('leuchtturm');
    expect(titles(german)).toContain('Leuchtturm, blaue Stunde');
    // The English search is not corrected towards German words.
    expect((await list('leuchturm')).correctedTo).toBeUndefined();
  });

  it('follows the catalogue: a print retitled or retagged is found by its new words, corrected', async () => {
    await query("update products set title = 'Quayside Reverie', tags = array['mooring'] where title = 'Harbour Circles'");
    expect(titles(await list('quaysde'))).toEqual(['Quayside Reverie']);
    expect(titles(await list('moorng'))).toEqual(['Quayside Reverie']);
  });

  it('never corrects towards a print out of the shop', async () => {
    await query("update products set hidden = true where title = 'Saguaro Twilight'");
    const page = await list('sagauro');
    expect(page).toMatchObject({ items: [], total: 0 });
    expect(page.correctedTo).toBeUndefined();
    expect(page.suggestion).not.toMatch(/saguaro/);
  });
});

describe('a search ranked by relevance', () => {
  /** Every match of `word` in the order relevance promises: the title's first, then the rest, each newest first. */
  const ranked = async (word: string) =>
    (
      await query<{ id: number }>(
        `select id from products where not hidden and search_text like '%${word}%'
          order by split_part(search_text, chr(10), 1) like '%${word}%' desc, created_at desc, id desc`,
      )
    ).map((row) => row.id);

  it('is the order of a search when none is asked for: prints whose title holds it first, each part newest first', async () => {
    const page = await list('blue', { limit: 100 });
    const expected = await ranked('blue');
    expect(page.items.map((item) => item.id)).toEqual(expected);
    // Both parts are there, so the order is not the newest one by chance.
    expect(titles(page).slice(0, 2).every((title) => /blue/i.test(title))).toBe(true);
    expect(titles(page).some((title) => !/blue/i.test(title))).toBe(true);
    expect(page.items.map((item) => item.id)).not.toEqual((await list('blue', { sort: 'newest', limit: 100 })).items.map((item) => item.id));
  });

  it('pages through both parts, each print once, across the page where they meet', async () => {
    const expected = await ranked('blue');
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await list('blue', { limit: 2, cursor });
      expect(page.total).toBe(expected.length);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(expected);
  });

  it('ranks by the title in the shopper’s language too', async () => {
    const page = await list('stunde', { locale: 'de', limit: 100 });
    expect(page.items.length).toBeGreaterThan(0);
    const inTitle = titles(page).map((title) => /stunde/i.test(title));
    // Every title that holds it comes before every one that does not.
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
    expect(inTitle[0]).toBe(true);
  });

  it('refuses relevance without a search, and a relevance cursor in another order', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products?sort=relevance' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'sort: Sort by relevance needs a search' });
    const first = await list('blue', { limit: 2 });
    const mixed = await app.inject({ method: 'GET', url: `/api/products?search=blue&sort=newest&cursor=${first.nextCursor}` });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ message: expect.stringMatching(/^cursor: This page cursor belongs to another sort order/) });
  });
});

describe('GET /api/products with a search with typos', () => {
  it('answers the corrected matches and names the correction in a header', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products?search=lighthose' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { title: string }[]).map((item) => item.title)).toEqual(['Lighthouse, Blue Hour']);
    expect(response.headers['x-search-corrected']).toBe('lighthouse');
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.headers['x-search-suggestion']).toBeUndefined();
  });

  it('answers an empty list with a suggestion, URI-encoded, when nothing is near enough', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products?search=lighthoooouse' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
    expect(response.headers['x-search-suggestion']).toBe('lighthouse');
    const german = await app.inject({ method: 'GET', url: '/api/products?search=d%C3%A4mmmmmerung', headers: { 'x-shop-locale': 'de' } });
    expect(german.json()).toEqual([]);
    expect(decodeURIComponent(String(german.headers['x-search-suggestion']))).toBe('dämmerung');
  });

  it('answers a search that matches as typed without either header', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products?search=lighthouse' });
    expect(response.headers['x-search-corrected']).toBeUndefined();
    expect(response.headers['x-search-suggestion']).toBeUndefined();
  });
});
