import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../src/catalogue-translations.ts';
import { ProductSchema } from './product.entity.ts';

/**
 * Where a product is listed: one row for each category name it matches, its own `category` and
 * every category it is linked to (product_categories), with the product's sort keys beside it. The
 * catalogue reads a category's page from these indexes, in any sort order, without collecting and
 * sorting every match, and counts a category from one index (catalogue.queries.ts).
 *
 * Nothing in the application writes it: triggers on products, product_categories and categories
 * call refresh_category_listings (category-listings.routine.ts), so every write path (entities, raw
 * SQL, bulk loads) keeps it right, as it does products.sort_price.
 */

export const CategoryListingSchema = defineEntity({
  name: 'CategoryListing',
  tableName: 'category_listings',
  indexes: [
    // One index per sort order, each read forwards or backwards like the products' own (product.entity.ts).
    { name: 'category_listings_newest_index', properties: ['category', 'createdAt', 'product'] },
    { name: 'category_listings_price_index', properties: ['category', 'sortPrice', 'product'] },
    { name: 'category_listings_name_index', properties: ['category', 'nameKey', 'product'] },
    // The name sort in each other language (the product's name_keys, else its English name_key).
    ...TRANSLATED_LOCALES.map((locale) => ({
      name: `category_listings_name_${locale}_index`,
      expression: `create index "category_listings_name_${locale}_index" on "category_listings" ("category", ${listingNameKey(locale)}, "product_id")`,
    })),
    // Removing a product's rows (a refresh, a cascade) looks them up by product.
    { name: 'category_listings_product_index', properties: ['product'] },
  ],
  properties: {
    category: p.string().length(100).primary(),
    product: () => p.manyToOne(ProductSchema).ref().primary().deleteRule('cascade'),
    createdAt: p.datetime(),
    sortPrice: p.decimal('string').precision(10).scale(2),
    /** lower(title), what the name sort orders by. */
    nameKey: p.string().length(255),
    /** The product's name_keys (product.entity.ts): lower(title) in each language it is translated into. */
    nameKeys: p.json<Partial<Record<TranslatedLocale, string>>>().defaultRaw("'{}'"),
  },
});

export type CategoryListing = InferEntity<typeof CategoryListingSchema>;

/** What a category's name sort orders by in `locale`, as its index writes it (productNameKey's twin). */
export function listingNameKey(locale: TranslatedLocale): string {
  return `coalesce(("name_keys" ->> '${locale}'), ("name_key")::text)`;
}
