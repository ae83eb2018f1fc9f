import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { OrderView } from '../../src/orders.ts';

/** "1 item", "3 items" in the page's language (`i18n._(itemCount(order))`): the prints in an order, counting each of a line's quantity. */
export function itemCount(order: Pick<OrderView, 'items'>): MessageDescriptor {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return msg`${plural(count, { one: '# item', other: '# items' })}`;
}

