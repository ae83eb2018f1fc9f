import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { OrderView } from '../../../src/orders.ts';
import { formatPrice } from '../../format/price.ts';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge.tsx';
import classes from './OrderList.module.css';


const placedOn = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Every order of the customer: number, date, status, items with thumbnails, and the charged total (US dollars). */
export function OrderList({ orders }: { orders: readonly OrderView[] }) {
  return (
    <ol className={classes.list}>
      {orders.map((order) => {
        const tracking = order.trackingNumber;
        const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
        return (
          <li key={order.id} className={classes.order} aria-label={`Order ${order.orderNumber}`}>
            <header className={classes.head}>
              <div>
                <p className={classes.number}>Order {order.orderNumber}</p>
                <p className={classes.meta}>
                  Placed {placedOn.format(new Date(order.createdAt))} &middot; {count} {count === 1 ? 'item' : 'items'}
                </p>
              </div>
              <OrderStatusBadge status={order.status} className={classes.status} />
            </header>

            <ul className={classes.items}>
              {order.items.map((item) => (
                <li key={item.id} className={classes.item}>
                  <Link href={`/product/${item.productId}`} className={classes.thumb} tabIndex={-1} aria-hidden="true">
                    {item.product.imageUrl ? (
                      <img src={item.product.imageUrl} alt="" width={96} height={120} loading="lazy" decoding="async" />
                    ) : (
                      <span className={classes.noImage} />
                    )}
                  </Link>
                  <div className={classes.itemBody}>
                    <Link href={`/product/${item.productId}`} className={classes.itemTitle}>
                      {item.product.title}
                    </Link>
                    <p className={classes.itemMeta}>
                      {item.size && <span>{item.size}</span>}
                      <span>Qty {item.quantity}</span>
                    </p>
                  </div>
                  <p className={classes.itemPrice}>{formatPrice(item.price)}</p>
                </li>
              ))}
            </ul>

            <footer className={classes.foot}>
              {tracking ? (
                <p className={classes.tracking}>
                  <IconTruckDelivery size={16} stroke={1.4} aria-hidden="true" />
                  {order.carrier ? `${order.carrier} tracking` : 'Tracking number'}{' '}
                  {order.trackingUrl ? (
                    <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                      <strong>{tracking}</strong>
                    </a>
                  ) : (
                    <strong>{tracking}</strong>
                  )}
                </p>
              ) : (
                <span />
              )}
              <p className={classes.total}>
                <span>Total</span>
                <strong>{formatPrice(order.total)}</strong>
              </p>
            </footer>
          </li>
        );
      })}
    </ol>
  );
}
