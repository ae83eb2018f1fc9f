import type { EntityManager } from '@mikro-orm/postgresql';
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
