import { isInStock } from '../../src/cart-lines.ts';
import type { Product } from '../../src/catalogue.ts';
import type { ProductReviewPage } from '../../src/reviews.ts';
import { HERO_MEDIA } from '../../src/hero-media.ts';
import { tx } from '../../src/i18n-text.ts';
import { DEFAULT_LOCALE, inLocale, localeBase, LOCALES, OG_LOCALES, type Locale } from '../../src/locales.ts';
import { routeOf, type PageMatch, type RouteName } from '../../src/page-routes.ts';
import { BRAND, HOME_TITLE, SHOP_DESCRIPTION, pageTitle, shortDescription } from '../../src/page-titles.ts';
import { variantPriceBounds } from '../../src/pricing.ts';
import { centsToDecimal, toCents } from '../../src/money.ts';
import type { ShopTexts } from '../integrations/texts.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from '../modules/share-images/index.ts';
import type { PageFacts } from './first-screen.ts';
import { breadcrumbData, jsonLdBlock, organizationData, productData, webPageData, websiteData } from './structured-data.ts';

/**
 * What a search result and a shared link say of a page that has no text of its own (in English, its
 * catalog id); the shop's own description for the others. Only the server writes them, so they stay
 * out of the route table the entry script holds (src/page-routes.ts), and out of its catalog.
 */
const PAGE_DESCRIPTIONS: Partial<Record<RouteName, string>> = {
  about: tx('Canvas & Light is a Miami studio that curates landscapes, cityscapes and abstracts and prints them on gallery-wrapped, museum-quality canvas.'),
  contact: tx('Questions about an order, a return or a print for your space? Write to Canvas & Light in Miami: we answer within 24 hours, Monday to Friday.'),
  returns: tx('Start a return within 7 days of your order: your order number, e-mail and photos of the item.'),
  refundPolicy: tx('Returns within 7 days of delivery, refunds in 5-10 business days after we receive the item, and when we pay return shipping.'),
  privacyPolicy: tx('What Canvas & Light collects when you shop, why, how long we keep it and your rights.'),
  termsOfService: tx('The terms of buying canvas prints from Canvas & Light: orders, payment, shipping and delivery, returns and the law that applies.'),
  accessibility: tx('How accessible the Canvas & Light shop is (WCAG 2.1 AA), how we check it, what we are still working on, and how to ask for help or another format.'),
};
const descriptionOf = (name: RouteName) => PAGE_DESCRIPTIONS[name] ?? SHOP_DESCRIPTION;

/**
 * The head of each page the shop sends (client-page.ts writes it in), in the page's language: its
 * title, description, canonical address and the same page's address in each other language
 * (hreflang), Open Graph and Twitter card, and its structured data, so that a search engine or a link
 * preview that runs no JavaScript sees what the page is and finds it in every language; and the page's
 * HTTP status.
 */

export interface PageHead {
  status: 200 | 404 | 410;
  /** The page's language, for `<html lang>`. */
  lang: Locale;
  title: string;
  description: string;
  /** Absolute; null for a page that is not to be indexed. */
  canonical: string | null;
  /** The same page in each language, and `x-default` (English); none for a page that is not to be indexed. */
  alternates: readonly { hreflang: string; href: string }[];
  noindex: boolean;
  /** Open Graph (`property`) and Twitter (`name`) tags, in order. */
  meta: readonly { attribute: 'property' | 'name'; key: string; content: string }[];
  jsonLd: readonly Record<string, unknown>[];
}

/** The head of the page `match` shows at `pathname`, from what its first-screen calls answered, in the page's language. */
export function describePage(match: PageMatch, pathname: string, query: URLSearchParams, facts: PageFacts, origin: string, texts: ShopTexts): PageHead {
  const { locale } = match;
  const say = (english: string, values?: Record<string, unknown>) => texts.t(locale, english, values);
  // The addresses of this language (/de/…) from here on: canonical, breadcrumbs, offers.
  const localeOrigin = `${origin}${localeBase(locale)}`;
  const heroImage = { url: `${origin}${HERO_MEDIA.poster}`, alt: say(tx('Canvas & Light: canvas prints in a sunlit room')) };
  const titled = (name: string | null) => pageTitle(name, say(HOME_TITLE));
  /** An indexed page at `path` (without its language's prefix): its canonical address and its other languages'. */
  const addresses = (path: string) => ({
    canonical: `${origin}${inLocale(locale, path)}`,
    alternates: [
      ...LOCALES.map((other) => ({ hreflang: other, href: `${origin}${inLocale(other, path)}` })),
      { hreflang: 'x-default', href: `${origin}${inLocale(DEFAULT_LOCALE, path)}` },
    ],
  });
  const page = (
    fields: { title: string; description: string; path: string | null; jsonLd?: PageHead['jsonLd'] },
    type: 'website' | 'product' = 'website',
    image: SocialImage = heroImage,
  ): PageHead => {
    const where = fields.path === null ? { canonical: null, alternates: [] } : addresses(fields.path);
    return {
      status: 200,
      lang: locale,
      title: fields.title,
      description: fields.description,
      ...where,
      noindex: fields.path === null,
      meta: socialTags({ title: fields.title, description: fields.description, url: where.canonical, image, type, locale }),
      jsonLd: [...(fields.jsonLd ?? []), ...(where.canonical ? [webPageData(where.canonical, fields.title, locale)] : [])],
    };
  };
  const notFound = (status: 404 | 410): PageHead => ({
    status,
    lang: locale,
    title: titled(say(status === 410 ? tx('No Longer Available') : tx('Page Not Found'))),
    description: say(SHOP_DESCRIPTION),
    canonical: null,
    alternates: [],
    noindex: true,
    meta: [],
    jsonLd: [],
  });
  const crumbs = (steps: readonly { name: string; path: string }[]) => breadcrumbData(steps, localeOrigin);

  switch (match.name) {
    case null:
      return notFound(404);
    case 'home':
      return page({ title: say(HOME_TITLE), description: say(SHOP_DESCRIPTION), path: '/', jsonLd: [organizationData(localeOrigin, say(SHOP_DESCRIPTION)), websiteData(localeOrigin, locale)] });
    case 'shop': {
      const category = query.get('category');
      const home = { name: say(tx('Home')), path: '/' };
      const shop = { name: say(tx('Shop')), path: '/shop' };
      if (category === null) {
        return page({
          title: titled(shop.name),
          description: shortDescription(say(tx('All artwork: {description}'), { description: say(SHOP_DESCRIPTION) })),
          // A search or a sort is the same catalogue in another order: the canonical names the listing.
          path: '/shop',
          jsonLd: [crumbs([home, shop])],
        });
      }
      // The address names a category by its own (English) name, or by its name in the page's language.
      const known = facts.categories?.find((entry) => entry.key === category || entry.name === category);
      if (facts.categories && !known) return notFound(404);
      // Canonical and alternates by its own name, which every language's page takes.
      const path = `/shop?category=${encodeURIComponent(known?.key ?? category)}`;
      const name = known?.name ?? category;
      return page({
        title: titled(name),
        description: shortDescription(known?.description || say(tx('{category} canvas prints from Canvas & Light. {description}'), { category: name, description: say(SHOP_DESCRIPTION) })),
        path,
        jsonLd: [crumbs([home, shop, { name, path }])],
      });
    }
    case 'product': {
      // A call that failed otherwise (the database away) is no verdict on the print: the page stays a 200 and the client asks again.
      if (facts.product === undefined) return page({ title: say(HOME_TITLE), description: say(SHOP_DESCRIPTION), path: null });
      if (facts.product === null || facts.product === 'gone') return notFound(facts.product === 'gone' ? 410 : 404);
      return productHead(facts.product, facts.reviews);
    }
    default: {
      const route = routeOf(match.name);
      return page({
        title: titled(route.name ? say(route.name) : null),
        description: shortDescription(say(descriptionOf(match.name))),
        path: route.indexed ? (route.path.replace(/\/\*\?$/, '')) : null,
      });
    }
  }

  function productHead(product: Product, reviews: ProductReviewPage | undefined): PageHead {
    const path = `/product/${product.id}`;
    const title = titled(product.title);
    const description = shortDescription(product.description || say(tx('{title}, a museum-quality canvas print by Canvas & Light.'), { title: product.title }));
    const bounds = variantPriceBounds(product.variants.map((variant) => variant.price));
    const fromCents = bounds?.low ?? toCents(product.price);
    const sharePath = shareImagePath(product);
    const share = sharePath
      ? { url: `${origin}${sharePath}`, alt: product.title, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT }
      : { url: product.imageUrl ? absolute(product.imageUrl, origin) : `${origin}${HERO_MEDIA.poster}`, alt: product.title };
    const pictures = [product.imageUrl, ...product.mockupImages].filter((url): url is string => !!url).map((url) => absolute(url, origin));
    const head = page(
      {
        title,
        description,
        path,
        jsonLd: [
          productData(product, localeOrigin, [...new Set([...pictures, share.url])], `${localeOrigin}${path}`, reviews),
          crumbs([
            { name: say(tx('Home')), path: '/' },
            { name: say(tx('Shop')), path: '/shop' },
            ...(product.category ? [{ name: product.category, path: `/shop?category=${encodeURIComponent(product.category)}` }] : []),
            { name: product.title, path },
          ]),
        ],
      },
      'product',
      share,
    );
    return {
      ...head,
      meta: [
        ...head.meta,
        { attribute: 'property', key: 'product:price:amount', content: centsToDecimal(fromCents) },
        { attribute: 'property', key: 'product:price:currency', content: 'USD' },
        { attribute: 'property', key: 'product:availability', content: isInStock(product) ? 'in stock' : 'out of stock' },
        { attribute: 'property', key: 'product:brand', content: BRAND },
        { attribute: 'property', key: 'product:condition', content: 'new' },
      ],
    };
  }
}

type SocialImage = { url: string; alt: string; width?: number; height?: number };

const absolute = (url: string, origin: string) =>
  /^https?:\/\//.test(url) ? url : url.startsWith('//') ? `https:${url}` : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

function socialTags(card: { title: string; description: string; url: string | null; image: SocialImage; type: 'website' | 'product'; locale: Locale }): PageHead['meta'] {
  const og = (key: string, content: string) => ({ attribute: 'property' as const, key: `og:${key}`, content });
  const twitter = (key: string, content: string) => ({ attribute: 'name' as const, key: `twitter:${key}`, content });
  return [
    og('type', card.type),
    og('site_name', BRAND),
    og('title', card.title),
    og('description', card.description),
    ...(card.url ? [og('url', card.url)] : []),
    og('image', card.image.url),
    og('image:alt', card.image.alt),
    ...(card.image.width ? [og('image:width', String(card.image.width)), og('image:height', String(card.image.height))] : []),
    og('locale', OG_LOCALES[card.locale]),
    ...LOCALES.filter((other) => other !== card.locale).map((other) => og('locale:alternate', OG_LOCALES[other])),
    twitter('card', 'summary_large_image'),
    twitter('title', card.title),
    twitter('description', card.description),
    twitter('image', card.image.url),
    twitter('image:alt', card.image.alt),
  ];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head's tags as HTML, every value escaped. */
export function renderHead(head: PageHead): string {
  return [
    `<title>${escapeText(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    head.canonical ? `<link rel="canonical" href="${escapeAttribute(head.canonical)}">` : '',
    ...head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}">`),
    ...head.meta.map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`),
    ...head.jsonLd.map(jsonLdBlock),
  ].join('');
}
