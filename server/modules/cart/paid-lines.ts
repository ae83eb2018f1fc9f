import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../src/domain-error.ts';
import { tx } from '../../../src/i18n-text.ts';
import { ownedLines } from './cart-owner.ts';
import type { CartOwner } from './cart-item.entity.ts';
import { cartSql } from './tables.ts';

const CART_CHANGED = tx('Your bag changed while the order was being placed. Please review it and try again.');

/** One line as an order took it: which print, in which size, how many. */
export interface PaidLine {
  productId: number;
  variantId: string | null;
  quantity: number;
}

/**
 * In the order's transaction: the paid quantity of each line leaves the owner's cart. A line holding
 * exactly that goes, a line the shopper raised since keeps the difference, and lines added since stay.
 * With `mustHold` (an order without a payment) every line must still be there in full, else nothing
 * is taken and the shopper is told the bag changed: a second click of the same checkout places nothing.
 */
export async function takePaidLines(tx: EntityManager, owner: CartOwner, lines: readonly PaidLine[], mustHold: boolean): Promise<void> {
  const db = cartSql(tx);
  for (const line of lines) {
    const taken = await db
      .selectFrom('cart_items as ci')
      .select(['ci.id', 'ci.quantity'])
      .where(ownedLines(owner, 'ci'))
      .where('ci.product_id', '=', line.productId)
      .where((eb) => (line.variantId === null ? eb('ci.variant_id', 'is', null) : eb('ci.variant_id', '=', line.variantId)))
      .$if(mustHold, (query) => query.where('ci.quantity', '>=', line.quantity))
      .forUpdate()
      .executeTakeFirst();
    if (!taken) {
      if (mustHold) throw new DomainError('CONFLICT', CART_CHANGED);
      continue;
    }
    if (taken.quantity > line.quantity) {
      await db
        .updateTable('cart_items')
        .set((eb) => ({ quantity: eb('quantity', '-', line.quantity), updated_at: new Date() }))
        .where('id', '=', taken.id)
        .execute();
    } else {
      await db.deleteFrom('cart_items').where('id', '=', taken.id).execute();
    }
  }
}
