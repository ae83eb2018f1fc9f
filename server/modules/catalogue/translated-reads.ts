import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Product } from '../../../src/catalogue.ts';
import { isTranslatedLocale } from '../../../src/catalogue-translations.ts';
import type { Locale } from '../../../src/locales.ts';
import { compileOnce, shopSql } from '../common/index.ts';
import { catalogueSql } from './tables.ts';

/**
 * The catalogue as a shopper reads it in their language: each print's title and description, and its
 * category's name, from that language's translations (product-translation.entity.ts,
 * category-translation.entity.ts), the English kept wherever one is missing. English reads cost
 * nothing more; another language's take one statement for a whole page, list or bag, however many
 * prints it holds, beside the statement that read them (whose plans the translations leave alone).
 */

const translationsQuery = compileOnce(['locale', 'ids', 'categories'], (parameter) =>
  shopSql.selectNoFrom((eb) => [
    jsonArrayFrom(
      eb
        .selectFrom('product_translations as t')
        .select(['t.product_id', 't.title', 't.description'])
        .where('t.locale', '=', parameter<string>('locale'))
        .where((inner) => sql<boolean>`${inner.ref('t.product_id')} = any(${parameter<number[]>('ids')}::integer[])`),
    ).as('products'),
    jsonArrayFrom(
      eb
        .selectFrom('category_translations as ct')
        .innerJoin('categories as c', 'c.id', 'ct.category_id')
        .select(['c.name as key', 'ct.name'])
        .where('ct.locale', '=', parameter<string>('locale'))
        .where('ct.name', 'is not', null)
        .where((inner) => sql<boolean>`${inner.ref('c.name')} = any(${parameter<string[]>('categories')}::text[])`),
    ).as('categories'),
  ]),
);

/** `products` in `locale`: their titles, descriptions and category names where translated. */
export async function inLanguage<Item extends Product>(em: EntityManager, locale: Locale | undefined, products: readonly Item[]): Promise<Item[]> {
  if (!isTranslatedLocale(locale) || products.length === 0) return [...products];
  const categories = [...new Set(products.flatMap((product) => (product.category ? [product.category] : [])))];
  const { rows } = await catalogueSql(em).executeQuery(translationsQuery({ locale, ids: products.map((product) => product.id), categories }));
  const found = rows[0];
  const texts = new Map(found?.products.map((row) => [row.product_id, row]));
  const names = new Map(found?.categories.map((row) => [row.key, row.name]));
  return products.map((product) => {
    const text = texts.get(product.id);
    return {
      ...product,
      title: text?.title ?? product.title,
      description: text?.description ?? product.description,
      category: (product.category && names.get(product.category)) ?? product.category,
    };
  });
}

/** One product in `locale`, or null. */
export async function productInLanguage(em: EntityManager, locale: Locale | undefined, product: Product | null): Promise<Product | null> {
  return product ? ((await inLanguage(em, locale, [product]))[0] ?? null) : null;
}

/**
 * The titles of prints `productIds` in `locale`, where translated (an English print, or English itself,
 * is not in the map): what the e-mails about an order call its prints in the customer's language.
 */
export async function titlesIn(em: EntityManager, locale: Locale, productIds: readonly number[]): Promise<ReadonlyMap<number, string>> {
  if (!isTranslatedLocale(locale) || productIds.length === 0) return new Map();
  const rows = await catalogueSql(em)
    .selectFrom('product_translations')
    .select(['product_id', 'title'])
    .where('locale', '=', locale)
    .where('product_id', 'in', [...new Set(productIds)])
    .where('title', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.product_id, row.title!]));
}
