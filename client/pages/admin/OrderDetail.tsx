import type { AdminOrderDetail } from '../../../src/admin-orders.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { LoadError } from '../../components/LoadError/LoadError.tsx';
import { OrderStatusBadge } from '../../components/OrderStatusBadge/OrderStatusBadge.tsx';
import { trpc } from '../../trpc.ts';
import { BackButton, Loading, RecordPanel } from './AdminList.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderFacts } from './OrderFacts.tsx';
import { PrintAttentionPanel } from './PrintAttention.tsx';
import adminClasses from './AdminList.module.css';
import classes from './OrdersTab.module.css';

/** A cancellation that has not finished: still under way (and what it waits on), or refused by the print provider. */
function CancellationNotice({ cancellation }: { cancellation: NonNullable<AdminOrderDetail['cancellation']> }) {
  const refused = cancellation.status === 'refused';
  return (
    <div className={classes.cancellation} data-state={cancellation.status} role="status">
      <p className={classes.cancellationTitle}>{refused ? 'Cancellation refused' : 'Cancellation in progress'}</p>
      <p className={adminClasses.secondary}>
        Asked by {cancellation.actorEmail}, {formatShopTime(cancellation.startedAt)}: “{cancellation.reason}”
      </p>
      {cancellation.waitingOn && <p>{refused ? cancellation.waitingOn : `Waiting on: ${cancellation.waitingOn}`}</p>}
    </div>
  );
}

/** One order as the back office sees it: lines, amounts, addresses, payment and refunds, print, shipment, returns, customer, timeline. */
export function OrderDetail({ orderNumber, onBack }: { orderNumber: string; onBack: () => void }) {
  const detail = trpc.admin.orders.detail.useQuery({ orderNumber });
  const back = <BackButton label="All orders" onClick={onBack} />;
  if (detail.isPending) return <Loading what={`order ${orderNumber}`} />;
  if (detail.isError) return <>{back}<LoadError what={`order ${orderNumber}`} onRetry={() => void detail.refetch()} /></>;
  const order = detail.data;

  return (
    <RecordPanel
      id="order-title"
      back={back}
      title={`Order ${order.orderNumber}`}
      lead={`Placed ${formatShopTime(order.createdAt)} · ${order.email ?? 'no e-mail'} · ${order.guest ? 'guest' : 'account'}`}
      badge={<OrderStatusBadge status={order.status} className={classes.bigBadge} />}
    >
      {order.cancellation && order.cancellation.status !== 'completed' && <CancellationNotice cancellation={order.cancellation} />}
      {order.printAttention && <PrintAttentionPanel order={order} attention={order.printAttention} />}

      <OrderActions order={order} />

      <OrderFacts order={order} />
    </RecordPanel>
  );
}
