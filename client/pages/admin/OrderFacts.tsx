import '@mantine/core/styles/Timeline.layer.css';
import { Anchor, Table, Timeline } from '@mantine/core';
import { Link } from 'wouter';
import type { AdminOrderDetail } from '../../../src/admin-orders.ts';
import { formatUsd } from '../../../src/money.ts';
import { pathTo } from '../../../src/page-routes.ts';
import { reasonLabel, RETURN_STATUS_LABELS } from '../../../src/returns.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { ORDER_REFUND_STATUS_LABELS, ORDER_STATUS_LABELS, type ReturnStatus } from '../../../src/statuses.ts';
import { formatPrice } from '../../format/price.ts';
import { DetailSection } from './AdminList.tsx';
import { leftToRefundCents } from './refund-request.ts';
import { TierBadge } from './TierBadge.tsx';
import adminClasses from './AdminList.module.css';
import classes from './OrdersTab.module.css';

const ACTOR_LABELS = { customer: 'Customer', admin: 'Admin', stripe: 'Stripe', printify: 'Printify', system: 'Shop' } as const;

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

/** A gift card's order: no lines and nothing to print, only the card it bought. */
function SoldGiftCard({ card }: { card: NonNullable<AdminOrderDetail['soldGiftCard']> }) {
  const state = card.voidedAt
    ? `void since ${formatShopTime(card.voidedAt)}`
    : card.deliveredAt
      ? `delivered ${formatShopTime(card.deliveredAt)}`
      : `to be delivered ${formatShopTime(card.deliverAt)}`;
  return (
    <p className={adminClasses.primary}>
      A gift card{card.last4 ? ` •••• ${card.last4}` : ''} for {card.recipientEmail}, {state}. Find it in the{' '}
      <Anchor component={Link} href="/admin?tab=gift-cards">
        Gift Cards tab
      </Anchor>
      .
    </p>
  );
}

/** What the back office knows of an order, section by section: lines and amounts, payment and refunds, addresses, print and shipment, customer, timeline and returns. */
export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const { amounts } = order;
  return (
    <div className={classes.grid}>
      <DetailSection title="Lines">
        {order.soldGiftCard && <SoldGiftCard card={order.soldGiftCard} />}
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
          {amounts.giftCardAmount !== '0.00' && (
            <>
              <dt>Paid by gift card</dt>
              <dd>−{formatPrice(amounts.giftCardAmount)}</dd>
            </>
          )}
          {(amounts.currency !== 'USD' || amounts.giftCardAmount !== '0.00') && (
            <>
              <dt>Charged in {amounts.currency}</dt>
              <dd>
                {amounts.totalInCurrency} {amounts.currency} at {Number(amounts.exchangeRate)}
              </dd>
            </>
          )}
        </dl>
      </DetailSection>

      <DetailSection title="Payment">
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
          <dd className={classes.total}>{formatUsd(leftToRefundCents(order))}</dd>
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
      </DetailSection>

      <DetailSection title="Shipping to">
        <Address address={order.shippingAddress} />
        {order.billingAddress && (
          <>
            <h4 className={classes.subTitle}>Billing</h4>
            <Address address={order.billingAddress} />
          </>
        )}
      </DetailSection>

      <DetailSection title="Print and shipment">
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
      </DetailSection>

      <DetailSection title="Customer">
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
      </DetailSection>

      <DetailSection title="Timeline">
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
      </DetailSection>

      {order.returns.length > 0 && (
        <DetailSection title="Returns">
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
        </DetailSection>
      )}
    </div>
  );
}
