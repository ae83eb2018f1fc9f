import { z } from 'zod';
import { tx } from './i18n-text.ts';
import { listPaging, SearchText, type Page } from './paging.ts';
import { text } from './text.ts';
import { DEFAULT_PAGE_SIZE, defaultSortFor, ORIENTATIONS, PRODUCT_SORTS } from './catalogue-options.ts';
import { CURRENCIES } from './currencies.ts';

/**
 * Catalogue shapes as the client reads them (spec section 3) and the inputs that ask for them.
 * Money travels as 2-decimal strings. The REST paths derive their response schemas from these.
 */

const moneyString = z.string().regex(/^\d+\.\d{2}$/);

/** One canvas size of a product, stored in the product's `variants` list. */
export const ProductVariant = z.object({
  id: z.string(),
  /** The size as shown, e.g. `24"x16"`; normalise with size-chart.ts before comparing. */
  size: z.string(),
  price: moneyString,
  isDefault: z.boolean(),
  mockupImages: z.array(z.string()),
  dimensions: z.string().nullable(),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

/** One of a print's main colours (`#2b4c7e`) and its share of the picture (0 to 1). */
export const PaletteColour = z.object({
  hex: z.string().regex(/^#[0-9a-f]{6}$/),
  share: z.number(),
});
export type PaletteColour = z.infer<typeof PaletteColour>;

export const Product = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  price: moneyString,
  priceRange: z.string().nullable(),
  imageUrl: z.string().nullable(),
  mockupImages: z.array(z.string()),
  category: z.string().nullable(),
  createdAt: z.string(),
  inStock: z.boolean(),
  inventory: z.number().int(),
  featured: z.boolean(),
  dimensions: z.string().nullable(),
  tags: z.array(z.string()),
  variants: z.array(ProductVariant),
  /** The picture's main colours, most of it first (at most five; empty until a picture has been read). */
  palette: z.array(PaletteColour),
});
export type Product = z.infer<typeof Product>;

/** A size as the cart and pricing calls name it (a ProductVariant's id). */
export const VariantIdInput = text('Size', { max: 100, required: 'Please choose a size' });

export const Category = z.object({
  id: z.number().int(),
  /**
   * The category's own (English) name, the same in every language: what a page's address names it by
   * (`/de/shop?category=Landscapes`) and a product's listings file it under. `name` is what the shopper
   * reads, in the language asked for.
   */
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type Category = z.infer<typeof Category>;

/** A colour as six hex digits (`2b4c7e`), with or without `#`, read lowered and without it. */
const Colour = z
  .string()
  .trim()
  .regex(/^#?[0-9a-fA-F]{6}$/, 'A colour is six hex digits, like 2b4c7e')
  .transform((hex) => hex.replace('#', '').toLowerCase());

/** A price bound in the shopper's currency: a plain amount, at most two decimals. */
const PriceBound = z.coerce
  .number({ message: 'A price, like 150 or 149.50' })
  .min(0, "Can't be negative")
  .max(1_000_000, 'At most 1000000')
  .multipleOf(0.01, 'At most two decimals');

/**
 * What narrows a page of the catalogue, besides its order and paging (also what a facet count is
 * counted under, ProductFacetsInput): `search` matches title, description, tags or category
 * (case-insensitive substring), and a search with typos that matches nothing is read as the
 * catalogue's nearest words; `color` keeps the prints whose palette holds a colour within
 * COLOUR_REACH of it; `orientation` their shape; `maxWidthIn` those offered in a size at most that
 * many inches wide ("fits my wall"); `minPrice`/`maxPrice` their lowest price, in `currency` (US
 * dollars unless named), converted to the catalogue's dollars at the shop's rate.
 */
const catalogueFilters = {
  search: SearchText.optional(),
  category: text('Category', { max: 100, required: 'Choose a category' }).optional(),
  color: Colour.optional(),
  orientation: z.enum(ORIENTATIONS, { message: `One of ${ORIENTATIONS.join(', ')}` }).optional(),
  maxWidthIn: z.coerce
    .number({ message: 'A width in inches' })
    .int('A whole number of inches')
    .min(1, 'At least 1 inch')
    .max(1000, 'At most 1000 inches')
    .optional(),
  minPrice: PriceBound.optional(),
  maxPrice: PriceBound.optional(),
  currency: z
    .string()
    .transform((code) => code.toUpperCase())
    .refine((code) => CURRENCIES.some((currency) => currency.code === code), `One of ${CURRENCIES.map(({ code }) => code).join(', ')}`)
    .optional(),
};

const pricesInOrder = (query: { minPrice?: number; maxPrice?: number }) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice;
const PRICES_IN_ORDER = { path: ['maxPrice'], message: 'At least minPrice' };

/**
 * One page of the catalogue: the filters above; `sort` is the best match first when searching
 * (`relevance`: prints whose title holds the search, then the rest, each newest first), the closest
 * colours first with a colour (`closest`), and the newest otherwise, unless another is asked for;
 * `cursor` is the opaque `nextCursor` of the previous page with the same filters and sort.
 * Numbers are coerced because the REST path passes its query string straight through.
 */
export const ProductListInput = z
  .object({
    ...catalogueFilters,
    sort: z.enum(PRODUCT_SORTS, { message: `Sort by one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
    ...listPaging(DEFAULT_PAGE_SIZE),
  })
  .strict()
  .refine((query) => query.sort !== 'relevance' || query.search, { path: ['sort'], message: 'Sort by relevance needs a search' })
  .refine((query) => query.sort !== 'closest' || query.color, { path: ['sort'], message: 'Sort by closest colour needs a colour' })
  .refine(pricesInOrder, PRICES_IN_ORDER)
  .transform((query) => ({ ...query, sort: query.sort ?? defaultSortFor(query.search, query.color) }));
export type ProductListInput = z.input<typeof ProductListInput>;
export type ProductListQuery = z.output<typeof ProductListInput>;

/** The filters a facet count is counted under: a page's, without its order or paging. */
export const ProductFacetsInput = z
  .object(catalogueFilters)
  .strict()
  .refine(pricesInOrder, PRICES_IN_ORDER);
export type ProductFacetsInput = z.input<typeof ProductFacetsInput>;
export type CatalogueFilters = z.output<typeof ProductFacetsInput>;

/** One facet's value and how many prints it would leave, under the other filters. */
const facetCounts = <Value extends z.ZodType>(value: Value) => z.array(z.object({ value, count: z.number().int() }));

/**
 * How many prints each choice of each filter leaves, under the other filters as asked (GET
 * /api/products/facets): /shop offers only the choices that lead somewhere. Values with no prints
 * are left out, each list in the order /shop offers it.
 */
export const ProductFacetsAnswer = z.object({
  /** The prints all the filters leave, as a page's total counts them (up to TOTAL_CAP). */
  total: z.number().int(),
  orientation: facetCounts(z.enum(ORIENTATIONS)),
  /** The named swatches (src/colour-swatches.ts), by key. */
  color: facetCounts(z.string()),
  /** By the category's own (English) name, as a page's address names it. */
  category: facetCounts(z.string()),
  /** The wall widths /shop offers (WALL_WIDTHS_IN): prints offered in a size at most that wide. */
  maxWidthIn: facetCounts(z.number().int()),
  /** The lowest and highest price the other filters leave, in the currency asked, to its decimals; null when none. */
  price: z.object({ min: z.string(), max: z.string() }).nullable(),
});
export type ProductFacets = z.infer<typeof ProductFacetsAnswer>;
export type FacetCount<Value> = { value: Value; count: number };

/** A page of the catalogue: its `total` is counted up to TOTAL_CAP ("N artworks found"). */
export interface ProductPage extends Page<Product> {
  /** Present when more than TOTAL_CAP products match: `total` is then TOTAL_CAP ("10,000+ artworks found"). */
  totalCapped?: true;
  /**
   * Present when the search as typed matched nothing and the page holds the matches of this reading
   * of it instead, its typos corrected against the catalogue's words ("Showing results for lighthouse").
   */
  correctedTo?: string;
  /** Present when nothing matched, even corrected: the catalogue's nearest words ("Did you mean lighthouse?"). */
  suggestion?: string;
}

/** What a print's call answers (NOT_FOUND, with the reason `gone`) once the print provider removed it. */
export const PRODUCT_GONE = tx('This print is no longer in the shop.');

/**
 * How far the catalogue counts its matches: beyond it a count would read every match of a large
 * catalogue on each page, so it stops there and the page says so (ProductPage.totalCapped).
 */
export const TOTAL_CAP = 10_000;

export const ProductIdInput = z
  .object({
    id: z.coerce
      .number({ message: 'Product id must be a number' })
      .int('Product id must be a whole number')
      .positive('Product id must be positive')
      .max(2_147_483_647, 'Product id is out of range'),
  })
  .strict();
export type ProductIdInput = z.infer<typeof ProductIdInput>;
