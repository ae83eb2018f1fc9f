import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { CategorySchema } from '../modules/catalogue/category.entity.ts';
import { CategoryTranslationSchema } from '../modules/catalogue/category-translation.entity.ts';
import { ProductTranslationSchema } from '../modules/catalogue/product-translation.entity.ts';
import { ProductSchema } from '../modules/catalogue/product.entity.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { createProduct, testApp } from '../test/helpers.ts';

/** A JSON-LD node as parsed: the tests read and check it field by field, so it is left untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ld = Record<string, any>;

let app: App;
let clientDir: string;
const window = new Window();

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'shop-head-'));
  // The build's own title and description, which every page replaces with its own.
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Canvas &amp; Light · Museum-quality canvas prints</title><meta name="description" content="Built." /></head><body><div id="root"></div></body></html>',
  );
  app = await testApp({ clientDir });
});
afterAll(async () => {
  await app.close();
  await window.happyDOM.close();
  await rm(clientDir, { recursive: true, force: true });
});
beforeEach(resetDatabase);

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url });
  const document = new window.DOMParser().parseFromString(response.body, 'text/html');
  const meta = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
  return {
    status: response.statusCode,
    body: response.body,
    document,
    title: document.title,
    description: meta('name="description"'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    lang: document.documentElement.getAttribute('lang'),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ogAll: (key: string) => [...document.querySelectorAll(`meta[property="og:${key}"]`)].map((meta) => meta.getAttribute('content')),
    og: (key: string) => meta(`property="og:${key}"`),
    property: (key: string) => meta(`property="${key}"`),
    twitter: (key: string) => meta(`name="twitter:${key}"`),
    robots: meta('name="robots"'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent) as Ld),
  };
}

const VARIANTS = [
  { id: 'v-small', size: '24"x16"', price: '129.00', isDefault: true, mockupImages: [], dimensions: null },
  { id: 'v-large', size: '36"x24"', price: '219.00', isDefault: false, mockupImages: [], dimensions: null },
];
const LONG_DESCRIPTION =
  'Low winter light settles over the harbour as the last boats come in, their masts drawn in soft charcoal against a sky of rose and pewter, with the town’s lamps beginning to glow along the quay.';

describe('each page’s head, written by the server', () => {
  it('names a print, describes it in whole words, and gives its card, price and canonical address', async () => {
    const product = await createProduct({
      title: 'Harbour at Dusk',
      description: LONG_DESCRIPTION,
      price: '129.00',
      category: 'Waterfronts',
      imageUrl: '/art/products/harbour.svg',
      mockupImages: ['/art/products/harbour.svg', '/art/products/harbour-room.svg'],
      variants: VARIANTS,
    });
    const head = await page(`/product/${product.id}?size=36x24&utm_source=pin`);
    expect(head.status).toBe(200);
    expect(head.title).toBe('Harbour at Dusk — Canvas & Light');
    expect(head.document.querySelectorAll('title')).toHaveLength(1);
    expect(head.description!.length).toBeLessThanOrEqual(155);
    expect(head.description).toMatch(/^Low winter light settles over the harbour .*\S…$/);
    // Cut after a whole word of the text.
    expect(LONG_DESCRIPTION.startsWith(head.description!.slice(0, -1))).toBe(true);
    expect(LONG_DESCRIPTION[head.description!.length - 1]).toBe(' ');
    expect(head.canonical).toBe(`http://shop.test/product/${product.id}`);
    expect(head.robots).toBeNull();

    expect(head.og('type')).toBe('product');
    expect(head.og('title')).toBe('Harbour at Dusk — Canvas & Light');
    expect(head.og('description')).toBe(head.description);
    expect(head.og('url')).toBe(head.canonical);
    expect(head.og('image')).toMatch(new RegExp(`^http://shop\\.test/share/${product.id}-[0-9a-f]{12}\\.jpg$`));
    expect([head.og('image:width'), head.og('image:height')]).toEqual(['1200', '630']);
    expect(head.property('product:price:amount')).toBe('129.00');
    expect(head.property('product:price:currency')).toBe('USD');
    expect(head.twitter('card')).toBe('summary_large_image');
    expect(head.twitter('title')).toBe(head.og('title'));
    expect(head.twitter('image')).toBe(head.og('image'));
  });

  it('describes a print in JSON-LD: the Product with an Offer per size, and where it sits', async () => {
    const product = await createProduct({
      title: 'Harbour at Dusk',
      description: LONG_DESCRIPTION,
      category: 'Waterfronts',
      imageUrl: '/art/products/harbour.svg',
      mockupImages: ['/art/products/harbour.svg', '/art/products/harbour-room.svg'],
      variants: VARIANTS,
      inventory: 4,
    });
    const { jsonLd, og } = await page(`/product/${product.id}`);
    const [data, trail] = jsonLd;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Harbour at Dusk',
      description: LONG_DESCRIPTION,
      sku: String(product.id),
      brand: { '@type': 'Brand', name: 'Canvas & Light' },
      category: 'Waterfronts',
    });
    expect(data!.image).toEqual([
      'http://shop.test/art/products/harbour.svg',
      'http://shop.test/art/products/harbour-room.svg',
      og('image'),
    ]);
    expect(data!.offers).toHaveLength(2);
    const [small, large] = data!.offers as Ld[];
    expect(small).toMatchObject({
      '@type': 'Offer',
      url: `http://shop.test/product/${product.id}?size=24x16`,
      price: '129.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    expect(large).toMatchObject({ url: `http://shop.test/product/${product.id}?size=36x24`, price: '219.00', priceCurrency: 'USD' });
    for (const offer of [small!, large!]) {
      expect(offer.hasMerchantReturnPolicy).toMatchObject({
        '@type': 'MerchantReturnPolicy',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 7,
      });
      expect(offer.hasMerchantReturnPolicy.applicableCountry).toContain('US');
      const toUs = (offer.shippingDetails as Ld[]).find((entry) => entry.shippingDestination.addressCountry.includes('US'));
      expect(toUs!.shippingRate).toEqual({ '@type': 'MonetaryAmount', value: '0.00', currency: 'USD' });
      const toGermany = (offer.shippingDetails as Ld[]).find((entry) => entry.shippingDestination.addressCountry.includes('DE'));
      expect(toGermany!.shippingRate.value).toBe('25.00');
    }
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(trail!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://shop.test/' },
      { '@type': 'ListItem', position: 2, name: 'Shop', item: 'http://shop.test/shop' },
      { '@type': 'ListItem', position: 3, name: 'Waterfronts', item: 'http://shop.test/shop?category=Waterfronts' },
      { '@type': 'ListItem', position: 4, name: 'Harbour at Dusk', item: `http://shop.test/product/${product.id}` },
    ]);

    const soldOut = await createProduct({ inventory: 0, variants: VARIANTS });
    const [soldOutData] = (await page(`/product/${soldOut.id}`)).jsonLd;
    expect((soldOutData!.offers as { availability: string }[]).map((offer) => offer.availability)).toEqual([
      'https://schema.org/OutOfStock',
      'https://schema.org/OutOfStock',
    ]);
  });

  it('keeps a title with </script>, quotes and markup inert in every tag and in the JSON-LD', async () => {
    const title = `</script><script>alert("x")</script> "Dusk" & 'Dawn' <!--`;
    const product = await createProduct({ title, description: `A <b>bold</b> "quoted" </script> text`, variants: VARIANTS });
    const head = await page(`/product/${product.id}`);
    // Only the shop's own scripts: the three JSON-LD blocks and the data block, none of them run.
    expect([...head.document.querySelectorAll('script')].map((script) => script.getAttribute('type'))).toEqual([
      'application/ld+json',
      'application/ld+json',
      'application/ld+json',
      'application/json',
    ]);
    expect(head.jsonLd[2]).toMatchObject({ '@type': 'WebPage', name: `${title} — Canvas & Light`, inLanguage: 'en' });
    expect(head.body).not.toContain('<script>alert');
    expect(head.title).toBe(`${title} — Canvas & Light`);
    expect(head.og('title')).toBe(`${title} — Canvas & Light`);
    expect(head.twitter('title')).toBe(`${title} — Canvas & Light`);
    expect(head.jsonLd[0]!.name).toBe(title);
    expect(head.jsonLd[0]!.description).toBe('A <b>bold</b> "quoted" </script> text');
    expect(head.jsonLd[1]!.itemListElement.at(-1).name).toBe(title);
  });

  it('gives the landing page the shop as an Organization and its search as a WebSite', async () => {
    const head = await page('/');
    expect(head.status).toBe(200);
    expect(head.title).toBe('Canvas & Light · Museum-quality canvas prints');
    expect(head.description).toMatch(/^Canvas & Light curates museum-quality canvas art prints/);
    expect(head.canonical).toBe('http://shop.test/');
    expect(head.og('type')).toBe('website');
    expect(head.og('image')).toBe('http://shop.test/media/hero-poster.jpg');
    expect(head.twitter('card')).toBe('summary_large_image');
    const [organization, website] = head.jsonLd;
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Canvas & Light',
      url: 'http://shop.test/',
      logo: 'http://shop.test/favicon.svg',
      address: { '@type': 'PostalAddress', addressLocality: 'Miami', addressRegion: 'FL', addressCountry: 'US' },
      contactPoint: { '@type': 'ContactPoint', url: 'http://shop.test/contact', hoursAvailable: { opens: '09:00:00-05:00', closes: '18:00:00-05:00' } },
    });
    expect(organization!.contactPoint.hoursAvailable.dayOfWeek).toHaveLength(5);
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'http://shop.test/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'http://shop.test/shop?search={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('names /shop by its category, and leaves sort, search and cursor out of the canonical address', async () => {
    const em = (await testOrm()).em.fork();
    em.create(CategorySchema, { name: 'Black & White', description: 'Monochrome photography and ink, printed on warm-white canvas.' });
    await em.flush();

    const all = await page('/shop?sort=price_asc&search=harbour&cursor=abc');
    expect(all.status).toBe(200);
    expect(all.title).toBe('Shop — Canvas & Light');
    expect(all.canonical).toBe('http://shop.test/shop');

    const category = await page('/shop?category=Black%20%26%20White&sort=name');
    expect(category.status).toBe(200);
    expect(category.title).toBe('Black & White — Canvas & Light');
    expect(category.description).toBe('Monochrome photography and ink, printed on warm-white canvas.');
    expect(category.canonical).toBe('http://shop.test/shop?category=Black%20%26%20White');
    expect(category.jsonLd[0]!.itemListElement.at(-1)).toMatchObject({ name: 'Black & White', item: category.canonical });

    const unknown = await page('/shop?category=Nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.title).toBe('Page Not Found — Canvas & Light');
    expect(unknown.robots).toBe('noindex');
  });

  it('names the about, contact and policy pages, and the accessibility statement', async () => {
    const pages = {
      '/about': 'About — Canvas & Light',
      '/contact': 'Contact Us — Canvas & Light',
      '/refund-policy': 'Refund Policy — Canvas & Light',
      '/privacy-policy': 'Privacy Policy — Canvas & Light',
      '/terms-of-service': 'Terms of Service — Canvas & Light',
      '/accessibility': 'Accessibility — Canvas & Light',
    };
    for (const [url, title] of Object.entries(pages)) {
      const head = await page(url);
      expect(head.status).toBe(200);
      expect(head.title).toBe(title);
      expect(head.canonical).toBe(`http://shop.test${url}`);
      expect(head.og('url')).toBe(head.canonical);
      expect(head.description!.length).toBeGreaterThan(40);
      expect(head.description!.length).toBeLessThanOrEqual(155);
    }
    const cart = await page('/cart');
    expect(cart.status).toBe(200);
    expect(cart.robots).toBe('noindex');
    expect(cart.canonical).toBeNull();
  });
});

describe('status codes', () => {
  it('answers 404 with the Not Found page for an unknown or malformed product and an unknown path', async () => {
    for (const url of ['/product/999999', '/product/abc', '/product/-3', '/product/1.5', '/product/99999999999', '/nope', '/no/such/page']) {
      const head = await page(url);
      expect(head.status, url).toBe(404);
      expect(head.title).toBe('Page Not Found — Canvas & Light');
      expect(head.robots).toBe('noindex');
      // Still the shop's page: the client shows its own Not Found in the shop's frame.
      expect(head.document.getElementById('root')).not.toBeNull();
    }
  });

  it('answers a missing file with a short 404, never the page (HTML where a script was asked for)', async () => {
    for (const url of ['/assets/index-gone.js', '/art/products/gone.svg', '/nope.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json()).toEqual({ message: `No such path: GET ${url}` });
    }
  });

  it('answers 410 for a print the print provider removed (hidden), and 200 again once it is back', async () => {
    const product = await createProduct({ title: 'Withdrawn' });
    const em = (await testOrm()).em.fork();
    await em.nativeUpdate(ProductSchema, { id: product.id }, { hidden: true });
    const gone = await page(`/product/${product.id}`);
    expect(gone.status).toBe(410);
    expect(gone.title).toBe('No Longer Available — Canvas & Light');
    expect(gone.body).not.toContain('Withdrawn');

    await em.nativeUpdate(ProductSchema, { id: product.id }, { hidden: false });
    expect((await page(`/product/${product.id}`)).status).toBe(200);
  });
});

describe('every language’s pages', () => {
  const LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;
  const OG = { en: 'en_US', de: 'de_DE', fr: 'fr_FR', es: 'es_ES', it: 'it_IT' };
  const at = (locale: string, path: string) => `http://shop.test${locale === 'en' ? '' : `/${locale}`}${path}`;

  it('answer 200 with their lang, a canonical of their own and all five languages and x-default as alternates', async () => {
    const product = await createProduct({ title: 'Harbour at Dusk', category: 'Waterfronts' });
    const em = (await testOrm()).em.fork();
    em.create(CategorySchema, { name: 'Waterfronts' });
    await em.flush();
    for (const path of ['/', '/shop', '/about', '/refund-policy', `/product/${product.id}`, '/shop?category=Waterfronts']) {
      for (const locale of LANGUAGES) {
        const url = locale === 'en' ? path : `/${locale}${path}`;
        const head = await page(url);
        expect(head.status, url).toBe(200);
        expect(head.lang, url).toBe(locale);
        expect(head.canonical, url).toBe(at(locale, path));
        expect(head.alternates, url).toEqual([...LANGUAGES.map((other) => [other, at(other, path)]), ['x-default', at('en', path)]]);
        expect(head.og('locale'), url).toBe(OG[locale]);
        expect(head.ogAll('locale:alternate'), url).toEqual(LANGUAGES.filter((other) => other !== locale).map((other) => OG[other]));
        expect(head.jsonLd.find((data) => data['@type'] === 'WebPage'), url).toMatchObject({ url: head.canonical, inLanguage: locale });
      }
    }
  });

  it('are a 404 under a prefix that names no language of the shop, or names English', async () => {
    for (const url of ['/xx/shop', '/en/shop', '/en/', '/de/no-such-page', '/DE/shop', '/deu/shop']) {
      const head = await page(url);
      expect(head.status, url).toBe(404);
      expect(head.robots, url).toBe('noindex');
      expect(head.canonical, url).toBeNull();
    }
  });

  it('give a print’s page its title, description, card and JSON-LD in the page’s language, English where it has no translation', async () => {
    const product = await createProduct({ title: 'Harbour at Dusk', description: LONG_DESCRIPTION, category: 'Waterfronts', variants: VARIANTS });
    const em = (await testOrm()).em.fork();
    const waterfronts = em.create(CategorySchema, { name: 'Waterfronts' });
    em.create(CategoryTranslationSchema, { category: waterfronts, locale: 'de', name: 'Am Wasser' });
    em.create(ProductTranslationSchema, { product: product.id, locale: 'de', title: 'Hafen in der Dämmerung', description: 'Boote kehren im Abendlicht in den Hafen zurück.' });
    await em.flush();

    const german = await page(`/de/product/${product.id}`);
    expect(german.title).toBe('Hafen in der Dämmerung — Canvas & Light');
    expect(german.description).toBe('Boote kehren im Abendlicht in den Hafen zurück.');
    expect(german.og('title')).toBe('Hafen in der Dämmerung — Canvas & Light');
    expect(german.og('description')).toBe('Boote kehren im Abendlicht in den Hafen zurück.');
    expect(german.twitter('title')).toBe('Hafen in der Dämmerung — Canvas & Light');
    const [data, trail] = german.jsonLd;
    expect(data).toMatchObject({
      '@type': 'Product',
      '@id': `http://shop.test/de/product/${product.id}#product`,
      name: 'Hafen in der Dämmerung',
      description: 'Boote kehren im Abendlicht in den Hafen zurück.',
      category: 'Am Wasser',
      mainEntityOfPage: { '@id': `http://shop.test/de/product/${product.id}#webpage` },
    });
    expect((data!.offers as Ld[])[0]).toMatchObject({ name: 'Hafen in der Dämmerung, 24"x16"', url: `http://shop.test/de/product/${product.id}?size=24x16` });
    expect(german.jsonLd.find((node) => node['@id'] === `http://shop.test/de/product/${product.id}#webpage`)).toMatchObject({ '@type': 'WebPage', inLanguage: 'de' });
    expect(trail!.itemListElement.map((step: Ld) => step.name)).toEqual(['Startseite', 'Shop', 'Am Wasser', 'Hafen in der Dämmerung']);
    // The page carries the print as the client's first render reads it: in German.
    expect(german.body).toContain('Hafen in der Dämmerung');

    const french = await page(`/fr/product/${product.id}`);
    expect(french.title).toBe('Harbour at Dusk — Canvas & Light');
    expect(french.jsonLd[0]).toMatchObject({ name: 'Harbour at Dusk', description: LONG_DESCRIPTION, mainEntityOfPage: { '@id': `http://shop.test/fr/product/${product.id}#webpage` } });
    expect((await page(`/product/${product.id}`)).title).toBe('Harbour at Dusk — Canvas & Light');
  });

  it('name a category in the page’s language, by its own name or its name there, and address it by its own name', async () => {
    const em = (await testOrm()).em.fork();
    const landscapes = em.create(CategorySchema, { name: 'Landscapes', description: 'Wide, restful views.' });
    em.create(CategoryTranslationSchema, { category: landscapes, locale: 'de', name: 'Landschaften', description: 'Weite, ruhige Ausblicke.' });
    await em.flush();
    for (const url of ['/de/shop?category=Landschaften', '/de/shop?category=Landscapes']) {
      const head = await page(url);
      expect(head.status, url).toBe(200);
      expect(head.title, url).toBe('Landschaften — Canvas & Light');
      expect(head.description, url).toBe('Weite, ruhige Ausblicke.');
      expect(head.canonical, url).toBe('http://shop.test/de/shop?category=Landscapes');
      expect(head.alternates.find(([hreflang]) => hreflang === 'fr'), url).toEqual(['fr', 'http://shop.test/fr/shop?category=Landscapes']);
    }
    // A German name is not an English page's.
    expect((await page('/shop?category=Landschaften')).status).toBe(404);
  });
});
