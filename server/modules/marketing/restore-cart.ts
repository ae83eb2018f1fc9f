import { tx } from '../../../src/i18n-text.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { addToCart, currentOwner, listLines } from '../cart/index.ts';
import type { RequestScope } from '../request-scope.ts';
import { marketingSql } from './tables.ts';

export const RESTORE_LINK_INVALID = tx('That link to your bag is not valid');

/**
 * The reminder's link (checkout-reminders.ts): puts the cart back as it was when the payment was opened,
 * in whichever browser opens it. A print and size the bag holds already is left as it is (opening the
 * link twice adds nothing); one the shop no longer sells, or has no stock of, is passed over.
 */
export async function restoreRemindedCart(ctx: RequestScope, token: string): Promise<{ restored: number }> {
  const reminder = await marketingSql(ctx.em).selectFrom('checkout_reminders').select('lines').where('token', '=', token).executeTakeFirst();
  if (!reminder) throw new DomainError('NOT_FOUND', RESTORE_LINK_INVALID);
  const owner = await currentOwner(ctx);
  const held = owner ? await listLines(ctx.em, owner) : [];
  let restored = 0;
  for (const line of reminder.lines) {
    if (held.some((kept) => kept.productId === line.productId && kept.variantId === line.variantId)) continue;
    try {
      await addToCart(ctx, { productId: line.productId, variantId: line.variantId, quantity: line.quantity });
      restored += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return { restored };
}
