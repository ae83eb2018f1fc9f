import type { OrderView } from '../../src/orders.ts';

/** "1 item", "3 items": the prints in an order, counting each of a line's quantity. */
export function itemCount(order: Pick<OrderView, 'items'>): string {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

const dayFormats = new Map<'short' | 'long', Intl.DateTimeFormat>();

/**
 * The day an order was placed or refunded: "Nov 26, 2026" (`short`) or "November 26, 2026" (`long`).
 * The formats are made on first use, not when the module loads: the entry script holds the order lists,
 * and a page's first `Intl.DateTimeFormat` loads the calendar data (about 14 ms of a phone's main thread
 * in the entry script's one long task, on pages that show no order; docs/performance.md, Lighthouse).
 */
export function orderDay(when: string | Date, month: 'short' | 'long'): string {
  let format = dayFormats.get(month);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month, day: 'numeric', year: 'numeric' });
    dayFormats.set(month, format);
  }
  return format.format(new Date(when));
}
