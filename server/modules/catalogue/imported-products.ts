import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { ProductSchema, type Product } from './product.entity.ts';
import { catalogueSql } from './tables.ts';
import { flagTranslationsForReview } from './translations.ts';

/**
 * The catalogue's writes for products that come from the print provider: made or brought up to date
 * by the provider's id (never duplicated), filed under their category (made when new), and hidden when
 * the provider no longer has them. The provider's module decides the fields; this module owns the rows.
 * A new English title or description keeps its translations, flagged for an admin's review.
 */

/** What the provider says of a product, in the catalogue's terms. */
export type ImportedFields = Pick<
  Product,
  | 'title'
  | 'description'
  | 'price'
  | 'priceRange'
  | 'imageUrl'
  | 'mockupImages'
  | 'category'
  | 'dimensions'
  | 'tags'
  | 'variants'
  | 'sizeChecks'
  | 'printifyVariantId'
  | 'palette'
>;

/** Print on demand never runs out: a stock this high keeps the shop's stock rules (holds, sales) working. */
const PRINT_ON_DEMAND_STOCK = 9999;

/** In `tx`: makes or updates the product imported as `printifyId`, shown and in stock; answers its id. */
export async function saveImportedProduct(tx: EntityManager, printifyId: string, fields: ImportedFields): Promise<{ productId: number; created: boolean }> {
  const db = catalogueSql(tx);
  const categoryId = fields.category ? await ensureCategory(tx, fields.category) : null;
  // One import of a product at a time (a sync and a webhook may race): the second finds the first's row.
  await sql`select pg_advisory_xact_lock(hashtextextended(${`printify-product:${printifyId}`}, 0))`.execute(db);
  const existing = await tx.findOne(ProductSchema, { printifyId });
  const changed = existing ? { title: existing.title !== fields.title, description: (existing.description ?? null) !== (fields.description ?? null) } : null;
  const shown = { ...fields, hidden: false, inStock: true };
  // Stock is the shop's (sales take from it): an update leaves it alone.
  const product = existing ? tx.assign(existing, shown) : tx.create(ProductSchema, { ...shown, printifyId, inventory: PRINT_ON_DEMAND_STOCK });
  await tx.flush();
  if (changed) await flagTranslationsForReview(tx, product.id, changed);
  if (categoryId !== null) {
    await db
      .insertInto('product_categories')
      .values({ product_id: product.id, category_id: categoryId })
      .onConflict((conflict) => conflict.columns(['product_id', 'category_id']).doNothing())
      .execute();
  }
  return { productId: product.id, created: !existing };
}

async function ensureCategory(tx: EntityManager, name: string): Promise<number> {
  const known = await catalogueSql(tx).selectFrom('categories').select('id').where('name', '=', name).executeTakeFirst();
  if (known) return known.id;
  const made = await catalogueSql(tx)
    .insertInto('categories')
    .values({ name, description: `${name} canvas prints.` })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ name }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}

/**
 * Hides imported products, which their orders keep: the one imported as `printifyId`, or every one
 * whose provider id is not in `except` (a sync's list). Answers how many were hidden.
 */
export async function hideImportedProducts(em: EntityManager, which: { printifyId: string } | { except: readonly string[] }): Promise<number> {
  let statement = catalogueSql(em)
    .updateTable('products')
    .set({ hidden: true, in_stock: false, updated_at: new Date() })
    .where('printify_id', 'is not', null)
    .where('hidden', '=', false);
  if ('printifyId' in which) statement = statement.where('printify_id', '=', which.printifyId);
  else if (which.except.length > 0) statement = statement.where('printify_id', 'not in', which.except);
  const result = await statement.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
