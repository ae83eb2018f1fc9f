import { defineEntity, p, type InferEntity, type Opt } from '@mikro-orm/core';
import type { PaletteColour, ProductVariant } from '../../../src/catalogue.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../src/catalogue-translations.ts';
import type { SizeCheck } from '../../../src/print-resolution.ts';
import { PRODUCT_REVISION_TRIGGERS } from './catalogue-revision.entity.ts';
import { createdAt, money, serialId, updatedAt } from '../columns.ts';
import { PRODUCT_LISTING_TRIGGERS } from './category-listings.routine.ts';
import { PRODUCT_COLOUR_TRIGGERS } from './colour-lab.routine.ts';

/**
 * How many of one product (all its sizes together), as stock and holds count it. Declared beside the
 * product rather than with perProduct (stock-line.ts) because the reservation entity stores lines of it,
 * and an entity file imports only entity files.
 */
export interface StockLine {
  productId: number;
  quantity: number;
}

export const ProductSchema = defineEntity({
  name: 'Product',
  tableName: 'products',
  indexes: [
    // One index per sort order; id breaks ties so cursors are stable. Each carries search_text and
    // hidden, everything a search's page filters on, so the page walks its sort order in the index
    // alone (an index-only scan), checking the search on index entries, and fetches only the rows it
    // shows (catalogue.queries.ts). Without hidden, each entry walked cost a read of its row: a rare
    // two-word search sorted by price went from 1 to 90 ms at 100,000 products.
    {
      name: 'products_created_at_id_index',
      expression: 'create index "products_created_at_id_index" on "products" ("created_at" desc, "id" desc) include ("search_text", "hidden")',
    },
    { properties: ['category'] },
    { name: 'products_featured_index', expression: 'create index "products_featured_index" on "products" ("featured") where "featured"' },
    // One index serves both price sorts: read forwards for price_asc, backwards for price_desc.
    {
      name: 'products_sort_price_id_index',
      expression: 'create index "products_sort_price_id_index" on "products" ("sort_price", "id") include ("search_text", "hidden")',
    },
    // The title too: PostgreSQL does not read lower("title") back out of the index, so it scans this
    // index alone only when the title itself is in it.
    {
      name: 'products_name_sort_index',
      expression: 'create index "products_name_sort_index" on "products" (lower("title"), "id") include ("search_text", "hidden", "title")',
    },
    // The name sort in each other language: by its title there, else the English one (name_keys below).
    // With the English name index's columns, so a search walks it in an index-only scan as well.
    ...TRANSLATED_LOCALES.map((locale) => ({
      name: `products_name_${locale}_index`,
      expression: `create index "products_name_${locale}_index" on "products" (${productNameKey(locale)}, "id") include ("search_text", "hidden", "title", "name_keys")`,
    })),
    // Catalogue search is a case-insensitive substring match (searchText LIKE '%term%', lowered):
    // a trigram index answers it without scanning the table.
    { name: 'products_search_text_trgm_index', expression: 'create index "products_search_text_trgm_index" on "products" using gin ("search_text" gin_trgm_ops)' },
    // The title alone (search_text's first line), for a relevance page's first walk (catalogue.queries.ts
    // titleMatches): where few titles hold a search that many descriptions do, PostgreSQL reads those few
    // from here rather than walk the whole newest index for them.
    {
      name: 'products_search_title_trgm_index',
      expression: 'create index "products_search_title_trgm_index" on "products" using gin (split_part("search_text", chr(10), 1) gin_trgm_ops)',
    },
    // Recommendations (modules/recommendations): in-stock prints first, newest first, read backwards along
    // these; in stock is written as the query writes it, `in_stock and inventory > 0` (src/cart.ts isInStock).
    {
      name: 'products_category_stock_newest_index',
      expression: 'create index "products_category_stock_newest_index" on "products" ("category", ("in_stock" and "inventory" > 0), "created_at", "id")',
    },
    {
      name: 'products_stock_newest_index',
      expression: 'create index "products_stock_newest_index" on "products" (("in_stock" and "inventory" > 0), "created_at", "id")',
    },
    {
      name: 'products_featured_stock_newest_index',
      expression:
        'create index "products_featured_stock_newest_index" on "products" (("in_stock" and "inventory" > 0), "created_at", "id") where "featured"',
    },
    // Prints that share a tag with another (tags && array[...]).
    { name: 'products_tags_index', expression: 'create index "products_tags_index" on "products" using gin ("tags")' },
  ],
  properties: {
    id: serialId(),
    title: p.string().length(255),
    description: p.text().nullable(),
    price: money(),
    imageUrl: p.string().length(500).nullable(),
    category: p.string().length(100).nullable(),
    dimensions: p.string().length(50).nullable(),
    inStock: p.boolean().default(true),
    inventory: p.integer().default(0).check('inventory >= 0'),
    /**
     * Units held by checkouts whose payment is open (checkout/holds.ts, through stock.ts): they leave
     * `inventory` only when the payment becomes an order. What others can still buy is
     * inventory - reserved, which the hold's guarded update checks.
     */
    reserved: p.integer().default(0).check('reserved >= 0'),
    featured: p.boolean().default(false),
    tags: p.array().default([]),
    printifyId: p.string().length(100).nullable().unique(),
    printifyVariantId: p.string().length(100).nullable(),
    mockupImages: p.array().default([]),
    /** The sizes offered to shoppers: a size held back for its artwork's resolution is not among them. */
    variants: p.json<ProductVariant[]>().default('[]'),
    /**
     * The print provider's sizes whose artwork is under 200 pixels per inch (src/print-resolution.ts):
     * each held back, flagged or released, with its resolution. Written by the import and the release.
     */
    // A raw default: the ORM would write a plain default as a JSON string ('"[]"') on the rows it makes.
    sizeChecks: p.json<SizeCheck[]>().defaultRaw("'[]'"),
    priceRange: p.string().length(50).nullable(),
    /** The picture's main colours with their shares (palette.ts), written with the picture: at the demo's seed and each import. */
    // A raw default, as sizeChecks' above.
    palette: p.json<PaletteColour[]>().defaultRaw("'[]'"),
    /**
     * Each other language's title, lowered ({"de": "lissabons dächer in der dämmerung"}), where the
     * print has one: what the name sort orders by in that language (its index above). Kept by
     * product_translations' trigger (product-translation.entity.ts), never by a statement.
     */
    // A raw default, as sizeChecks' below.
    nameKeys: p.json<Partial<Record<TranslatedLocale, string>>>().defaultRaw("'{}'").$type<Opt<Partial<Record<TranslatedLocale, string>>>>(),
    /**
     * Out of the shop (its lists and pages) but kept for the orders that hold it: a product deleted at
     * the print provider.
     */
    hidden: p.boolean().default(false),
    /**
     * Generated by PostgreSQL from variants and price (product-sort-price.routine.ts); Opt because
     * no writer ever sets it, and the ORM reads it back after each insert and update.
     */
    sortPrice: money().$type<Opt<string>>().generated('(product_sort_price(variants, price)) stored'),
    /**
     * What a catalogue search matches: title, description, tags and category, lowered, in one column
     * (product-search-text.routine.ts), so one trigram index serves the search and a match is checked
     * with a plain LIKE on one stored value. Generated by PostgreSQL; lazy and hidden: no entity read
     * or answer needs it.
     */
    searchText: p
      .text()
      .$type<Opt<string>>()
      // As PostgreSQL prints it back, so the migration diff sees no change.
      .generated('(product_search_text((title)::text, description, tags, (category)::text)) stored')
      .lazy()
      .hidden(),
    /**
     * The print's shape and narrowest width in inches, from its sizes (product-shape.routine.ts): what
     * /shop's orientation and "fits my wall" filters match. Generated by PostgreSQL, as sortPrice is.
     */
    orientation: p.text().$type<Opt<string | null>>().nullable().generated('(product_orientation(variants)) stored').lazy().hidden(),
    minWidthIn: p.decimal('string').columnType('numeric').$type<Opt<string | null>>().nullable().generated('(product_min_width_in(variants)) stored').lazy().hidden(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  triggers: [...PRODUCT_LISTING_TRIGGERS, ...PRODUCT_REVISION_TRIGGERS, ...PRODUCT_COLOUR_TRIGGERS],
});

export type Product = InferEntity<typeof ProductSchema>;

/**
 * What the name sort orders a print by in `locale`: its title there, else its English one, lowered.
 * The index's expression; a statement that sorts by it writes the same (catalogue.queries.ts).
 */
export function productNameKey(locale: TranslatedLocale): string {
  return `coalesce(("name_keys" ->> '${locale}'), lower(("title")::text))`;
}
