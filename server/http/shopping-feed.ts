import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isInStock } from '../../src/cart-lines.ts';
import type { Product } from '../../src/catalogue.ts';
import { countryTerms } from '../../src/countries.ts';
import { DEFAULT_CURRENCY, findCurrency, type Currency } from '../../src/currencies.ts';
import { tx } from '../../src/i18n-text.ts';
import { DEFAULT_LOCALE, inLocale, type Locale } from '../../src/locales.ts';
import { CountryCode } from '../../src/location.ts';
import { toCents } from '../../src/money.ts';
import { BRAND, SHOP_DESCRIPTION } from '../../src/page-titles.ts';
import { shownAmount } from '../../src/pricing.ts';
import { isSanctionedPlace } from '../../src/sanctions.ts';
import { normaliseSize } from '../../src/size-chart.ts';
import { shopTexts, type ShopTexts } from '../integrations/texts.ts';
import { allProducts, inLanguage } from '../modules/catalogue/index.ts';
import { shareImagePath } from '../modules/share-images/index.ts';
import { sizedProductPath } from './structured-data.ts';
import { xmlText } from './xml-text.ts';
import { ipLimit } from './ip-limit.ts';

/**
 * GET /feeds/google.xml?country=XX: the catalogue as a Google Merchant Center product feed (RSS 2.0
 * with the g: namespace), for a country the shop ships to: one item per print and canvas size, in
 * that country's currency and at its shipping cost, by the rules the shop shows and charges with
 * (src/pricing.ts, src/countries.ts), and in the country's language where the shop speaks it (its
 * titles, descriptions and categories as translated, each link to that language's page). Written
 * while it is read, a batch of prints at a time, so memory stays flat at 100,000 prints and 600,000 items.
 */

export const GOOGLE_PRODUCT_CATEGORY = 500044; // Arts & Entertainment > … > Posters, Prints & Visual Artwork

/**
 * The language of a country's feed: the one its shoppers read, where the shop speaks it. Belgium and
 * Luxembourg read French (the shop has no Dutch, and French is the language of trade in both);
 * Switzerland, where most read German, German; the Spanish-speaking countries the shop ships to,
 * Spanish. Any other country, English.
 */
const FEED_LANGUAGES: Readonly<Record<string, Locale>> = {
  ...Object.fromEntries(['DE', 'AT', 'CH', 'LI'].map((country) => [country, 'de'])),
  ...Object.fromEntries(['FR', 'MC', 'BE', 'LU'].map((country) => [country, 'fr'])),
  ...Object.fromEntries(['ES', 'MX', 'AR', 'CL', 'CO', 'PE'].map((country) => [country, 'es'])),
  ...Object.fromEntries(['IT', 'SM', 'VA'].map((country) => [country, 'it'])),
};
export const feedLanguage = (country: string): Locale => FEED_LANGUAGES[country.toUpperCase()] ?? DEFAULT_LOCALE;

const SIZED_TITLE = tx('{title}, {size} canvas print');
const UNDESCRIBED = tx('{title}, a museum-quality canvas print by Canvas & Light.');

const FeedQuery = z.object({ country: CountryCode }).strict();

export async function shoppingFeedRoutes(app: FastifyInstance) {
  const origin = app.config.PUBLIC_URL;
  const sanctions = { countries: app.config.SANCTIONED_COUNTRIES, regions: app.config.SANCTIONED_REGIONS };
  const limit = ipLimit(app, 'feed:ip', { limit: 30, windowMs: 60_000 }, 'feeds');

  app.get('/feeds/google.xml', { preHandler: limit }, async (request, reply) => {
    const query = FeedQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: query.error.issues.map((issue) => issue.message).join('; ') });
    const country = query.data.country;
    const terms = countryTerms(country);
    if (!terms || isSanctionedPlace(sanctions, { country })) {
      return reply.code(404).send({ message: `The shop does not ship to ${country}.` });
    }
    const currency = findCurrency(terms.currency) ?? findCurrency(DEFAULT_CURRENCY)!;
    const shipping = `<g:shipping><g:country>${country}</g:country><g:service>Standard</g:service><g:price>${feedPrice(terms.shippingCents, currency)}</g:price></g:shipping>`;
    const locale = feedLanguage(country);
    const texts = shopTexts();
    const em = app.orm.em.fork();
    const body = async function* () {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n';
      yield `<title>${xmlText(BRAND)}</title>\n<link>${xmlText(`${origin}${inLocale(locale, '/')}`)}</link>\n<description>${xmlText(texts.t(locale, SHOP_DESCRIPTION))}</description>\n<language>${locale}</language>\n`;
      for await (const batch of allProducts(em)) {
        yield (await inLanguage(em, locale, batch)).map((product) => productItems(product, { origin, currency, shipping, locale, texts })).join('');
      }
      yield '</channel>\n</rss>\n';
    };
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(Readable.from(body()));
  });
}

/** "129.00 EUR": the amount the shop shows in that currency, as Google reads a price. */
const feedPrice = (cents: number, currency: Currency) => `${shownAmount(cents, currency, false)} ${currency.code}`;

/** One item per canvas size (a print without sizes is one item at its own price), in the feed's language. */
function productItems(product: Product, context: { origin: string; currency: Currency; shipping: string; locale: Locale; texts: ShopTexts }): string {
  const say = (english: string, values: Record<string, unknown>) => context.texts.t(context.locale, english, values);
  const image = shareImagePath(product) ?? product.imageUrl;
  const sizes = product.variants.length > 0 ? product.variants : [{ id: 'default', size: '', price: product.price }];
  const common = [
    `<g:item_group_id>${product.id}</g:item_group_id>`,
    `<g:description>${xmlText(product.description || say(UNDESCRIBED, { title: product.title }))}</g:description>`,
    image ? `<g:image_link>${xmlText(image.startsWith('/') ? `${context.origin}${image}` : image)}</g:image_link>` : '',
    `<g:availability>${isInStock(product) ? 'in_stock' : 'out_of_stock'}</g:availability>`,
    '<g:condition>new</g:condition>',
    `<g:brand>${xmlText(BRAND)}</g:brand>`,
    `<g:google_product_category>${GOOGLE_PRODUCT_CATEGORY}</g:google_product_category>`,
    product.category ? `<g:product_type>${xmlText(product.category)}</g:product_type>` : '',
    '<g:identifier_exists>no</g:identifier_exists>',
    context.shipping,
  ].join('');
  return sizes
    .map((variant) => {
      const key = normaliseSize(variant.size);
      return [
        '<item>',
        `<g:id>${xmlText(`${product.id}-${key ?? variant.id}`)}</g:id>`,
        `<g:title>${xmlText(variant.size ? say(SIZED_TITLE, { title: product.title, size: variant.size }) : product.title)}</g:title>`,
        `<g:link>${xmlText(`${context.origin}${inLocale(context.locale, sizedProductPath(product.id, variant.size))}`)}</g:link>`,
        `<g:price>${feedPrice(toCents(variant.price), context.currency)}</g:price>`,
        variant.size ? `<g:size>${xmlText(variant.size)}</g:size>` : '',
        common,
        '</item>\n',
      ].join('');
    })
    .join('');
}
