import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { FixShippingInput, FixShippingReceipt } from '../../../src/admin-orders.ts';
import { ORDER_STATUS_LABELS, PRINT_WAITING_STATUSES, type OrderStatus } from '../../../src/statuses.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import type { RequestScope, Services } from '../request-scope.ts';
import { isSanctionedDestination } from '../sanctions/index.ts';
import { shippingFieldsOf, type StoredAddress } from './address.ts';
import { holdsPrintLines, queuePrinting } from './orders.ts';
import { waitForPrintSubmission } from './print-state.ts';
import { orderSql } from './tables.ts';

/**
 * Staff (admins and support: it moves no money) correct where a print order goes and send it to
 * Printify again: the address is replaced, Printify's refusal cleared, the submission queued anew
 * (order/orders.ts queuePrinting) and the change audited with the address before and after, in one
 * transaction. Only for an order still waiting to be sent: paid, not at Printify, with Printify lines.
 */

/** Why an order has no print order to correct: its status, or its lines. */
const NOT_WAITING = (why: string) => `There is no print order waiting to be sent: ${why}.`;

export async function fixShippingAndResend(
  deps: { em: EntityManager; services: Pick<Services, 'jobs' | 'clock'>; sanctions: RequestScope['sanctions'] },
  { orderNumber, ...correction }: z.output<typeof FixShippingInput>,
  actor: AuditActor,
): Promise<FixShippingReceipt> {
  return deps.em.fork().transactional(async (tx) => {
    const db = orderSql(tx);
    const found = await db.selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirst();
    if (!found) throw new DomainError('NOT_FOUND', 'There is no order with that number.');
    // A submission under way ends first (it may have been taken: then the order is at Printify below).
    await waitForPrintSubmission(tx, found.id);
    const order = await db
      .selectFrom('orders')
      .select(['status', 'shipping_address', 'printify_order_id', 'print_error', 'print_refused_at'])
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const status = order.status as OrderStatus;
    if (order.printify_order_id) {
      throw new DomainError('CONFLICT', `This order is at Printify already (its order ${order.printify_order_id}): change its address there.`);
    }
    if (!(PRINT_WAITING_STATUSES as readonly string[]).includes(status)) throw new DomainError('CONFLICT', NOT_WAITING(`its status is ${ORDER_STATUS_LABELS[status]}`));
    if (!(await holdsPrintLines(tx, found.id))) throw new DomainError('CONFLICT', NOT_WAITING('this order has no prints made by Printify'));

    const before = order.shipping_address;
    // The order was priced and paid for shipping to its country (the rate, the tax, the currency).
    if (correction.country !== before.country) {
      throw new DomainError(
        'BAD_REQUEST',
        `country: Stays ${before.country}: the order was priced and paid for shipping there; to send it to another country, cancel it and ask the customer to order again.`,
      );
    }
    if (isSanctionedDestination(deps, { country: correction.country, region: correction.state })) {
      throw new DomainError('BAD_REQUEST', 'state: The shop cannot ship to this place because of U.S. trade sanctions.');
    }
    const after: StoredAddress = {
      ...before,
      firstName: correction.firstName,
      lastName: correction.lastName ?? '',
      phone: correction.phone ?? null,
      address: correction.address,
      apartment: correction.apartment ?? null,
      city: correction.city,
      state: correction.state,
      zipCode: correction.zipCode,
    };
    await db.updateTable('orders').set({ shipping_address: after, updated_at: new Date() }).where('id', '=', found.id).execute();
    await queuePrinting(tx, deps.services, found.id);
    await recordAudit(tx, {
      actor,
      action: 'order.fix_shipping',
      target: { type: 'order', id: orderNumber },
      before: { shippingAddress: before, printifyRefusal: order.print_refused_at ? order.print_error : null },
      after: { shippingAddress: after },
    });
    return { orderNumber, shipping: shippingFieldsOf(after), queued: true };
  });
}
