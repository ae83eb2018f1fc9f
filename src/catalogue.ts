import { z } from 'zod';
import { tx } from './i18n-text.ts';
import { listPaging, SearchText, type Page } from './paging.ts';
import { text } from './text.ts';
import { DEFAULT_PAGE_SIZE, defaultSortFor, PRODUCT_SORTS } from './catalogue-options.ts';

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

/**
 * One page of the catalogue. `search` matches title, description, tags or category (case-insensitive
 * substring), and a search with typos that matches nothing is read as the catalogue's nearest words;
 * `sort` is the best match first when searching (`relevance`: prints whose title holds the search,
 * then the rest, each newest first) and the newest otherwise, unless another is asked for;
 * `cursor` is the opaque `nextCursor` of the previous page with the same filters and sort.
 * Numbers are coerced because the REST path passes its query string straight through.
 */
export const ProductListInput = z
  .object({
    search: SearchText.optional(),
    category: text('Category', { max: 100, required: 'Choose a category' }).optional(),
    sort: z.enum(PRODUCT_SORTS, { message: `Sort by one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
    ...listPaging(DEFAULT_PAGE_SIZE),
  })
  .strict()
  .refine((query) => query.sort !== 'relevance' || query.search, { path: ['sort'], message: 'Sort by relevance needs a search' })
  .transform((query) => ({ ...query, sort: query.sort ?? defaultSortFor(query.search) }));
export type ProductListInput = z.input<typeof ProductListInput>;
export type ProductListQuery = z.output<typeof ProductListInput>;

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
