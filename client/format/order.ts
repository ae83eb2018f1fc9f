import type { OrderView } from '../../src/orders.ts';

/** "1 item", "3 items": the prints in an order, counting each of a line's quantity. */
export function itemCount(order: Pick<OrderView, 'items'>): string {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
