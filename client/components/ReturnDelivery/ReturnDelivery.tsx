import { IconHomeCheck, IconTruckDelivery } from '@tabler/icons-react';
import { formatDayLong, formatShopDateLong } from '../../../src/shop-time.ts';
import type { ReturnLookupAnswer } from '../../../src/returns.ts';
import classes from './ReturnDelivery.module.css';

/** Whether the returns page treats the order as delivered (spec section 3: delivered is told apart from other statuses). */
export const isDelivered = (order: ReturnLookupAnswer) => order.status === 'delivered';

/**
 * Where the found order is on its way, for /returns: delivered, and when; or not yet, with the word that a
 * return need not wait for it. The last day comes from the server, which decides the window.
 */
export function ReturnDelivery({ order }: { order: ReturnLookupAnswer }) {
  const until = formatDayLong(order.returnWindow.lastDay);
  if (isDelivered(order)) {
    return (
      <p className={classes.note} data-delivered>
        <IconHomeCheck size={18} stroke={1.5} aria-hidden="true" />
        <span>
          <strong>{order.deliveredAt ? `Delivered on ${formatShopDateLong(order.deliveredAt)}.` : 'Delivered.'}</strong>
          {order.returnWindow.open && ` Returns are open until ${until}.`}
        </span>
      </p>
    );
  }
  return (
    <p className={classes.note}>
      <IconTruckDelivery size={18} stroke={1.5} aria-hidden="true" />
      <span>
        <strong>Not delivered yet.</strong>
        {order.returnWindow.open && ` You can start a return now, or once your order arrives, until ${until}.`}
      </span>
    </p>
  );
}
