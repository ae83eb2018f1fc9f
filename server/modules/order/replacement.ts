import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../integrations/jobs/job-queue.ts';
import type { Clock } from '../common/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import type { OrderActor } from './lifecycle.ts';
import { newOrderNumber } from './order-number.ts';
import { insertOrder, queuePrinting } from './orders.ts';
import { orderSql } from './tables.ts';

/**
 * A reprint sent for a print that arrived defective or wrong: an order of its own, at no charge, for
 * the same line and quantity to the same customer and address, sent to the printer as any paid order
 * is. It carries no payment, so nothing about it can be refunded; its creation on the timeline names
 * the order it replaces.
 */
export async function placeReplacement(
  tx: EntityManager,
  services: { jobs: JobQueue; clock: Clock },
  replaced: { orderId: number; orderItemId: number; returnId: number },
  actor: OrderActor,
): Promise<{ id: number; orderNumber: string }> {
  const db = orderSql(tx);
  const original = await db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select([
      'o.order_number',
      'o.user_id',
      'o.guest_email',
      'o.currency',
      'o.exchange_rate',
      'o.customer_country',
      'o.customer_region',
      'o.shipping_address',
      'o.billing_address',
      'i.product_id',
      'i.variant_id',
      'i.quantity',
    ])
    .where('o.id', '=', replaced.orderId)
    .where('i.id', '=', replaced.orderItemId)
    .executeTakeFirst();
  if (!original) throw new DomainError('NOT_FOUND', 'That line is not on that order.');

  const orderNumber = newOrderNumber(services.clock());
  const id = await insertOrder(
    tx,
    {
      order_number: orderNumber,
      user_id: original.user_id,
      guest_email: original.guest_email,
      status: 'paid',
      subtotal: '0.00',
      tax: '0.00',
      shipping: '0.00',
      discount: '0.00',
      total: '0.00',
      currency: original.currency,
      exchange_rate: original.exchange_rate,
      customer_country: original.customer_country,
      customer_region: original.customer_region,
      payment_method: 'none',
      shipping_address: original.shipping_address,
      billing_address: original.billing_address,
    },
    [{ productId: original.product_id, variantId: original.variant_id, quantity: original.quantity, price: '0.00' }],
    actor,
    { replaces: original.order_number, returnId: replaced.returnId },
  );
  await queuePrinting(tx, services, id);
  return { id, orderNumber };
}
