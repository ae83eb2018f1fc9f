import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../src/domain-error.ts';
import { tx } from '../../../src/i18n-text.ts';
import type { StockLine } from './product.entity.ts';
import { catalogueSql } from './tables.ts';

/**
 * A print's stock: `inventory` is what the shop has, `reserved` what open checkouts hold of it. Each
 * change is one guarded UPDATE on the product's row: PostgreSQL's row lock orders concurrent
 * checkouts and re-checks the condition for each, so none reads and then writes. Callers pass
 * products in id order (perProduct), so two checkouts of the same prints never deadlock.
 */

const GONE = tx('A print in your bag is out of stock. Please remove it from your bag.');
const OUT_OF_STOCK = tx('{title} is out of stock. Please remove it from your bag.');
const LAST_ONES_HELD = tx('Other shoppers are paying for the last {title} right now. Please try again in a few minutes, or remove it from your bag.');
const REST_HELD = tx('Only {available} of {title} {available, plural, one {is available} other {are available}} right now: other shoppers are paying for the rest. Please lower the quantity.');

/** Holds `quantity` of a print for a checkout; a 409 that says what is left when it cannot. */
export async function reserveStock(tx: EntityManager, { productId, quantity }: StockLine): Promise<void> {
  const held = await catalogueSql(tx)
    .updateTable('products')
    .set((eb) => ({ reserved: eb('reserved', '+', quantity) }))
    .where('id', '=', productId)
    .where('in_stock', '=', true)
    .where((eb) => eb(eb('inventory', '-', eb.ref('reserved')), '>=', quantity))
    .returning('id')
    .executeTakeFirst();
  if (held) return;
  const product = await catalogueSql(tx)
    .selectFrom('products')
    .select(['title', 'in_stock', 'inventory', 'reserved'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw new DomainError('CONFLICT', GONE);
  const values = { title: product.title, available: Math.max(product.inventory - product.reserved, 0) };
  if (!product.in_stock || product.inventory <= 0) throw new DomainError('CONFLICT', OUT_OF_STOCK, { values });
  throw new DomainError('CONFLICT', values.available === 0 ? LAST_ONES_HELD : REST_HELD, { values });
}

/** A hold that ended: its stock is free for other shoppers again. */
export async function releaseStock(em: EntityManager, lines: readonly StockLine[]): Promise<void> {
  for (const { productId, quantity } of lines) {
    await catalogueSql(em)
      .updateTable('products')
      .set((eb) => ({ reserved: eb('reserved', '-', quantity) }))
      .where('id', '=', productId)
      .execute();
  }
}

/**
 * Sells the lines: inventory goes down. `fromHold`: the units were held for this sale (and are ours
 * unless inventory was lowered by hand meanwhile); without a hold only what nobody else holds may be
 * taken. Answers the title of the first print that could not be sold, or null when all were.
 */
export async function sellStock(tx: EntityManager, lines: readonly StockLine[], fromHold: boolean): Promise<string | null> {
  const db = catalogueSql(tx);
  for (const { productId, quantity } of lines) {
    const sold = await db
      .updateTable('products')
      .set((eb) => ({
        inventory: eb('inventory', '-', quantity),
        ...(fromHold ? { reserved: eb('reserved', '-', quantity) } : {}),
      }))
      .where('id', '=', productId)
      .where((eb) =>
        fromHold
          ? eb('inventory', '>=', quantity)
          : eb.and([eb('in_stock', '=', true), eb(eb('inventory', '-', eb.ref('reserved')), '>=', quantity)]),
      )
      .returning('id')
      .executeTakeFirst();
    if (!sold) {
      const product = await db.selectFrom('products').select('title').where('id', '=', productId).executeTakeFirst();
      return product?.title ?? 'A print you ordered';
    }
  }
  return null;
}

/** Prints that came back to the shop (a refunded line restocked, a cancelled order): inventory goes up. Lines per product, in id order (perProduct). */
export async function restock(tx: EntityManager, lines: readonly StockLine[]): Promise<void> {
  for (const { productId, quantity } of lines) {
    await catalogueSql(tx)
      .updateTable('products')
      .set((eb) => ({ inventory: eb('inventory', '+', quantity) }))
      .where('id', '=', productId)
      .execute();
  }
}
