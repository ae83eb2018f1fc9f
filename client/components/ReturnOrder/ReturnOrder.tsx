import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { OrderItemView, OrderView } from '../../../src/orders.ts';
import { RETURN_WINDOW_MESSAGE, withinReturnWindow } from '../../../src/returns.ts';
import { formatPrice } from '../../format/price.ts';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge.tsx';
import classes from './ReturnOrder.module.css';

const placedOn = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

interface ReturnOrderProps {
  order: OrderView;
  /** Items with a return sent from this page: item id → request id. */
  requested: ReadonlyMap<number, number>;
  onReturn: (item: OrderItemView) => void;
}

/**
 * Step 2 of /returns: the found order (number, date, status) and its items, each with Return This
 * Item while the order is within the 7-day window, else the Return Window Closed badge.
 */
export function ReturnOrder({ order, requested, onReturn }: ReturnOrderProps) {
  const open = withinReturnWindow(order.createdAt, new Date());
  return (
    <section className={classes.order} aria-label={`Order ${order.orderNumber}`}>
      <header className={classes.head}>
        <div>
          <p className={classes.number}>Order {order.orderNumber}</p>
          <p className={classes.meta}>Placed {placedOn.format(new Date(order.createdAt))}</p>
        </div>
        <OrderStatusBadge status={order.status} className={classes.status} />
      </header>
      {requested.size > 0 && (
        <p className={classes.confirmation} role="status">
          <IconCircleCheck size={18} stroke={1.5} aria-hidden="true" />
          <span>
            We have your return request. A confirmation is on its way to your e-mail, and return instructions follow within 24
            hours.
          </span>
        </p>
      )}
      <p className={classes.prompt}>
        {open ? (
          'Choose the item you would like to return.'
        ) : (
          <>
            This order was placed more than 7 days ago. Late returns may be accepted at our discretion, with a restocking fee:{' '}
            <Link href="/contact">contact us</Link>.
          </>
        )}
      </p>
      <ul className={classes.items}>
        {order.items.map((item) => {
          const requestId = requested.get(item.id);
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
                  <span>Qty {item.quantity}</span>
                  <span>{formatPrice(item.price)}</span>
                </p>
              </div>
              <div className={classes.action}>
                {requestId !== undefined ? (
                  <Badge variant="light" radius="xs" color="bronze" className={classes.badge} leftSection={<IconCircleCheck size={13} aria-hidden="true" />}>
                    Return requested
                  </Badge>
                ) : open ? (
                  <Button
                    variant="outline"
                    color="charcoal.8"
                    onClick={() => onReturn(item)}
                    leftSection={<IconArrowBackUp size={16} stroke={1.5} aria-hidden="true" />}
                  >
                    Return This Item
                  </Button>
                ) : (
                  <>
                    <Badge variant="light" radius="xs" color="red" className={classes.badge}>
                      Return Window Closed
                    </Badge>
                    <span className={classes.closed}>{RETURN_WINDOW_MESSAGE}</span>
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
