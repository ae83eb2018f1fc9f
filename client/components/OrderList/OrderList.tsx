import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconReceiptRefund, IconStar, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { OrderView } from '../../../src/orders.ts';
import { itemCount } from '../../format/order.ts';
import { localDay } from '../../../src/locale-dates.ts';
import { useLocale } from '../../locale.tsx';
import { formatPrice } from '../../format/price.ts';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge.tsx';
import classes from './OrderList.module.css';
import { pathTo } from '../../../src/page-routes.ts';
import { reviewQuery } from '../../../src/reviews.ts';

/** What a refund by line was for ("1 × Harbour at Dusk"), from the order's own items; titles and sizes as the catalogue has them. */
function refundedLines(i18n: I18n, order: OrderView, lines: OrderView['refunds'][number]['lines']): string | null {
  if (!lines) return null;
  return lines
    .map((line) => {
      const item = order.items.find((candidate) => candidate.id === line.orderItemId);
      const title = item?.product.title ?? i18n._(msg`a print`);
      return `${line.quantity} × ${title}${item?.size ? ` (${item.size})` : ''}`;
    })
    .join(', ');
}

/** The refunds on an order, each with its amount, day and what it was for; nothing when there were none. */
function OrderRefunds({ order }: { order: OrderView }) {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  if (order.refunds.length === 0) return null;
  const { orderNumber } = order;
  return (
    <ul className={classes.refunds} aria-label={t`Refunds on order ${orderNumber}`}>
      {order.refunds.map((refund) => {
        const what = refundedLines(i18n, order, refund.lines);
        const amount = formatPrice(refund.amount, locale);
        const day = localDay(refund.createdAt, locale, 'long');
        // The days a card refund takes, as card networks state them (src/returns.ts, REFUND_DAYS).
        return (
          <li key={refund.createdAt} className={classes.refund}>
            <IconReceiptRefund size={16} stroke={1.4} aria-hidden="true" />
            <span>
              {what ? (
                <Trans>
                  Refunded <strong>{amount}</strong> on {day} for {what}. It takes 5-10 business days to reach your statement.
                </Trans>
              ) : (
                <Trans>
                  Refunded <strong>{amount}</strong> on {day}. It takes 5-10 business days to reach your statement.
                </Trans>
              )}
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
  const { t, i18n } = useLingui();
  return (
    <ol className={classes.list}>
      {orders.map((order) => {
        const { orderNumber, carrier } = order;
        const tracking = order.trackingNumber;
        const placed = localDay(order.createdAt, locale, 'long');
        return (
          <li key={order.id} className={classes.order} aria-label={t`Order ${orderNumber}`}>
            <header className={classes.head}>
              <div>
                <p className={classes.number}>
                  <Trans>Order {orderNumber}</Trans>
                </p>
                <p className={classes.meta}>
                  <Trans>Placed {placed}</Trans> &middot; {i18n._(itemCount(order))}
                </p>
              </div>
              <OrderStatusBadge status={order.status} className={classes.status} />
            </header>

            <ul className={classes.items}>
              {order.items.map((item) => {
                const { quantity } = item;
                return (
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
                        <span>
                          <Trans>Qty {quantity}</Trans>
                        </span>
                      </p>
                      {/* A delivered print may be reviewed (issue 39); the review page tells a second review apart. */}
                      {order.deliveredAt && order.customerEmail && (
                        <Link href={`${pathTo('review')}?${reviewQuery(order.orderNumber, item.id, order.customerEmail)}`} className={classes.review}>
                          <IconStar size={14} stroke={1.5} aria-hidden="true" />
                          <Trans>Review this print</Trans>
                        </Link>
                      )}
                    </div>
                    <p className={classes.itemPrice}>{formatPrice(item.price, locale)}</p>
                  </li>
                );
              })}
            </ul>

            <OrderRefunds order={order} />

            <footer className={classes.foot}>
              {tracking ? (
                <p className={classes.tracking}>
                  <IconTruckDelivery size={16} stroke={1.4} aria-hidden="true" />
                  {carrier ? t`${carrier} tracking` : t`Tracking number`}{' '}
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
                    <span>
                      <Trans>Refunded</Trans>
                    </span>
                    <strong>−{formatPrice(order.amountRefunded, locale)}</strong>
                  </p>
                )}
                <p className={classes.total}>
                  <span>
                    <Trans>Total</Trans>
                  </span>
                  <strong>{formatPrice(order.total, locale)}</strong>
                </p>
              </div>
            </footer>
          </li>
        );
      })}
    </ol>
  );
}
