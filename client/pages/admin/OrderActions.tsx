import { Button } from '@mantine/core';
import { IconHomeCheck, IconMailForward, IconX } from '@tabler/icons-react';
import type { AdminOrderDetail } from '../../../src/admin-orders.ts';
import { ORDER_STATUS_LABELS } from '../../../src/statuses.ts';
import { useIsAdmin } from '../../hooks/useCurrentUser.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { useConfirm } from './ConfirmDialog.tsx';
import { RefundForm, useRefundForm } from './RefundForm.tsx';
import classes from './OrdersTab.module.css';

/** The actions on an order, each confirmed with what it will do; the answer ends in a toast. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  // Support staff resend e-mails; refunds and cancellations are an admin's.
  const mayMoveMoney = useIsAdmin();
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.admin.orders.detail.invalidate({ orderNumber: order.orderNumber }), utils.admin.orders.list.invalidate()]);
  const refund = useRefundForm(order, refresh);
  const cancel = trpc.admin.orders.cancel.useMutation({
    onSuccess: (done) =>
      done.status === 'cancelling'
        ? notify.pending('Cancellation in Progress', done.waitingOn ?? 'A step of the cancellation is waiting; it is tried again automatically.')
        : notify.success('Order Cancelled', done.refund ? `$${done.refund.amount} refunded in full; stock and coupon use are back.` : 'Stock and coupon use are back.'),
    onError: (error) => notify.error('Cancellation Failed', errorMessage(error)),
    onSettled: refresh,
  });
  const resend = trpc.admin.orders.resendEmail.useMutation({
    onSuccess: (sent) => notify.success('E-mail Queued', `The ${sent.type} e-mail is on its way to ${sent.to}.`),
    onError: (error) => notify.error('E-mail Not Sent', errorMessage(error)),
    onSettled: refresh,
  });
  const markDelivered = trpc.admin.orders.markDelivered.useMutation({
    onSuccess: () => notify.success('Marked Delivered', `Order ${order.orderNumber} is delivered: its buyer may review its prints, and is asked to in a week.`),
    onError: (error) => notify.error('Not Marked Delivered', errorMessage(error)),
    onSettled: refresh,
  });
  const cancelConfirm = useConfirm('Cancel order');
  // The cancellation's reason is the one typed for a refund.
  const { reason } = refund.form.values;
  // An order already cancelling can be asked again: its remaining steps are taken (after staff dealt with a refused refund).
  const canCancel = ['paid', 'partially_refunded', 'cancelling'].includes(order.status);
  const resuming = order.status === 'cancelling';

  return (
    <div className={classes.actions}>
      {mayMoveMoney && <RefundForm order={order} refund={refund} />}
      <div className={classes.actionRow}>
        {mayMoveMoney && (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconX size={16} stroke={1.5} />}
            disabled={!canCancel || (!resuming && reason.trim() === '')}
            title={canCancel ? 'Uses the reason above' : `A ${ORDER_STATUS_LABELS[order.status].toLowerCase()} order cannot be cancelled`}
            loading={cancel.isPending}
            onClick={() =>
              cancelConfirm.ask(
                resuming
                  ? `Take the remaining steps of the cancellation of order ${order.orderNumber} now?`
                  : `Cancel order ${order.orderNumber}? Its print order is cancelled at Printify, $${refund.left} is refunded to the customer, and its prints and coupon use go back.`,
                () => cancel.mutate({ orderNumber: order.orderNumber, reason: resuming ? (order.cancellation?.reason ?? reason) : reason }),
              )
            }
          >
            {resuming ? 'Finish cancellation' : 'Cancel order'}
          </Button>
        )}
        <Button variant="default" leftSection={<IconMailForward size={16} stroke={1.5} />} loading={resend.isPending && resend.variables?.type === 'confirmation'} onClick={() => resend.mutate({ orderNumber: order.orderNumber, type: 'confirmation' })}>
          Resend confirmation
        </Button>
        <Button
          variant="default"
          leftSection={<IconMailForward size={16} stroke={1.5} />}
          disabled={!order.shipment.trackingNumber}
          loading={resend.isPending && resend.variables?.type === 'shipping'}
          onClick={() => resend.mutate({ orderNumber: order.orderNumber, type: 'shipping' })}
        >
          Resend shipping e-mail
        </Button>
        {/* A demo shop has no print provider to report deliveries (the server refuses where Printify does). */}
        {mayMoveMoney && !order.printify.orderId && !order.shipment.deliveredAt && ['paid', 'in_production', 'shipped', 'partially_refunded'].includes(order.status) && (
          <Button
            variant="default"
            leftSection={<IconHomeCheck size={16} stroke={1.5} />}
            title="For a demo shop without Printify, which reports deliveries otherwise"
            loading={markDelivered.isPending}
            onClick={() => markDelivered.mutate({ orderNumber: order.orderNumber })}
          >
            Mark delivered (demo)
          </Button>
        )}
      </div>
      {refund.dialog}
      {cancelConfirm.dialog}
    </div>
  );
}
