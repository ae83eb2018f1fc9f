import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck, IconHomeCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { OrderItemView } from '../../../src/orders.ts';
import { returnWindowMessage, type ReturnLookupAnswer } from '../../../src/returns.ts';
import { formatDayLong, formatShopDateLong } from '../../../src/shop-time.ts';
import { formatPrice } from '../../format/price.ts';
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
  const { open } = order.returnWindow;
  const delivered = isDelivered(order);
  return (
    <section className={classes.order} aria-label={`Order ${order.orderNumber}`}>
      <header className={classes.head}>
        <div>
          <p className={classes.number}>Order {order.orderNumber}</p>
          <p className={classes.meta}>Placed {formatShopDateLong(order.createdAt)}</p>
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
            We have your return request. A confirmation is on its way to your e-mail, and return instructions follow within 24
            hours.
          </span>
        </p>
      )}
      <p className={classes.prompt}>
        {open ? (
          <>
            Choose the item you would like to return. Returns for this order are open through {formatDayLong(order.returnWindow.lastDay)}
            {order.freeReturnShipping ? ', and return shipping is on us.' : '.'}
          </>
        ) : (
          <>
            This order was placed more than {order.returnWindowDays} days ago. Late returns may be accepted at our discretion, with a restocking fee:{' '}
            <Link href={pathTo('contact')}>contact us</Link>.
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
                    <span className={classes.closed}>{returnWindowMessage(order.returnWindowDays)}</span>
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
