import { Trans } from '@lingui/react/macro';
import { IconHomeCheck, IconTruckDelivery } from '@tabler/icons-react';
import { calendarDay, shopDay } from '../../../src/locale-dates.ts';
import type { ReturnLookupAnswer } from '../../../src/returns.ts';
import { useLocale } from '../../locale.tsx';
import classes from './ReturnDelivery.module.css';

/** Whether the returns page treats the order as delivered (spec section 3: delivered is told apart from other statuses). */
export const isDelivered = (order: ReturnLookupAnswer) => order.status === 'delivered';

/**
 * Where the found order is on its way, for /returns: delivered, and when; or not yet, with the word that a
 * return need not wait for it. The last day comes from the server, which decides the window.
 */
export function ReturnDelivery({ order }: { order: ReturnLookupAnswer }) {
  const locale = useLocale();
  const until = calendarDay(order.returnWindow.lastDay, locale, 'weekday');
  if (isDelivered(order)) {
    const day = order.deliveredAt && shopDay(order.deliveredAt, locale, 'long');
    return (
      <p className={classes.note} data-delivered>
        <IconHomeCheck size={18} stroke={1.5} aria-hidden="true" />
        <span>
          <strong>{day ? <Trans>Delivered on {day}.</Trans> : <Trans>Delivered.</Trans>}</strong>
          {order.returnWindow.open && (
            <>
              {' '}
              <Trans>Returns are open until {until}.</Trans>
            </>
          )}
        </span>
      </p>
    );
  }
  return (
    <p className={classes.note}>
      <IconTruckDelivery size={18} stroke={1.5} aria-hidden="true" />
      <span>
        <strong>
          <Trans>Not delivered yet.</Trans>
        </strong>
        {order.returnWindow.open && (
          <>
            {' '}
            <Trans>You can start a return now, or once your order arrives, until {until}.</Trans>
          </>
        )}
      </span>
    </p>
  );
}
