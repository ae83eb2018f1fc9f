import type { Product } from '../../src/catalogue.ts';
import { isInStock } from '../../src/cart-lines.ts';
import { checkoutCountries, countryTerms } from '../../src/countries.ts';
import { centsToDecimal, toCents } from '../../src/money.ts';
import type { Locale } from '../../src/locales.ts';
import { BRAND } from '../../src/page-titles.ts';
import type { ProductReviewPage } from '../../src/reviews.ts';
import { normaliseSize } from '../../src/size-chart.ts';

/**
 * schema.org data about the page, as JSON-LD (Google's product snippets and merchant listings read
 * it): the print as a Product with one Offer per canvas size, where the page sits (BreadcrumbList),
 * and on the landing page the shop itself (Organization) and its search (WebSite).
 */

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
/** Prices are kept in US dollars; the shop converts them only to show them (src/pricing.ts). */
const CATALOGUE_CURRENCY = 'USD';
/** Spec section 9: a return is started within 7 days. */
const RETURN_DAYS = 7;

/** A size as an address names it: `/product/12?size=24x36`. */
export const sizedProductPath = (productId: number, size: string) => {
  const key = normaliseSize(size);
  return key ? `/product/${productId}?size=${key}` : `/product/${productId}`;
};

/** Where the shop ships and at what flat cost, one entry per cost (the zones of src/countries.ts). */
const SHIPPING_DETAILS: readonly JsonLd[] = (() => {
  const byCost = new Map<number, string[]>();
  for (const { code } of checkoutCountries()) {
    const cents = countryTerms(code)!.shippingCents;
    byCost.set(cents, [...(byCost.get(cents) ?? []), code]);
  }
  return [...byCost].map(([cents, countries]) => ({
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: centsToDecimal(cents), currency: CATALOGUE_CURRENCY },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: countries },
  }));
})();

const RETURN_POLICY: JsonLd = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: checkoutCountries().map(({ code }) => code),
  returnPolicyCategory: `${CONTEXT}/MerchantReturnFiniteReturnWindow`,
  merchantReturnDays: RETURN_DAYS,
  returnMethod: `${CONTEXT}/ReturnByMail`,
  // Refund policy: the customer pays return shipping, except for a defective, damaged or wrong item.
  returnFees: `${CONTEXT}/ReturnFeesCustomerResponsibility`,
};

/**
 * The print as a Product, its name and description in the page's language (`origin` is that
 * language's, /de): the Product is the main entity of the page (`page`, its canonical address), whose
 * WebPage says that language (webPageData's inLanguage; schema.org gives a Product no language of its own).
 * With approved reviews (`reviews`, their first page) it gains their aggregateRating and those reviews;
 * without any, neither: Google refuses a rating of nothing.
 */
export function productData(product: Product, origin: string, images: readonly string[], page: string, reviews?: ProductReviewPage): JsonLd {
  const availability = `${CONTEXT}/${isInStock(product) ? 'InStock' : 'OutOfStock'}`;
  const sizes = product.variants.length > 0 ? product.variants : [{ id: 'default', size: '', price: product.price }];
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${origin}/product/${product.id}#product`,
    name: product.title,
    ...(product.description ? { description: product.description } : {}),
    mainEntityOfPage: { '@id': webPageId(page) },
    image: images,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: BRAND },
    ...(product.category ? { category: product.category } : {}),
    material: 'Canvas',
    offers: sizes.map((variant) => ({
      '@type': 'Offer',
      sku: `${product.id}-${normaliseSize(variant.size) ?? variant.id}`,
      ...(variant.size ? { name: `${product.title}, ${variant.size}` } : {}),
      url: `${origin}${sizedProductPath(product.id, variant.size)}`,
      price: centsToDecimal(toCents(variant.price)),
      priceCurrency: CATALOGUE_CURRENCY,
      availability,
      itemCondition: `${CONTEXT}/NewCondition`,
      seller: { '@type': 'Organization', name: BRAND },
      hasMerchantReturnPolicy: RETURN_POLICY,
      shippingDetails: SHIPPING_DETAILS,
    })),
    ...(reviews ? reviewData(reviews) : {}),
  };
}

/** A print's approved reviews as its Product's aggregateRating and review; nothing when it has none. */
function reviewData({ items, total, averageRating }: ProductReviewPage): JsonLd {
  if (total === 0 || averageRating === null) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: averageRating, reviewCount: total, bestRating: 5, worstRating: 1 },
    review: items.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.text,
      datePublished: review.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: review.author },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** The trail from the landing page to this one, each step an absolute address. */
export function breadcrumbData(steps: readonly { name: string; path: string }[], origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: `${origin}${step.path}` })),
  };
}

const webPageId = (url: string) => `${url}#webpage`;

/** The page itself, in its language: what search engines read `inLanguage` from. */
export function webPageData(url: string, name: string, locale: Locale): JsonLd {
  return { '@context': CONTEXT, '@type': 'WebPage', '@id': webPageId(url), url, name, inLanguage: locale };
}

/** The shop as a business (spec: a US company in Miami, Florida; support Monday to Friday, 9 to 6 New York time). */
export function organizationData(origin: string, description: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: BRAND,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description,
    address: { '@type': 'PostalAddress', addressLocality: 'Miami', addressRegion: 'FL', addressCountry: 'US' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      url: `${origin}/contact`,
      // Support answers in English; the shop's pages and e-mails speak the visitor's language.
      availableLanguage: 'English',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `${CONTEXT}/${day}`),
        opens: '09:00:00-05:00',
        closes: '18:00:00-05:00',
      },
    },
    hasMerchantReturnPolicy: RETURN_POLICY,
  };
}

/** The site in a language and its search, which opens /shop with the words. */
export function websiteData(origin: string, locale: Locale): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: BRAND,
    url: `${origin}/`,
    inLanguage: locale,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/shop?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * A JSON-LD block. `<`, `>` and `&` are written as JSON escapes, so no text (a title holding
 * `</script>` or `<!--`) can end the element or change how it is read; the JSON means the same.
 */
export function jsonLdBlock(data: JsonLd): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/ld+json">${json}</script>`;
}
