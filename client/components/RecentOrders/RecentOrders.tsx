import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'wouter';
import { itemCount } from '../../format/order.ts';
import { localDay } from '../../../src/locale-dates.ts';
import { useLocale } from '../../locale.tsx';
import { formatPrice } from '../../format/price.ts';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge.tsx';
import { trpc } from '../../trpc.ts';
import { NoOrders } from '../EmptyState/NoOrders.tsx';
import { LoadError } from '../LoadError/LoadError.tsx';
import classes from './RecentOrders.module.css';
import { pathTo } from '../../../src/page-routes.ts';

/** Spec section 9: the account home lists the three newest orders. */
const RECENT_COUNT = 3;

/** The signed-in customer's newest orders: number, date, item count, status and total. */
export function RecentOrders() {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const orders = trpc.checkout.orders.useQuery({ limit: RECENT_COUNT });

  return (
    <section className={classes.card} aria-labelledby="recent-orders-title">
      <div className={classes.head}>
        <h2 id="recent-orders-title" className={classes.title}>
          <Trans>Recent Orders</Trans>
        </h2>
        <Link href={pathTo('accountOrders')} className={classes.viewAll}>
          <Trans>View All Orders</Trans>
          <IconArrowRight size={15} stroke={1.4} aria-hidden="true" />
        </Link>
      </div>

      {orders.isError ? (
        <LoadError message={t`We couldn’t load your orders just now.`} onRetry={() => void orders.refetch()} />
      ) : !orders.data ? (
        <ul className={classes.list} aria-busy="true" aria-label={t`Loading orders`}>
          {Array.from({ length: RECENT_COUNT }, (_, index) => (
            <li key={index} className={classes.order} aria-hidden="true">
              <div>
                <Skeleton height={18} width={140} radius={0} />
                <Skeleton height={12} width={180} mt={10} radius={0} />
              </div>
              <Skeleton height={18} width={70} radius={0} />
            </li>
          ))}
        </ul>
      ) : orders.data.length === 0 ? (
        <NoOrders compact />
      ) : (
        <ul className={classes.list}>
          {orders.data.map((order) => {
            const { orderNumber } = order;
            return (
              <li key={order.id} className={classes.order}>
                <div className={classes.orderMain}>
                  <p className={classes.orderNumber}>
                    <Trans>Order {orderNumber}</Trans>
                  </p>
                  <p className={classes.orderMeta}>
                    {localDay(order.createdAt, locale, 'short')} &middot; {i18n._(itemCount(order))}
                  </p>
                </div>
                <div className={classes.orderSide}>
                  <OrderStatusBadge status={order.status} className={classes.status} />
                  <span className={classes.total}>{formatPrice(order.total, locale)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
