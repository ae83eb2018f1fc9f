import '@mantine/core/styles/Timeline.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Anchor, Button, Loader, SegmentedControl, Table, Textarea, TextInput, Timeline } from '@mantine/core';
import { IconArrowLeft, IconMailForward, IconReceiptRefund, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminOrderDetail } from '../../../src/admin-orders.ts';
import { reasonLabel, RETURN_STATUS_LABELS } from '../../../src/returns.ts';
import { ORDER_REFUND_STATUS_LABELS, ORDER_STATUS_LABELS, type ReturnStatus } from '../../../src/statuses.ts';
import { LoadError } from '../../components/LoadError/LoadError.tsx';
import { useIsAdmin } from '../../hooks/useCurrentUser.ts';
import { OrderStatusBadge } from '../../components/OrderStatusBadge/OrderStatusBadge.tsx';
import { formatPrice } from '../../format/price.ts';
import { notify } from '../../notify.ts';
import { errorMessage, trpc } from '../../trpc.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { useConfirm } from './ConfirmDialog.tsx';
import { LineRefundPicker, lineRefundCents, type LineQuantities } from './LineRefundPicker.tsx';
import { PrintAttentionPanel } from './PrintAttention.tsx';
import { TierBadge } from './TierBadge.tsx';
import adminClasses from './AdminList.module.css';
import classes from './OrdersTab.module.css';
import { pathTo } from '../../../src/page-routes.ts';

const cents = (amount: string) => Math.round(Number(amount) * 100);
/** What can still be refunded: the payment, less what went back and what the provider is still to answer. */
const remainingOf = (order: AdminOrderDetail) =>
  ((cents(order.payment.captured) - cents(order.payment.refunded) - cents(order.payment.awaitingProvider)) / 100).toFixed(2);
const ACTOR_LABELS = { customer: 'Customer', admin: 'Admin', stripe: 'Stripe', printify: 'Printify', system: 'Shop' } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={classes.section} aria-label={title}>
      <h3 className={classes.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function Address({ address }: { address: AdminOrderDetail['shippingAddress'] }) {
  return (
    <address className={classes.address}>
      <strong>{address.name}</strong>
      {address.lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>{address.country}</span>
      {address.email && <span>{address.email}</span>}
      {address.phone && <span>{address.phone}</span>}
    </address>
  );
}

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

/** The actions on an order, each confirmed with what it will do; the answer ends in a toast. */
function OrderActions({ order }: { order: AdminOrderDetail }) {
  // Support staff resend e-mails; refunds and cancellations are an admin's.
  const mayMoveMoney = useIsAdmin();
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<'amount' | 'lines'>('amount');
  const [amount, setAmount] = useState('');
  const [quantities, setQuantities] = useState<LineQuantities>({});
  const [restock, setRestock] = useState(false);
  const [reason, setReason] = useState('');
  // One key per refund being asked for: a second click of the same refund is the same refund.
  const [refundKey, setRefundKey] = useState(() => crypto.randomUUID());
  const refresh = () => Promise.all([utils.admin.orders.detail.invalidate({ orderNumber: order.orderNumber }), utils.admin.orders.list.invalidate()]);
  const refund = trpc.admin.orders.refund.useMutation({
    onSuccess: (done) => {
      if (done.refund.status === 'requested') {
        notify.pending('Refund Requested', `$${done.refund.amount} is recorded, but the payment provider has not answered yet. It is asked again automatically; this page shows the refund once it is made.`);
      } else notify.success('Refund Issued', `$${done.refund.amount} is on its way back to the customer; $${done.remaining} is left.`);
      setAmount('');
      setQuantities({});
      setRestock(false);
      setReason('');
      setRefundKey(crypto.randomUUID());
    },
    onError: (error) => notify.error('Refund Failed', errorMessage(error)),
    onSettled: refresh,
  });
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
  const refundConfirm = useConfirm('Refund');
  const cancelConfirm = useConfirm('Cancel order');
  const remaining = remainingOf(order);
  const chosenLines = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ orderItemId: Number(id), quantity }));
  const validAmount = mode === 'lines' ? chosenLines.length > 0 : /^\d{1,8}(\.\d{1,2})?$/.test(amount.trim()) && Number(amount) > 0;
  const amountText = !validAmount ? '' : mode === 'lines' ? (lineRefundCents(order, quantities) / 100).toFixed(2) : Number(amount).toFixed(2);
  const chosenText = chosenLines
    .map(({ orderItemId, quantity }) => `${quantity} × ${order.lines.find((line) => line.id === orderItemId)?.title ?? 'a print'}`)
    .join(', ');
  // An order already cancelling can be asked again: its remaining steps are taken (after staff dealt with a refused refund).
  const canCancel = ['paid', 'partially_refunded', 'cancelling'].includes(order.status);
  const resuming = order.status === 'cancelling';

  return (
    <div className={classes.actions}>
      {mayMoveMoney && (
        <form
          className={classes.refundForm}
          data-mode={mode}
          aria-label="Refund"
          onSubmit={(event) => {
            event.preventDefault();
            const what = mode === 'lines' ? ` for ${chosenText}${restock ? ', back in stock' : ''}` : '';
            refundConfirm.ask(`Refund $${amountText} of order ${order.orderNumber} to the customer${what}? $${remaining} is left to refund. This cannot be undone.`, () =>
              refund.mutate(
                mode === 'lines'
                  ? { orderNumber: order.orderNumber, lines: chosenLines, restock, reason, idempotencyKey: refundKey }
                  : { orderNumber: order.orderNumber, amount: amountText, reason, idempotencyKey: refundKey },
              ),
            );
          }}
        >
          <SegmentedControl
            className={classes.refundMode}
            aria-label="Refund by"
            value={mode}
            onChange={(value) => setMode(value as 'amount' | 'lines')}
            data={[
              { value: 'amount', label: 'An amount' },
              { value: 'lines', label: 'Lines' },
            ]}
          />
          {mode === 'amount' ? (
            <TextInput label="Refund amount (USD)" placeholder={remaining} value={amount} onChange={(event) => setAmount(event.currentTarget.value)} inputMode="decimal" />
          ) : (
            <LineRefundPicker order={order} quantities={quantities} onChange={setQuantities} restock={restock} onRestockChange={setRestock} />
          )}
          <Textarea label="Reason" placeholder="Kept with the refund or the cancellation" value={reason} onChange={(event) => setReason(event.currentTarget.value)} autosize minRows={1} maxLength={500} />
          <Button type="submit" color="bronze" leftSection={<IconReceiptRefund size={16} stroke={1.5} />} disabled={!validAmount || reason.trim() === '' || remaining === '0.00'} loading={refund.isPending}>
            {amountText ? `Refund $${amountText}` : 'Refund'}
          </Button>
        </form>
      )}
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
                  : `Cancel order ${order.orderNumber}? Its print order is cancelled at Printify, $${remaining} is refunded to the customer, and its prints and coupon use go back.`,
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
      </div>
      {refundConfirm.dialog}
      {cancelConfirm.dialog}
    </div>
  );
}

/** One order as the back office sees it: lines, amounts, addresses, payment and refunds, print, shipment, returns, customer, timeline. */
export function OrderDetail({ orderNumber, onBack }: { orderNumber: string; onBack: () => void }) {
  const detail = trpc.admin.orders.detail.useQuery({ orderNumber });
  const back = (
    <Button variant="subtle" color="charcoal.8" size="xs" leftSection={<IconArrowLeft size={14} stroke={1.5} />} onClick={onBack}>
      All orders
    </Button>
  );
  if (detail.isPending) {
    return (
      <div className={adminClasses.loading} aria-busy="true">
        <Loader size="sm" color="bronze" /> Loading order {orderNumber}…
      </div>
    );
  }
  if (detail.isError) return <>{back}<LoadError what={`order ${orderNumber}`} onRetry={() => void detail.refetch()} /></>;
  const order = detail.data;
  const { amounts } = order;

  return (
    <section className={adminClasses.panel} aria-labelledby="order-title">
      {back}
      <header className={classes.detailHead}>
        <div>
          <h2 id="order-title" className={adminClasses.panelTitle}>
            Order {order.orderNumber}
          </h2>
          <p className={adminClasses.panelLead}>
            Placed {formatShopTime(order.createdAt)} · {order.email ?? 'no e-mail'} · {order.guest ? 'guest' : 'account'}
          </p>
        </div>
        <OrderStatusBadge status={order.status} className={classes.bigBadge} />
      </header>

      {order.cancellation && order.cancellation.status !== 'completed' && <CancellationNotice cancellation={order.cancellation} />}
      {order.printAttention && <PrintAttentionPanel order={order} attention={order.printAttention} />}

      <OrderActions order={order} />

      <div className={classes.grid}>
        <Section title="Lines">
          <Table className={classes.lines} verticalSpacing="xs">
            <Table.Tbody>
              {order.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td className={classes.thumbCell}>{line.imageUrl && <img src={line.imageUrl} alt="" className={classes.thumb} />}</Table.Td>
                  <Table.Td>
                    <p className={adminClasses.primary}>{line.title}</p>
                    <p className={adminClasses.secondary}>
                      {line.size ?? 'One size'} · line {line.id}
                    </p>
                  </Table.Td>
                  <Table.Td className={classes.number}>
                    {line.quantity} × {formatPrice(line.unitPrice)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <dl className={classes.sums}>
            <dt>Subtotal</dt>
            <dd>{formatPrice(amounts.subtotal)}</dd>
            {amounts.discount !== '0.00' && (
              <>
                <dt>Discount{amounts.couponCode ? ` (${amounts.couponCode})` : ''}</dt>
                <dd>−{formatPrice(amounts.discount)}</dd>
              </>
            )}
            <dt>Shipping</dt>
            <dd>{amounts.shipping === '0.00' ? 'Free' : formatPrice(amounts.shipping)}</dd>
            <dt>Tax</dt>
            <dd>{formatPrice(amounts.tax)}</dd>
            <dt className={classes.total}>Total (USD)</dt>
            <dd className={classes.total}>{formatPrice(amounts.total)}</dd>
            {amounts.currency !== 'USD' && (
              <>
                <dt>Charged in {amounts.currency}</dt>
                <dd>
                  {amounts.totalInCurrency} {amounts.currency} at {Number(amounts.exchangeRate)}
                </dd>
              </>
            )}
          </dl>
        </Section>

        <Section title="Payment">
          <dl className={classes.sums}>
            <dt>Payment</dt>
            <dd className={classes.mono} title={order.payment.providerId ?? undefined}>
              {order.payment.providerId ?? 'None (a coupon covered it)'}
            </dd>
            <dt>Method</dt>
            <dd>{order.payment.method ?? '—'}</dd>
            <dt>Captured</dt>
            <dd>{formatPrice(order.payment.captured)}</dd>
            <dt>Refunded</dt>
            <dd>{formatPrice(order.payment.refunded)}</dd>
            {order.payment.awaitingProvider !== '0.00' && (
              <>
                <dt>Awaiting the provider</dt>
                <dd>{formatPrice(order.payment.awaitingProvider)}</dd>
              </>
            )}
            <dt className={classes.total}>Left to refund</dt>
            <dd className={classes.total}>${remainingOf(order)}</dd>
          </dl>
          {order.refunds.length > 0 && (
            <ul className={classes.refunds} aria-label="Refunds">
              {order.refunds.map((refund) => (
                <li key={refund.id}>
                  <strong>{formatPrice(refund.amount)}</strong> · {ORDER_REFUND_STATUS_LABELS[refund.status]} · {formatShopTime(refund.createdAt)}
                  <br />
                  <span className={adminClasses.secondary}>
                    {refund.reason} — {refund.actorEmail ?? ACTOR_LABELS[refund.actor]}
                    {refund.restocked && (refund.status === 'succeeded' || refund.status === 'pending') ? ' · restocked' : ''}
                  </span>
                  {refund.failure && refund.status === 'failed' && <p className={classes.refundFailure}>{refund.failure}</p>}
                  {refund.failure && refund.status === 'requested' && <p className={classes.refundWaiting}>{refund.failure}</p>}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Shipping to">
          <Address address={order.shippingAddress} />
          {order.billingAddress && (
            <>
              <h4 className={classes.subTitle}>Billing</h4>
              <Address address={order.billingAddress} />
            </>
          )}
        </Section>

        <Section title="Print and shipment">
          <dl className={classes.sums}>
            <dt>Printify order</dt>
            <dd className={classes.mono}>{order.printify.orderId ?? 'Not sent'}</dd>
            <dt>Printify status</dt>
            <dd>{order.printify.status ?? '—'}</dd>
            <dt>Carrier</dt>
            <dd>{order.shipment.carrier ?? '—'}</dd>
            <dt>Tracking</dt>
            <dd>
              {order.shipment.trackingUrl && order.shipment.trackingNumber ? (
                <Anchor href={order.shipment.trackingUrl} target="_blank" rel="noreferrer">
                  {order.shipment.trackingNumber}
                </Anchor>
              ) : (
                (order.shipment.trackingNumber ?? '—')
              )}
            </dd>
            {order.shipment.deliveredAt && (
              <>
                <dt>Delivered</dt>
                <dd>{formatShopTime(order.shipment.deliveredAt)}</dd>
              </>
            )}
          </dl>
        </Section>

        <Section title="Customer">
          {order.customer ? (
            <dl className={classes.sums}>
              <dt>Name</dt>
              <dd>{order.customer.name || '—'}</dd>
              <dt>Tier</dt>
              <dd>
                <TierBadge tier={order.customer.premiumStatus} />
              </dd>
              <dt>Tier when placed</dt>
              <dd>
                <TierBadge tier={order.service.premiumTier ?? 'none'} />
              </dd>
              <dt>Orders</dt>
              <dd>{order.customer.orderCount}</dd>
              <dt>Spent</dt>
              <dd>{formatPrice(order.customer.totalSpent)}</dd>
              {order.customer.vipNotes && (
                <>
                  <dt>VIP notes</dt>
                  <dd>{order.customer.vipNotes}</dd>
                </>
              )}
            </dl>
          ) : (
            <p className={adminClasses.secondary}>A guest: no account.</p>
          )}
          <p className={adminClasses.secondary}>
            Returns through day {order.service.returnWindowDays} after the order;{' '}
            {order.service.freeReturnShipping ? 'return shipping on us' : 'return shipping paid by the customer unless we erred'}.
          </p>
          <h4 className={classes.subTitle}>E-mails sent (30 days)</h4>
          {order.emails.length === 0 ? (
            <p className={adminClasses.secondary}>None recorded.</p>
          ) : (
            <ul className={classes.plainList}>
              {order.emails.map((mail) => (
                <li key={`${mail.kind}-${mail.sentAt}`}>
                  {mail.kind.replace(/-/g, ' ')} · {formatShopTime(mail.sentAt)}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Timeline">
          <Timeline active={order.timeline.length - 1} bulletSize={14} lineWidth={2} color="bronze">
            {order.timeline.map((event, index) => (
              <Timeline.Item key={`${event.at}-${index}`} title={ORDER_STATUS_LABELS[event.to]}>
                <p className={adminClasses.secondary}>
                  {formatShopTime(event.at)} · {event.actorEmail ?? ACTOR_LABELS[event.actor]}
                  {typeof event.detail?.amount === 'string' ? ` · $${event.detail.amount}` : ''}
                  {typeof event.detail?.trackingNumber === 'string' ? ` · ${event.detail.trackingNumber}` : ''}
                </p>
              </Timeline.Item>
            ))}
          </Timeline>
        </Section>

        {order.returns.length > 0 && (
          <Section title="Returns">
            <ul className={classes.plainList}>
              {order.returns.map((request) => (
                <li key={request.id}>
                  Return #{request.id} · {order.lines.find((line) => line.id === request.orderItemId)?.title ?? `line ${request.orderItemId}`} ·{' '}
                  {reasonLabel(request.reason)} · <strong>{RETURN_STATUS_LABELS[request.status as ReturnStatus] ?? request.status}</strong> ·{' '}
                  {formatShopTime(request.createdAt)} · <Anchor renderRoot={(props) => <Link href={`${pathTo('admin')}?tab=returns`} {...props} />}>decide in Returns</Anchor>
                  <div className={classes.photos}>
                    {request.photos.map((photo) => (
                      <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                        <img src={photo.previewUrl} alt={`Return photo ${photo.id}`} className={classes.thumb} />
                      </a>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </div>
    </section>
  );
}
