import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/locales.ts';
import type { App } from '../../app.ts';
import { query } from '../../test/checkout-fixtures.ts';
import { resetDatabase } from '../../test/database.ts';
import { ADMIN_EMAIL, callerFor, createProduct, createUser, SUPPORT_STAFF_EMAIL, testApp } from '../../test/helpers.ts';
import { standinServices, type PrintifyStandin } from '../../test/printify-standin.ts';
import { sessionCookieFor } from '../../test/return-fixtures.ts';
import { SESSION_COOKIE } from '../../trpc/session-cookie.ts';
import type { Services } from '../request-scope.ts';

/**
 * The catalogue in the shop's other languages, against real PostgreSQL and the Printify stand-in:
 * admins translate prints and categories (audited; nobody else may), a sync keeps translations and
 * flags those whose English changed, and every read a shopper makes answers in their language, each
 * text in English where it has no translation.
 */

let standin: PrintifyStandin;
let services: Services;
let app: App;

beforeAll(async () => {
  ({ standin, services } = await standinServices());
  app = await testApp();
});
afterAll(async () => {
  await standin.close();
  await app.close();
});
beforeEach(async () => {
  await resetDatabase();
  standin.reset();
});

const admin = async () => callerFor(await createUser({ email: ADMIN_EMAIL }), { services });
const shopper = (locale?: Locale) => callerFor(null, { services, locale });
const translationRows = () =>
  query<{ product_id: number; locale: string; title: string | null; description: string | null; title_needs_review: boolean; description_needs_review: boolean; updated_by: string | null }>(
    'select product_id, locale, title, description, title_needs_review, description_needs_review, updated_by from product_translations order by product_id, locale',
  );
const auditRows = () => query<{ action: string; target_type: string; target_id: string; actor_email: string }>('select action, target_type, target_id, actor_email from admin_audit order by id');

/** A category and its print as the demo has them: English text, the category's own name. */
async function landscape() {
  const [category] = await query<{ id: number }>("insert into categories (name, description) values ('Landscapes', 'Wide, restful views.') returning id");
  const product = await createProduct({
    title: 'Alpine Ridges, Golden Hour',
    description: 'Ridge after ridge fading into golden haze.',
    category: 'Landscapes',
    tags: ['mountains'],
  });
  return { categoryId: category!.id, product };
}

describe('translations saved by an admin', () => {
  it('are audited, shown to shoppers of that language only, with markup reduced to text; blank fields fall back to English', async () => {
    const { product } = await landscape();
    const curator = await admin();
    const saved = await curator.admin.products.saveTranslation({
      productId: product.id,
      locale: 'de',
      title: 'Alpengrate in der goldenen Stunde',
      description: '<p>Grat um Grat, der im <strong>goldenen Dunst</strong> verblasst.</p><script>alert(1)</script>',
    });
    expect(saved).toMatchObject({ locale: 'de', title: 'Alpengrate in der goldenen Stunde', description: 'Grat um Grat, der im goldenen Dunst verblasst.', titleNeedsReview: false, updatedBy: ADMIN_EMAIL });
    expect(await auditRows()).toEqual([{ action: 'product.translate', target_type: 'product', target_id: String(product.id), actor_email: ADMIN_EMAIL }]);

    expect(await (await shopper('de')).shop.products.byId({ id: product.id })).toMatchObject({ title: 'Alpengrate in der goldenen Stunde', description: 'Grat um Grat, der im goldenen Dunst verblasst.' });
    // French has none: English. English is the catalogue's own.
    expect(await (await shopper('fr')).shop.products.byId({ id: product.id })).toMatchObject({ title: 'Alpine Ridges, Golden Hour', description: 'Ridge after ridge fading into golden haze.' });
    expect(await (await shopper()).shop.products.byId({ id: product.id })).toMatchObject({ title: 'Alpine Ridges, Golden Hour' });

    // A title alone: the description is read in English.
    await curator.admin.products.saveTranslation({ productId: product.id, locale: 'de', title: 'Alpengrate', description: '' });
    expect(await (await shopper('de')).shop.products.byId({ id: product.id })).toMatchObject({ title: 'Alpengrate', description: 'Ridge after ridge fading into golden haze.' });
    // Both blank: the translation is gone.
    expect(await curator.admin.products.saveTranslation({ productId: product.id, locale: 'de', title: ' ', description: '' })).toBeNull();
    expect(await translationRows()).toEqual([]);
    expect((await auditRows()).map((row) => row.action)).toEqual(['product.translate', 'product.translate', 'product.translate']);

    const [translated] = (await curator.admin.products.translations({})).items;
    expect(translated).toMatchObject({ id: product.id, states: { de: 'missing', fr: 'missing', es: 'missing', it: 'missing' } });
  });

  it('say how far each print is translated, and find it by its English or translated title', async () => {
    const { product } = await landscape();
    const other = await createProduct({ title: 'Harbour at Dusk', description: null });
    const curator = await admin();
    await curator.admin.products.saveTranslation({ productId: product.id, locale: 'de', title: 'Alpengrate', description: 'Grat um Grat.' });
    await curator.admin.products.saveTranslation({ productId: product.id, locale: 'fr', title: 'Crêtes alpines', description: '' });
    await curator.admin.products.saveTranslation({ productId: other.id, locale: 'it', title: 'Porto al tramonto', description: '' });

    const page = await curator.admin.products.translations({});
    expect(page.total).toBe(2);
    expect(page.items.map((row) => [row.title, row.states])).toEqual([
      ['Harbour at Dusk', { de: 'missing', fr: 'missing', es: 'missing', it: 'done' }],
      ['Alpine Ridges, Golden Hour', { de: 'done', fr: 'partial', es: 'missing', it: 'missing' }],
    ]);
    expect((await curator.admin.products.translations({ search: 'crêtes' })).items.map((row) => row.id)).toEqual([product.id]);
    expect((await curator.admin.products.translations({ search: 'harbour' })).items.map((row) => row.id)).toEqual([other.id]);
    expect(await curator.admin.products.translation({ productId: product.id })).toMatchObject({
      title: 'Alpine Ridges, Golden Hour',
      translations: [
        { locale: 'de', title: 'Alpengrate', description: 'Grat um Grat.' },
        { locale: 'fr', title: 'Crêtes alpines', description: null },
      ],
    });
  });

  it('are refused to support staff, customers and visitors, and nothing is written', async () => {
    const { product, categoryId } = await landscape();
    const translation = { productId: product.id, locale: 'de' as const, title: 'Alpengrate', description: '' };
    const categoryTranslation = { categoryId, locale: 'de' as const, name: 'Landschaften', description: '' };
    const support = await callerFor(await createUser({ email: SUPPORT_STAFF_EMAIL }), { services });
    const customer = await callerFor(await createUser({ email: 'collector@example.com' }), { services });
    for (const [caller, code] of [
      [support, 'FORBIDDEN'],
      [customer, 'FORBIDDEN'],
      [await shopper(), 'UNAUTHORIZED'],
    ] as const) {
      await expect(caller.admin.products.saveTranslation(translation)).rejects.toMatchObject({ code });
      await expect(caller.admin.products.saveCategoryTranslation(categoryTranslation)).rejects.toMatchObject({ code });
      await expect(caller.admin.products.translations({})).rejects.toMatchObject({ code });
    }
    expect(await translationRows()).toEqual([]);
    expect(await query('select * from category_translations')).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('refuse bad input with 400 and a message, over HTTP too, and write nothing', async () => {
    const { product } = await landscape();
    const curatorAccount = await createUser({ email: ADMIN_EMAIL });
    const curator = await callerFor(curatorAccount, { services });
    const bad = [
      { productId: product.id, locale: 'en', title: 'Alpine', description: '' },
      { productId: product.id, locale: 'xx', title: 'Alpine', description: '' },
      { productId: product.id, locale: 'de', title: 'A'.repeat(256), description: '' },
      { productId: product.id, locale: 'de', title: 'Zwei\nZeilen', description: '' },
      { productId: product.id, locale: 'de', title: 'Alpengrate', description: 'B'.repeat(5001) },
      { productId: product.id, locale: 'de', title: 'Alpengrate', description: 'Ein \u0007 Klingeln' },
      { productId: 0, locale: 'de', title: 'Alpengrate', description: '' },
      { productId: product.id, locale: 'de', title: 'Alpengrate', description: '', extra: true },
    ];
    for (const input of bad) {
      // @ts-expect-error each is malformed on purpose
      await expect(curator.admin.products.saveTranslation(input), JSON.stringify(input).slice(0, 80)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(curator.admin.products.saveTranslation({ productId: 999_999, locale: 'de', title: 'Alpengrate', description: '' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'There is no such print.',
    });

    const adminCookie = await sessionCookieFor(app, curatorAccount);
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/admin.products.saveTranslation',
      cookies: { [SESSION_COOKIE]: adminCookie },
      payload: { json: { productId: product.id, locale: 'de', title: 'A'.repeat(256), description: '' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.json.message).toContain('Title has at most 255 characters');
    expect(await translationRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('name categories in each language, and refuse a name that another category has there (409)', async () => {
    const { categoryId, product } = await landscape();
    const [europe] = await query<{ id: number }>("insert into categories (name) values ('Europe') returning id");
    const curator = await admin();
    expect(await curator.admin.products.saveCategoryTranslation({ categoryId, locale: 'de', name: 'Landschaften', description: 'Weite, ruhige Ausblicke.' })).toMatchObject({
      locale: 'de',
      name: 'Landschaften',
    });
    await expect(curator.admin.products.saveCategoryTranslation({ categoryId: europe!.id, locale: 'de', name: 'Landschaften', description: '' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: '“Landschaften” already names the category Landscapes in German: choose another name.',
    });
    // Another category's own name would take its address (?category=Europe) in German.
    await expect(curator.admin.products.saveCategoryTranslation({ categoryId, locale: 'de', name: 'Europe', description: '' })).rejects.toMatchObject({ code: 'CONFLICT' });
    // The same name in another language is another language's.
    await curator.admin.products.saveCategoryTranslation({ categoryId: europe!.id, locale: 'fr', name: 'Landschaften', description: '' });
    expect((await auditRows()).map((row) => [row.action, row.target_type, row.target_id])).toEqual([
      ['category.translate', 'category', String(categoryId)],
      ['category.translate', 'category', String(europe!.id)],
    ]);

    const german = await shopper('de');
    expect((await german.shop.categories.list()).find((category) => category.id === categoryId)).toEqual({
      id: categoryId,
      key: 'Landscapes',
      name: 'Landschaften',
      description: 'Weite, ruhige Ausblicke.',
      imageUrl: null,
    });
    expect(await german.shop.products.byId({ id: product.id })).toMatchObject({ category: 'Landschaften' });
    expect((await curator.admin.products.categoryTranslations()).map((category) => [category.name, category.translations.map((translation) => translation.name)])).toEqual([
      ['Landscapes', ['Landschaften']],
      ['Europe', ['Landschaften']],
    ]);
  });
});

describe('a Printify sync', () => {
  it('keeps translations, and flags one as needing review only when its English changed, until an admin saves it', async () => {
    const source = standin.addCanvasProduct({
      title: 'Harbour at Dusk',
      description: '<p>Boats at dusk.</p>',
      tags: ['Waterfronts'],
      sizes: [{ width: 24, height: 16, price: 12900 }],
    });
    const curator = await admin();
    await curator.printify.sync();
    const [{ id }] = (await query<{ id: number }>('select id from products where printify_id = ?', [source.id])) as [{ id: number }];
    await curator.admin.products.saveTranslation({ productId: id, locale: 'de', title: 'Hafen in der Dämmerung', description: 'Boote in der Dämmerung.' });
    await curator.admin.products.saveTranslation({ productId: id, locale: 'fr', title: 'Port au crépuscule', description: '' });
    const flags = async () => (await translationRows()).map((row) => [row.locale, row.title_needs_review, row.description_needs_review]);

    // Nothing changed at Printify: nothing to review.
    await curator.printify.sync();
    expect(await flags()).toEqual([
      ['de', false, false],
      ['fr', false, false],
    ]);

    // A new English title: both titles flagged, kept and still shown; the descriptions are not.
    source.title = 'Harbour at Nightfall';
    await curator.printify.sync();
    expect(await flags()).toEqual([
      ['de', true, false],
      ['fr', true, false],
    ]);
    expect(await (await shopper('de')).shop.products.byId({ id })).toMatchObject({ title: 'Hafen in der Dämmerung', description: 'Boote in der Dämmerung.' });
    expect(await (await shopper()).shop.products.byId({ id })).toMatchObject({ title: 'Harbour at Nightfall' });
    expect((await curator.admin.products.translations({ needsReview: true })).items).toMatchObject([{ id, states: { de: 'review', fr: 'review', es: 'missing', it: 'missing' } }]);
    expect((await curator.admin.products.translations({ needsReview: false })).items).toEqual([]);

    // A new description: only German has one to review; French shows the English.
    source.description = '<p>Boats at nightfall.</p>';
    await curator.printify.sync();
    expect(await flags()).toEqual([
      ['de', true, true],
      ['fr', true, false],
    ]);

    // Saving the German reviews it; the French still waits.
    await curator.admin.products.saveTranslation({ productId: id, locale: 'de', title: 'Hafen bei Einbruch der Nacht', description: 'Boote bei Einbruch der Nacht.' });
    expect(await flags()).toEqual([
      ['de', false, false],
      ['fr', true, false],
    ]);
    expect((await curator.admin.products.translations({})).items).toMatchObject([{ id, states: { de: 'done', fr: 'review' } }]);
  });
});

describe('what a shopper reads', () => {
  /** Two prints, one translated into German and French (the French without a description), and their category. */
  async function catalogue() {
    const { categoryId, product: alpine } = await landscape();
    const lake = await createProduct({ title: 'Still Lake, Morning Mist', description: 'Mist on a still lake.', category: 'Landscapes', tags: ['mountains'] });
    const harbour = await createProduct({ title: 'Harbour at Dusk', description: 'Boats at dusk.', category: 'Waterfronts', tags: ['sea'] });
    const curator = await admin();
    await curator.admin.products.saveTranslation({ productId: alpine.id, locale: 'de', title: 'Alpengrate, Landschaft im goldenen Licht', description: 'Grat um Grat im goldenen Dunst.' });
    await curator.admin.products.saveTranslation({ productId: lake.id, locale: 'de', title: 'Stiller See im Morgennebel', description: 'Nebel auf einem stillen See.' });
    await curator.admin.products.saveTranslation({ productId: alpine.id, locale: 'fr', title: 'Crêtes alpines à l’heure dorée', description: '' });
    await curator.admin.products.saveCategoryTranslation({ categoryId, locale: 'de', name: 'Landschaften', description: '' });
    await curator.admin.products.saveCategoryTranslation({ categoryId, locale: 'fr', name: 'Paysages', description: '' });
    return { alpine, lake, harbour };
  }

  it('in German and French, each text in English where it has no translation: the list, a print, the categories, the bag and the recommendations', async () => {
    const { alpine, lake, harbour } = await catalogue();
    const german = await shopper('de');
    const list = await german.shop.products.list({ sort: 'newest' });
    expect(list.items.map((product) => [product.title, product.category])).toEqual([
      ['Harbour at Dusk', 'Waterfronts'],
      ['Stiller See im Morgennebel', 'Landschaften'],
      ['Alpengrate, Landschaft im goldenen Licht', 'Landschaften'],
    ]);
    const french = await shopper('fr');
    expect(await french.shop.products.byId({ id: alpine.id })).toMatchObject({ title: 'Crêtes alpines à l’heure dorée', description: 'Ridge after ridge fading into golden haze.', category: 'Paysages' });
    expect((await french.shop.products.byId({ id: lake.id })).title).toBe('Still Lake, Morning Mist');
    expect((await french.shop.categories.list()).map((category) => [category.key, category.name])).toEqual([['Landscapes', 'Paysages']]);

    // The bag: its lines' prints in the page's language, as added and as listed.
    const added = await german.cart.add({ productId: alpine.id, quantity: 1 });
    expect(added.product.title).toBe('Alpengrate, Landschaft im goldenen Licht');
    expect((await german.cart.list()).items.map((line) => line.product.title)).toEqual(['Alpengrate, Landschaft im goldenen Licht']);
    expect((await german.cart.update({ id: added.id, quantity: 2 })).product.category).toBe('Landschaften');

    // Recommendations: translated prints and labels; the viewed category named in German finds its prints.
    const recommended = await german.shop.recommendations({ categories: 'Landschaften' });
    const byId = new Map(recommended.map((item) => [item.id, item]));
    expect(byId.get(lake.id)).toMatchObject({ title: 'Stiller See im Morgennebel', reason: 'interests', label: 'Passend zu Ihren Interessen' });
    expect(byId.get(harbour.id)?.title).toBe('Harbour at Dusk');
    expect(await (await shopper()).shop.recommendations({ categories: 'Landscapes' })).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: lake.id, title: 'Still Lake, Morning Mist', label: 'Based on your interests' })]),
    );
  });

  it('finds a print by a word in its German title or description, sorts by its German title, and takes a category by its German name', async () => {
    const { alpine, lake, harbour } = await catalogue();
    const german = await shopper('de');
    expect((await german.shop.products.list({ search: 'Landschaft' })).items.map((product) => product.id)).toEqual([alpine.id]);
    expect((await german.shop.products.list({ search: 'nebel' })).items.map((product) => product.id)).toEqual([lake.id]);
    // The English words still find it; a German word finds nothing in English.
    expect((await german.shop.products.list({ search: 'still lake' })).items.map((product) => product.id)).toEqual([lake.id]);
    expect((await (await shopper()).shop.products.list({ search: 'Landschaft' })).total).toBe(0);

    expect((await german.shop.products.list({ sort: 'name' })).items.map((product) => product.title)).toEqual([
      'Alpengrate, Landschaft im goldenen Licht',
      'Harbour at Dusk',
      'Stiller See im Morgennebel',
    ]);
    // English sorts by the English titles (Still Lake after Harbour; Alpine first).
    expect((await (await shopper()).shop.products.list({ sort: 'name' })).items.map((product) => product.id)).toEqual([alpine.id, harbour.id, lake.id]);

    for (const category of ['Landschaften', 'Landscapes']) {
      const page = await german.shop.products.list({ category, sort: 'name', limit: 1 });
      expect(page, category).toMatchObject({ total: 2, items: [{ id: alpine.id }] });
      expect((await german.shop.products.list({ category, sort: 'name', cursor: page.nextCursor! })).items.map((product) => product.id)).toEqual([lake.id]);
    }
    // A German name is German only.
    expect((await (await shopper('fr')).shop.products.list({ category: 'Landschaften' })).total).toBe(0);
  });

  it('over HTTP, in the language the page names (x-shop-locale), else the visitor’s cookie, else English', async () => {
    const { alpine } = await catalogue();
    const title = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: `/trpc/shop.products.byId?input=${encodeURIComponent(JSON.stringify({ json: { id: alpine.id } }))}`, headers })).json().result.data.json.title;
    expect(await title({ 'x-shop-locale': 'de' })).toBe('Alpengrate, Landschaft im goldenen Licht');
    expect(await title({ cookie: 'locale=fr' })).toBe('Crêtes alpines à l’heure dorée');
    expect(await title({ 'x-shop-locale': 'de', cookie: 'locale=fr' })).toBe('Alpengrate, Landschaft im goldenen Licht');
    expect(await title({})).toBe('Alpine Ridges, Golden Hour');
    // The REST API stays English (its contract) unless asked otherwise.
    expect((await app.inject({ method: 'GET', url: `/api/products/${alpine.id}` })).json().title).toBe('Alpine Ridges, Golden Hour');
  });
});
