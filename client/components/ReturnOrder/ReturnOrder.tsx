import '@mantine/core/styles/Badge.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconHomeCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { OrderItemView } from '../../../src/orders.ts';
import { calendarDay, shopDay } from '../../../src/locale-dates.ts';
import { RETURN_WINDOW_TEXT, type ReturnLookupAnswer } from '../../../src/returns.ts';
import { formatPrice } from '../../format/price.ts';
import { useLocale } from '../../locale.tsx';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge.tsx';
import { isDelivered, ReturnDelivery } from '../ReturnDelivery/ReturnDelivery.tsx';
import classes from './ReturnOrder.module.css';
import { pathTo } from '../../../src/page-routes.ts';

interface ReturnOrderProps {
  order: ReturnLookupAnswer;
  /** Items with a return sent from this page: item id → request id. */
  requested: ReadonlyMap<number, number>;
  onReturn: (item: OrderItemView) => void;
}

/**
 * Step 2 of /returns: the found order (number, date, status, delivery) and its items, each with Return
 * This Item while the server says the order is within its window (7 days, or what its customer's tier
 * gave it when placed), else the Return Window Closed badge.
 */
export function ReturnOrder({ order, requested, onReturn }: ReturnOrderProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { open } = order.returnWindow;
  const delivered = isDelivered(order);
  const { orderNumber, returnWindowDays: days } = order;
  const placed = shopDay(order.createdAt, locale, 'long');
  const lastDay = calendarDay(order.returnWindow.lastDay, locale, 'weekday');
  return (
    <section className={classes.order} aria-label={t`Order ${orderNumber}`}>
      <header className={classes.head}>
        <div>
          <p className={classes.number}>
            <Trans>Order {orderNumber}</Trans>
          </p>
          <p className={classes.meta}>
            <Trans>Placed {placed}</Trans>
          </p>
        </div>
        <OrderStatusBadge
          status={order.status}
          variant={delivered ? 'filled' : 'light'}
          className={classes.status}
          leftSection={delivered && <IconHomeCheck size={13} aria-hidden="true" />}
        />
      </header>
      <ReturnDelivery order={order} />
      {requested.size > 0 && (
        <p className={classes.confirmation} role="status">
          <IconCircleCheck size={18} stroke={1.5} aria-hidden="true" />
          <span>
            <Trans>
              We have your return request. A confirmation is on its way to your e-mail, and return instructions follow within 24
              hours.
            </Trans>
          </span>
        </p>
      )}
      <p className={classes.prompt}>
        {!open ? (
          <Trans>
            This order was placed more than {days} days ago. Late returns may be accepted at our discretion, with a restocking fee:{' '}
            <Link href={pathTo('contact')}>contact us</Link>.
          </Trans>
        ) : order.freeReturnShipping ? (
          <Trans>Choose the item you would like to return. Returns for this order are open through {lastDay}, and return shipping is on us.</Trans>
        ) : (
          <Trans>Choose the item you would like to return. Returns for this order are open through {lastDay}.</Trans>
        )}
      </p>
      <ul className={classes.items}>
        {order.items.map((item) => {
          const requestId = requested.get(item.id);
          const { quantity } = item;
          return (
            <li key={item.id} className={classes.item} aria-label={item.product.title}>
              <span className={classes.thumb} aria-hidden="true">
                {item.product.imageUrl ? (
                  <img src={item.product.imageUrl} alt="" width={96} height={120} loading="lazy" decoding="async" />
                ) : (
                  <span className={classes.noImage} />
                )}
              </span>
              <div className={classes.itemBody}>
                <p className={classes.itemTitle}>{item.product.title}</p>
                <p className={classes.itemMeta}>
                  {item.size && <span>{item.size}</span>}
                  <span>
                    <Trans>Qty {quantity}</Trans>
                  </span>
                  <span>{formatPrice(item.price, locale)}</span>
                </p>
              </div>
              <div className={classes.action}>
                {requestId !== undefined ? (
                  <Badge variant="light" radius="xs" color="bronze" className={classes.badge} leftSection={<IconCircleCheck size={13} aria-hidden="true" />}>
                    <Trans>Return requested</Trans>
                  </Badge>
                ) : open ? (
                  <Button
                    variant="outline"
                    color="charcoal.8"
                    onClick={() => onReturn(item)}
                    leftSection={<IconArrowBackUp size={16} stroke={1.5} aria-hidden="true" />}
                  >
                    <Trans>Return This Item</Trans>
                  </Button>
                ) : (
                  <>
                    <Badge variant="light" radius="xs" color="red" className={classes.badge}>
                      <Trans>Return Window Closed</Trans>
                    </Badge>
                    <span className={classes.closed}>{i18n._(RETURN_WINDOW_TEXT, { days })}</span>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
