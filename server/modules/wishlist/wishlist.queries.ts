import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_WISHLIST_ITEMS, type WishlistItem } from '../../../src/wishlist.ts';
import { ownedLines, type CartOwner } from '../cart/index.ts';
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from '../catalogue/index.ts';
import { sql } from 'kysely';
import { expressionsFor, shopSql } from '../common/index.ts';
import { wishlistSql } from './tables.ts';

/**
 * The wishlist's statements, one each, every one carrying its owner's condition (cart's ownedLines), so
 * another shopper's list is simply not there. A print taken out of the shop (hidden) stays on the list,
 * unseen, and shows again if it comes back.
 */

interface ItemRow extends ProductRow {
  /** The driver's text of a timestamptz (MikroORM's connection leaves dates to the entities). */
  added_at: Date | string;
}

const toItem = (row: ItemRow): WishlistItem => ({ productId: row.id, product: toProduct(row), addedAt: new Date(row.added_at).toISOString() });

/** Kept prints `w` beside their products `p`, the shop's visible ones only, newest first. */
const items = shopSql
  .selectFrom('wishlist_items as w')
  .innerJoin('products as p', 'p.id', 'w.product_id')
  .select(['w.created_at as added_at', ...PRODUCT_COLUMNS])
  .where('p.hidden', '=', false)
  .orderBy('w.created_at', 'desc')
  .orderBy('w.id', 'desc');

/** The owner's kept prints, newest first. */
export async function listItems(em: EntityManager, owner: CartOwner): Promise<WishlistItem[]> {
  const { rows } = await wishlistSql(em).executeQuery(items.where(ownedLines(owner, 'w')));
  return rows.map(toItem);
}

/** The ids of the owner's kept prints: every page reads them for its hearts. */
export async function listIds(em: EntityManager, owner: CartOwner): Promise<number[]> {
  const rows = await wishlistSql(em)
    .selectFrom('wishlist_items as w')
    .select('w.product_id')
    .where(ownedLines(owner, 'w'))
    .orderBy('w.product_id')
    .execute();
  return rows.map((row) => row.product_id);
}

/** One kept print of the owner's, or null when it is not on their list (or is out of the shop). */
export async function findItem(em: EntityManager, owner: CartOwner, productId: number): Promise<WishlistItem | null> {
  const { rows } = await wishlistSql(em).executeQuery(items.where(ownedLines(owner, 'w')).where('w.product_id', '=', productId));
  return rows[0] ? toItem(rows[0]) : null;
}

const kept = expressionsFor({ wishlist_items: 'wishlist_items' });

/**
 * Keeps a print on the owner's list, in one statement: nothing when it is there already (the unique
 * index), and nothing when the list is full. Answers whether the list holds it afterwards.
 */
export async function keepItem(em: EntityManager, owner: CartOwner, productId: number): Promise<boolean> {
  const db = wishlistSql(em);
  const byUser = 'userId' in owner;
  await db
    .insertInto('wishlist_items')
    .columns(['user_id', 'session_id', 'product_id', 'seen_variant_ids'])
    .expression(
      db
        .selectFrom('products as p')
        .select((eb) => [
          eb.cast<number | null>(eb.val(byUser ? owner.userId : null), 'integer').as('user_id'),
          eb.cast<string | null>(eb.val(byUser ? null : owner.sessionId), 'varchar').as('session_id'),
          'p.id as product_id',
          // The sizes it has now: a size added later is news for its alert (wishlist-alerts.ts).
          sql<string[]>`jsonb_path_query_array(p.variants, '$[*].id')`.as('seen_variant_ids'),
        ])
        .where('p.id', '=', productId)
        .where((eb) => eb(eb.selectFrom('wishlist_items as w').select(eb.fn.countAll<number>().as('n')).where(ownedLines(owner, 'w')), '<', MAX_WISHLIST_ITEMS)),
    )
    .onConflict((conflict) =>
      conflict
        .columns(byUser ? ['user_id', 'product_id'] : ['session_id', 'product_id'])
        .where(kept('user_id', byUser ? 'is not' : 'is', null))
        .doNothing(),
    )
    .execute();
  const held = await db
    .selectFrom('wishlist_items as w')
    .select('w.id')
    .where(ownedLines(owner, 'w'))
    .where('w.product_id', '=', productId)
    .executeTakeFirst();
  return held !== undefined;
}

/** Takes a print off the owner's list; answers whether it was on it. */
export async function dropItem(em: EntityManager, owner: CartOwner, productId: number): Promise<boolean> {
  const result = await wishlistSql(em)
    .deleteFrom('wishlist_items as w')
    .where(ownedLines(owner, 'w'))
    .where('w.product_id', '=', productId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
