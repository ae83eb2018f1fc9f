import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderView } from '../../../src/checkout.ts';
import type { OrderSummary } from '../../../src/orders.ts';

/** One customer's orders, newest first, with the number of prints in each: one statement. */
export async function listCustomerOrders(em: EntityManager, userId: number, limit: number): Promise<OrderSummary[]> {
  const rows = await em.execute<
    { id: number; order_number: string; created_at: Date; status: string; total: string; item_count: number }[]
  >(
    `select o.id, o.order_number, o.created_at, o.status, o.total,
            coalesce((select sum(i.quantity) from order_items i where i.order_id = o.id), 0)::int as item_count
       from orders o
      where o.user_id = ?
      order by o.created_at desc, o.id desc
      limit ?`,
    [userId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    createdAt: new Date(row.created_at),
    status: row.status,
    total: row.total,
    itemCount: row.item_count,
  }));
}

interface OrderViewRow {
  id: number;
  order_number: string;
  status: string;
  created_at: Date;
  customer_email: string | null;
  subtotal: string;
  discount: string;
  tax: string;
  shipping: string;
  total: string;
  currency: string;
  coupon_code: string | null;
  tracking_number: string | null;
  items: {
    id: number;
    productId: number;
    variantId: string | null;
    size: string | null;
    quantity: number;
    price: string;
    title: string;
    imageUrl: string | null;
  }[];
}

/**
 * Orders with their items in one statement (items aggregated per order, so no query per order).
 * `where` filters `orders o`; the customer's e-mail is the guest's, else the account's.
 */
async function selectOrderViews(em: EntityManager, where: string, params: unknown[], limit: number): Promise<OrderView[]> {
  const rows = await em.execute<OrderViewRow[]>(
    `select o.id, o.order_number, o.status, o.created_at, coalesce(o.guest_email, u.email) as customer_email,
            o.subtotal, o.discount, o.tax, o.shipping, o.total, trim(o.currency) as currency, o.coupon_code, o.tracking_number,
            coalesce(jsonb_agg(jsonb_build_object(
              'id', i.id, 'productId', i.product_id, 'variantId', i.variant_id, 'quantity', i.quantity,
              'price', to_char(i.price, 'FM99999990.00'), 'title', p.title, 'imageUrl', p.image_url,
              'size', (select v ->> 'size' from jsonb_array_elements(
                         case when jsonb_typeof(p.variants) = 'array' then p.variants else '[]'::jsonb end) v
                        where v ->> 'id' = i.variant_id limit 1)
            ) order by i.id) filter (where i.id is not null), '[]'::jsonb) as items
       from orders o
       left join users u on u.id = o.user_id
       left join order_items i on i.order_id = o.id
       left join products p on p.id = i.product_id
      where ${where}
      group by o.id, u.email
      order by o.created_at desc, o.id desc
      limit ?`,
    [...params, limit],
  );
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
    currency: row.currency,
    couponCode: row.coupon_code,
    trackingNumber: row.tracking_number,
    items: row.items.map(({ title, imageUrl, ...item }) => ({ ...item, product: { title, imageUrl } })),
  }));
}

/** One customer's orders with their items, newest first. */
export const customerOrderViews = (em: EntityManager, userId: number, limit: number) =>
  selectOrderViews(em, 'o.user_id = ?', [userId], limit);

export async function orderView(em: EntityManager, orderId: number): Promise<OrderView | null> {
  return (await selectOrderViews(em, 'o.id = ?', [orderId], 1))[0] ?? null;
}

/** The order with this number whose customer e-mail (guest's or account's) is `email`; null otherwise. */
export async function orderByNumberAndEmail(em: EntityManager, orderNumber: string, email: string): Promise<OrderView | null> {
  const where = 'o.order_number = ? and lower(coalesce(o.guest_email, u.email)) = lower(?)';
  return (await selectOrderViews(em, where, [orderNumber, email], 1))[0] ?? null;
}
