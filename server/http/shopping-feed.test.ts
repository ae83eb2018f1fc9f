import { Window } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { CategorySchema } from '../modules/catalogue/category.entity.ts';
import { CategoryTranslationSchema } from '../modules/catalogue/category-translation.entity.ts';
import { ProductTranslationSchema } from '../modules/catalogue/product-translation.entity.ts';
import { ProductSchema } from '../modules/catalogue/product.entity.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { createProduct, testApp } from '../test/helpers.ts';

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

type Item = Record<string, string | string[]>;

/** The feed parsed as XML (a body that is not well-formed fails the test). */
function parsed(body: string) {
  const document = new window.DOMParser().parseFromString(body, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

/** The channel's own fields: title, link, description, language. */
function channel(body: string): Record<string, string | null> {
  const element = parsed(body).getElementsByTagName('channel')[0]!;
  return Object.fromEntries([...element.children].filter((child) => child.tagName !== 'item').map((child) => [child.tagName, child.textContent]));
}

/** The feed parsed as XML, each item's g: fields by name (a repeated field as a list). */
function items(body: string): Item[] {
  const document = parsed(body);
  expect(document.documentElement.tagName).toBe('rss');
  expect(document.documentElement.getAttribute('version')).toBe('2.0');
  expect(document.documentElement.getAttribute('xmlns:g')).toBe('http://base.google.com/ns/1.0');
  return [...document.getElementsByTagName('item')].map((item) => {
    const fields: Item = {};
    for (const child of item.children) {
      if (child.tagName === 'g:shipping') {
        fields.shipping = [...child.children].map((part) => `${part.tagName}=${part.textContent}`);
      } else fields[child.tagName.replace(/^g:/, '')] = child.textContent;
    }
    return fields;
  });
}

const feed = (country: string) => app.inject({ method: 'GET', url: `/feeds/google.xml?country=${country}` });

async function seed() {
  const harbour = await createProduct({
    title: 'Harbour & "Dusk" </item>',
    description: 'Boats at dusk <b>in</b> soft light.',
    category: 'Waterfronts',
    imageUrl: '/art/products/harbour.svg',
    mockupImages: ['/art/products/harbour.svg', '/art/products/harbour-room.svg'],
    inventory: 3,
    variants: [
      { id: 'a', size: '24"x16"', price: '129.00', isDefault: true, mockupImages: [], dimensions: null },
      { id: 'b', size: '36"x24"', price: '219.50', isDefault: false, mockupImages: [], dimensions: null },
    ],
  });
  const soldOut = await createProduct({ title: 'Sold Out', inventory: 0, price: '80.00', variants: [] });
  const hidden = await createProduct({ title: 'Withdrawn' });
  await (await testOrm()).em.fork().nativeUpdate(ProductSchema, { id: hidden.id }, { hidden: true });
  return { harbour, soldOut, hidden };
}

describe('GET /feeds/google.xml', () => {
  it('lists each print in each size for the US, in dollars, with the shop’s shipping and Google’s fields', async () => {
    const { harbour, soldOut } = await seed();
    const response = await feed('US');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const all = items(response.body);
    expect(all.map((item) => item.id)).toEqual([`${harbour.id}-24x16`, `${harbour.id}-36x24`, `${soldOut.id}-default`]);
    expect(all.some((item) => String(item.title).includes('Withdrawn'))).toBe(false);

    const [small, large, single] = all;
    expect(small).toMatchObject({
      item_group_id: String(harbour.id),
      title: 'Harbour & "Dusk" </item>, 24"x16" canvas print',
      description: 'Boats at dusk <b>in</b> soft light.',
      link: `http://shop.test/product/${harbour.id}?size=24x16`,
      price: '129.00 USD',
      size: '24"x16"',
      availability: 'in_stock',
      condition: 'new',
      brand: 'Canvas & Light',
      google_product_category: '500044',
      identifier_exists: 'no',
      product_type: 'Waterfronts',
    });
    expect(small!.image_link).toMatch(new RegExp(`^http://shop\\.test/share/${harbour.id}-[0-9a-f]{12}\\.jpg$`));
    expect(small!.shipping).toEqual(['g:country=US', 'g:service=Standard', 'g:price=0.00 USD']);
    expect(large).toMatchObject({ item_group_id: String(harbour.id), price: '219.50 USD', link: `http://shop.test/product/${harbour.id}?size=36x24` });
    expect(single).toMatchObject({ item_group_id: String(soldOut.id), price: '80.00 USD', availability: 'out_of_stock', link: `http://shop.test/product/${soldOut.id}` });
  });

  it('prices in the country’s own currency by the shop’s rates and rounding, shipping included', async () => {
    const { harbour } = await seed();
    const germany = items((await feed('de')).body);
    // 129.00 x 0.862 = 111.198, 219.50 x 0.862 = 189.209; shipping to Europe $25 x 0.862 = 21.55.
    expect(germany.slice(0, 2).map((item) => item.price)).toEqual(['111.20 EUR', '189.21 EUR']);
    expect(germany[0]!.shipping).toEqual(['g:country=DE', 'g:service=Standard', 'g:price=21.55 EUR']);
    expect(germany[0]!.link).toBe(`http://shop.test/de/product/${harbour.id}?size=24x16`);

    // Yen have no decimals: 129 x 155.2 = 20,020.8; shipping $45 x 155.2 = 6,984.
    const japan = items((await feed('JP')).body);
    expect(japan[0]!.price).toBe('20021 JPY');
    expect(japan[0]!.shipping).toEqual(['g:country=JP', 'g:service=Standard', 'g:price=6984 JPY']);

    // A country whose currency the shop does not show is priced in dollars.
    const poland = items((await feed('PL')).body);
    expect(poland[0]!.price).toBe('129.00 USD');
    expect(poland[0]!.shipping).toEqual(['g:country=PL', 'g:service=Standard', 'g:price=25.00 USD']);
  });

  it('is German for Germany, Austria and Switzerland, well-formed, each print’s translation where it has one and its link to the German page', async () => {
    const { harbour, soldOut } = await seed();
    const em = (await testOrm()).em.fork();
    const waterfronts = em.create(CategorySchema, { name: 'Waterfronts' });
    em.create(CategoryTranslationSchema, { category: waterfronts, locale: 'de', name: 'Am Wasser & „Ufer“' });
    em.create(ProductTranslationSchema, { product: harbour.id, locale: 'de', title: 'Hafen & „Dämmerung“ </item>', description: 'Boote im <weichen> Abendlicht.' });
    await em.flush();

    for (const country of ['DE', 'AT', 'CH']) {
      const response = await feed(country);
      expect(response.statusCode).toBe(200);
      expect(channel(response.body)).toEqual({
        title: 'Canvas & Light',
        link: 'http://shop.test/de/',
        description:
          'Canvas & Light kuratiert Kunstdrucke auf Leinwand in Museumsqualität für Zuhause und Büro: galeriegerahmt, mit archivbeständigen Tinten gedruckt und in Miami, Florida, von Hand gespannt.',
        language: 'de',
      });
      const [small, large, single] = items(response.body);
      expect(small, country).toMatchObject({
        id: `${harbour.id}-24x16`,
        title: 'Hafen & „Dämmerung“ </item>, Leinwanddruck 24"x16"',
        description: 'Boote im <weichen> Abendlicht.',
        link: `http://shop.test/de/product/${harbour.id}?size=24x16`,
        product_type: 'Am Wasser & „Ufer“',
      });
      expect(large).toMatchObject({ title: 'Hafen & „Dämmerung“ </item>, Leinwanddruck 36"x24"', link: `http://shop.test/de/product/${harbour.id}?size=36x24` });
      // Without a translation: its English title and description, its link German.
      expect(single).toMatchObject({ title: 'Sold Out', description: 'A test print on gallery canvas.', link: `http://shop.test/de/product/${soldOut.id}` });
    }
  });

  it('is French for France and Belgium, Spanish for Spain and Mexico, Italian for Italy; English elsewhere', async () => {
    const { harbour } = await seed();
    const first = async (country: string) => {
      const body = (await feed(country)).body;
      return { language: channel(body).language, item: items(body)[0]! };
    };
    expect(await first('FR')).toMatchObject({ language: 'fr', item: { title: 'Harbour & "Dusk" </item>, impression sur toile 24"x16"', link: `http://shop.test/fr/product/${harbour.id}?size=24x16` } });
    expect((await first('BE')).language).toBe('fr');
    expect(await first('ES')).toMatchObject({ language: 'es', item: { link: `http://shop.test/es/product/${harbour.id}?size=24x16` } });
    expect((await first('MX')).language).toBe('es');
    expect(await first('IT')).toMatchObject({ language: 'it', item: { title: 'Harbour & "Dusk" </item>, stampa su tela 24"x16"' } });
    // A print with no description at all is described in the feed's language.
    await (await testOrm()).em.fork().nativeUpdate(ProductSchema, { id: harbour.id }, { description: null });
    expect((await first('DE')).item.description).toBe('Harbour & "Dusk" </item>, ein Leinwanddruck in Museumsqualität von Canvas & Light.');
    for (const country of ['US', 'GB', 'NL', 'JP']) {
      expect(await first(country), country).toMatchObject({ language: 'en', item: { title: 'Harbour & "Dusk" </item>, 24"x16" canvas print', link: `http://shop.test/product/${harbour.id}?size=24x16` } });
    }
  });

  it('answers 404 for a sanctioned country or one the shop does not ship to, and 400 for a malformed request', async () => {
    await seed();
    for (const country of ['CU', 'IR', 'KP', 'XX', 'RU']) {
      const response = await feed(country);
      expect(response.statusCode, country).toBe(404);
      expect(response.json()).toEqual({ message: `The shop does not ship to ${country}.` });
    }
    for (const url of ['/feeds/google.xml', '/feeds/google.xml?country=USA', '/feeds/google.xml?country=1', '/feeds/google.xml?country=US&x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('answers an empty channel for an empty shop', async () => {
    const response = await feed('US');
    expect(response.statusCode).toBe(200);
    expect(items(response.body)).toEqual([]);
  });
});
