import { isInStock } from '../../src/cart-lines.ts';
import type { Product } from '../../src/catalogue.ts';
import { HERO_MEDIA } from '../../src/hero-media.ts';
import { descriptionOf, routeOf, type PageMatch } from '../../src/page-routes.ts';
import { BRAND, HOME_TITLE, SHOP_DESCRIPTION, pageTitle, shortDescription } from '../../src/page-titles.ts';
import { variantPriceBounds } from '../../src/pricing.ts';
import { centsToDecimal, toCents } from '../../src/money.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from '../modules/share-images/index.ts';
import type { PageFacts } from './first-screen.ts';
import { breadcrumbData, jsonLdBlock, organizationData, productData, websiteData } from './structured-data.ts';

/**
 * The head of each page the shop sends (client-page.ts writes it in): its title, description,
 * canonical address, Open Graph and Twitter card, and its structured data, so that a search engine or
 * a link preview that runs no JavaScript sees what the page is; and the page's HTTP status.
 */

export interface PageHead {
  status: 200 | 404 | 410;
  title: string;
  description: string;
  /** Absolute; null for a page that is not to be indexed. */
  canonical: string | null;
  noindex: boolean;
  /** Open Graph (`property`) and Twitter (`name`) tags, in order. */
  meta: readonly { attribute: 'property' | 'name'; key: string; content: string }[];
  jsonLd: readonly Record<string, unknown>[];
}

const NOT_FOUND_HEAD = (status: 404 | 410): Omit<PageHead, 'meta' | 'jsonLd'> => ({
  status,
  title: pageTitle(status === 410 ? 'No Longer Available' : 'Page Not Found'),
  description: SHOP_DESCRIPTION,
  canonical: null,
  noindex: true,
});

/** The head of the page `match` shows at `pathname`, from what its first-screen calls answered. */
export function describePage(match: PageMatch, pathname: string, query: URLSearchParams, facts: PageFacts, origin: string): PageHead {
  const heroImage = { url: `${origin}${HERO_MEDIA.poster}`, alt: `${BRAND}: canvas prints in a sunlit room` };
  const page = (fields: Omit<PageHead, 'meta' | 'jsonLd' | 'status' | 'noindex'> & { noindex?: boolean; jsonLd?: PageHead['jsonLd'] }): PageHead => ({
    status: 200,
    noindex: fields.noindex ?? false,
    ...fields,
    meta: socialTags({ title: fields.title, description: fields.description, url: fields.canonical, image: heroImage, type: 'website' }),
    jsonLd: fields.jsonLd ?? [],
  });
  const notFound = (status: 404 | 410): PageHead => ({ ...NOT_FOUND_HEAD(status), meta: [], jsonLd: [] });

  switch (match.name) {
    case null:
      return notFound(404);
    case 'home':
      return page({ title: HOME_TITLE, description: SHOP_DESCRIPTION, canonical: `${origin}/`, jsonLd: [organizationData(origin), websiteData(origin)] });
    case 'shop': {
      const category = query.get('category');
      if (category === null) {
        return page({
          title: pageTitle('Shop'),
          description: shortDescription(`All artwork: ${SHOP_DESCRIPTION}`),
          canonical: `${origin}/shop`,
          // A search or a sort is the same catalogue in another order: the canonical names the listing.
          jsonLd: [breadcrumbData([{ name: 'Home', path: '/' }, { name: 'Shop', path: '/shop' }], origin)],
        });
      }
      const known = facts.categories?.find((entry) => entry.name === category);
      if (facts.categories && !known) return notFound(404);
      const path = `/shop?category=${encodeURIComponent(category)}`;
      return page({
        title: pageTitle(category),
        description: shortDescription(known?.description || `${category} canvas prints from ${BRAND}. ${SHOP_DESCRIPTION}`),
        canonical: `${origin}${path}`,
        jsonLd: [breadcrumbData([{ name: 'Home', path: '/' }, { name: 'Shop', path: '/shop' }, { name: category, path }], origin)],
      });
    }
    case 'product': {
      // A call that failed otherwise (the database away) is no verdict on the print: the page stays a 200 and the client asks again.
      if (facts.product === undefined) return page({ title: HOME_TITLE, description: SHOP_DESCRIPTION, canonical: null, noindex: true });
      if (facts.product === null || facts.product === 'gone') return notFound(facts.product === 'gone' ? 410 : 404);
      return productHead(facts.product, origin);
    }
    default: {
      const route = routeOf(match.name);
      return page({
        title: pageTitle(route.name ?? null),
        description: shortDescription(descriptionOf(match.name)),
        canonical: route.indexed ? `${origin}${pathname}` : null,
        noindex: !route.indexed,
      });
    }
  }
}

function productHead(product: Product, origin: string): PageHead {
  const canonical = `${origin}/product/${product.id}`;
  const title = pageTitle(product.title);
  const description = shortDescription(product.description || `${product.title}, a museum-quality canvas print by ${BRAND}.`);
  const bounds = variantPriceBounds(product.variants.map((variant) => variant.price));
  const fromCents = bounds?.low ?? toCents(product.price);
  const sharePath = shareImagePath(product);
  const share = sharePath
    ? { url: `${origin}${sharePath}`, alt: product.title, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT }
    : { url: product.imageUrl ? absolute(product.imageUrl, origin) : `${origin}${HERO_MEDIA.poster}`, alt: product.title };
  const pictures = [product.imageUrl, ...product.mockupImages].filter((url): url is string => !!url).map((url) => absolute(url, origin));
  return {
    status: 200,
    title,
    description,
    canonical,
    noindex: false,
    meta: [
      ...socialTags({ title, description, url: canonical, image: share, type: 'product' }),
      { attribute: 'property', key: 'product:price:amount', content: centsToDecimal(fromCents) },
      { attribute: 'property', key: 'product:price:currency', content: 'USD' },
      { attribute: 'property', key: 'product:availability', content: isInStock(product) ? 'in stock' : 'out of stock' },
      { attribute: 'property', key: 'product:brand', content: BRAND },
      { attribute: 'property', key: 'product:condition', content: 'new' },
    ],
    jsonLd: [
      productData(product, origin, [...new Set([...pictures, share.url])]),
      breadcrumbData(
        [
          { name: 'Home', path: '/' },
          { name: 'Shop', path: '/shop' },
          ...(product.category ? [{ name: product.category, path: `/shop?category=${encodeURIComponent(product.category)}` }] : []),
          { name: product.title, path: `/product/${product.id}` },
        ],
        origin,
      ),
    ],
  };
}

const absolute = (url: string, origin: string) =>
  /^https?:\/\//.test(url) ? url : url.startsWith('//') ? `https:${url}` : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

function socialTags(card: {
  title: string;
  description: string;
  url: string | null;
  image: { url: string; alt: string; width?: number; height?: number };
  type: 'website' | 'product';
}): PageHead['meta'] {
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
    og('locale', 'en_US'),
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
    ...head.meta.map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`),
    ...head.jsonLd.map(jsonLdBlock),
  ].join('');
}
