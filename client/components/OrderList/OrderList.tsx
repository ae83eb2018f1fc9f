import { IconReceiptRefund, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { OrderView } from '../../../src/orders.ts';
import { REFUND_DAYS } from '../../../src/returns.ts';
import { itemCount } from '../../format/order.ts';
import { localDay } from '../../../src/locale-dates.ts';
import { useLocale } from '../../locale.tsx';
import { formatPrice } from '../../format/price.ts';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge.tsx';
import classes from './OrderList.module.css';
import { pathTo } from '../../../src/page-routes.ts';

/** What a refund by line was for ("1 × Harbour at Dusk"), from the order's own items. */
function refundedLines(order: OrderView, lines: OrderView['refunds'][number]['lines']): string | null {
  if (!lines) return null;
  return lines
    .map((line) => {
      const item = order.items.find((candidate) => candidate.id === line.orderItemId);
      return `${line.quantity} × ${item?.product.title ?? 'a print'}${item?.size ? ` (${item.size})` : ''}`;
    })
    .join(', ');
}

/** The refunds on an order, each with its amount, day and what it was for; nothing when there were none. */
function OrderRefunds({ order }: { order: OrderView }) {
  const locale = useLocale();
  if (order.refunds.length === 0) return null;
  return (
    <ul className={classes.refunds} aria-label={`Refunds on order ${order.orderNumber}`}>
      {order.refunds.map((refund) => {
        const what = refundedLines(order, refund.lines);
        return (
          <li key={refund.createdAt} className={classes.refund}>
            <IconReceiptRefund size={16} stroke={1.4} aria-hidden="true" />
            <span>
              Refunded <strong>{formatPrice(refund.amount)}</strong> on {localDay(refund.createdAt, locale, 'long')}
              {what ? ` for ${what}` : ''}. It takes {REFUND_DAYS} to reach your statement.
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Every order of the customer: number, date, status, items with thumbnails, and the charged total (US dollars). */
export function OrderList({ orders }: { orders: readonly OrderView[] }) {
  const locale = useLocale();
  return (
    <ol className={classes.list}>
      {orders.map((order) => {
        const tracking = order.trackingNumber;
        return (
          <li key={order.id} className={classes.order} aria-label={`Order ${order.orderNumber}`}>
            <header className={classes.head}>
              <div>
                <p className={classes.number}>Order {order.orderNumber}</p>
                <p className={classes.meta}>
                  Placed {localDay(order.createdAt, locale, 'long')} &middot; {itemCount(order)}
                </p>
              </div>
              <OrderStatusBadge status={order.status} className={classes.status} />
            </header>

            <ul className={classes.items}>
              {order.items.map((item) => (
                <li key={item.id} className={classes.item}>
                  <Link href={pathTo('product', { id: item.productId })} className={classes.thumb} tabIndex={-1} aria-hidden="true">
                    {item.product.imageUrl ? (
                      <img src={item.product.imageUrl} alt="" width={96} height={120} loading="lazy" decoding="async" />
                    ) : (
                      <span className={classes.noImage} />
                    )}
                  </Link>
                  <div className={classes.itemBody}>
                    <Link href={pathTo('product', { id: item.productId })} className={classes.itemTitle}>
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

            <OrderRefunds order={order} />

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
              <div className={classes.totals}>
                {order.amountRefunded !== '0.00' && (
                  <p className={classes.refundedTotal}>
                    <span>Refunded</span>
                    <strong>−{formatPrice(order.amountRefunded)}</strong>
                  </p>
                )}
                <p className={classes.total}>
                  <span>Total</span>
                  <strong>{formatPrice(order.total)}</strong>
                </p>
              </div>
            </footer>
          </li>
        );
      })}
    </ol>
  );
}
