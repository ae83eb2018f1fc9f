import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Expression, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { OrderView } from '../../../src/orders.ts';
import { expressionsFor } from '../common/index.ts';
import { orderSql } from './tables.ts';

/** The order statements read orders as `o`, beside their customer `u`. */
const o = expressionsFor({ o: 'orders', u: 'users' });

/**
 * An order item's size label as its product lists it now (`variants` of products, `variant_id` of
 * order_items); null for a print sold in one size or a size the product has since dropped.
 */
export const sizeOfItem = (variants: Expression<unknown>, variantId: Expression<string | null>) =>
  // Kysely has no builder for a lateral jsonb_array_elements lookup.
  sql<string | null>`(select v ->> 'size' from jsonb_array_elements(
    case when jsonb_typeof(${variants}) = 'array' then ${variants} else '[]'::jsonb end) v
    where v ->> 'id' = ${variantId} limit 1)`;

/** The customer's e-mail: the guest's, else the account's. */
const customerEmail = o.fn.coalesce('o.guest_email', 'u.email');

/**
 * Orders with their items in one statement (each order's items as a JSON array built in the same
 * statement, so no query per order). `where` filters `orders o` beside `users u`.
 */
async function selectOrderViews(em: EntityManager, where: Expression<SqlBool>, limit: number): Promise<OrderView[]> {
  const rows = await orderSql(em)
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [
      'o.id',
      'o.order_number',
      'o.status',
      'o.created_at',
      customerEmail.as('customer_email'),
      'o.subtotal',
      'o.discount',
      'o.tax',
      'o.shipping',
      'o.total',
      'o.gift_card_amount',
      eb.fn<string>('trim', ['o.currency']).as('currency'),
      'o.coupon_code',
      'o.tracking_number',
      'o.carrier',
      'o.tracking_url',
      'o.delivered_at',
      'o.return_window_days',
      'o.free_return_shipping',
      'o.amount_refunded',
      jsonArrayFrom(
        eb
          .selectFrom('order_refunds as r')
          .select((refund) => [
            sql<string>`to_char(${refund.ref('r.amount')}, 'FM99999990.00')`.as('amount'),
            'r.created_at',
            'r.lines',
          ])
          .whereRef('r.order_id', '=', 'o.id')
          // Only money on its way or back: not a refund the provider refused (or sent back), nor one it has not answered.
          .where('r.status', 'in', ['pending', 'succeeded'])
          .orderBy('r.id'),
      ).as('refunds'),
      jsonArrayFrom(
        eb
          .selectFrom('order_items as i')
          .innerJoin('products as p', 'p.id', 'i.product_id')
          .select((item) => [
            'i.id',
            'i.product_id as productId',
            'i.variant_id as variantId',
            'i.quantity',
            // JSON would carry the numeric as a number; the wire wants a 2-decimal string.
            sql<string>`to_char(${item.ref('i.price')}, 'FM99999990.00')`.as('price'),
            'p.title',
            'p.image_url as imageUrl',
            sizeOfItem(item.ref('p.variants'), item.ref('i.variant_id')).as('size'),
          ])
          .whereRef('i.order_id', '=', 'o.id')
          .orderBy('i.id'),
      ).as('items'),
    ])
    .where(where)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    customerEmail: row.customer_email,
    subtotal: row.subtotal,
    discount: row.discount,
    tax: row.tax,
    shipping: row.shipping,
    total: row.total,
    giftCardAmount: row.gift_card_amount,
    currency: row.currency,
    couponCode: row.coupon_code,
    trackingNumber: row.tracking_number,
    carrier: row.carrier,
    trackingUrl: row.tracking_url,
    deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at).toISOString(),
    returnWindowDays: row.return_window_days,
    freeReturnShipping: row.free_return_shipping,
    items: row.items.map(({ title, imageUrl, ...item }) => ({ ...item, product: { title, imageUrl } })),
    amountRefunded: row.amount_refunded,
    refunds: row.refunds.map((refund) => ({ amount: refund.amount, createdAt: new Date(refund.created_at).toISOString(), lines: refund.lines })),
  }));
}

/** One customer's orders with their items, newest first. */
export const customerOrderViews = (em: EntityManager, userId: number, limit: number) =>
  selectOrderViews(em, o('o.user_id', '=', userId), limit);

export async function orderView(em: EntityManager, orderId: number): Promise<OrderView | null> {
  return (await selectOrderViews(em, o('o.id', '=', orderId), 1))[0] ?? null;
}

/** The order with this number whose customer e-mail (guest's or account's) is `email`; null otherwise. */
export async function orderByNumberAndEmail(em: EntityManager, orderNumber: string, email: string): Promise<OrderView | null> {
  const where = o.and([o('o.order_number', '=', orderNumber), o(o.fn('lower', [customerEmail]), '=', o.fn('lower', [o.val(email)]))]);
  return (await selectOrderViews(em, where, 1))[0] ?? null;
}
