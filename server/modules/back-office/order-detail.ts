import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { quantitiesByLine, type AdminOrderDetail } from '../../../src/admin-orders.ts';
import { centsToDecimal, toCents } from '../../../src/money.ts';
import { convertAmount, currencyDecimals, toMinorUnits } from '../../../src/pricing.ts';
import type { OrderActorKind, OrderStatus, PremiumStatus } from '../../../src/statuses.ts';
import { cancellationOf, listOrderRefunds } from '../after-sale/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { shopReads } from '../common/index.ts';
import { needsPrintAttention, orderView, shippingFieldsOf, type StoredAddress } from '../order/index.ts';
import { photoUrl, previewUrl } from '../returns/index.ts';

/**
 * One order as the back office reads it: its lines and amounts, addresses, payment, print and
 * shipment, the e-mails sent about it, its returns with their photos, its customer and its timeline.
 */

export const ORDER_NOT_FOUND = 'There is no order with that number.';

const address = (stored: StoredAddress): AdminOrderDetail['shippingAddress'] => ({
  name: `${stored.firstName} ${stored.lastName}`.trim(),
  email: stored.email || null,
  phone: stored.phone ?? null,
  lines: [stored.address, stored.apartment, `${stored.city}${stored.state ? `, ${stored.state}` : ''} ${stored.zipCode}`.trim()].filter(
    (line): line is string => Boolean(line),
  ),
  country: stored.country,
});

/** The total as the customer was charged it: converted at the order's rate as checkout did (src/pricing.ts). */
function inCurrency(totalUsd: string, currency: string, rate: string): string {
  const minor = toMinorUnits(convertAmount(toCents(totalUsd) / 100, 1, Number(rate)), currency);
  return (minor / 10 ** currencyDecimals(currency)).toFixed(currencyDecimals(currency));
}

/** The kind of a sent e-mail, from its key (`order-confirmation.CL-…`, `shipping-notification.CL-….…`). */
const mailKind = (messageId: string) => messageId.slice(0, messageId.indexOf('.'));

/** Why the order's print needs staff at `now`, with what the correction form starts from; null when it does not. */
function printAttentionOf(
  order: { needs_attention: SqlBool; print_refused_at: Date | string | null; print_queued_at: Date | string | null; print_error: string | null; shipping_address: StoredAddress },
): AdminOrderDetail['printAttention'] {
  if (!order.needs_attention) return null;
  const since = order.print_refused_at ?? order.print_queued_at!;
  return {
    kind: order.print_refused_at ? 'refused' : 'late',
    since: new Date(since).toISOString(),
    reason: order.print_error,
    shipping: shippingFieldsOf(order.shipping_address),
  };
}

export async function adminOrderDetail(em: EntityManager, now: Date, orderNumber: string): Promise<AdminOrderDetail> {
  const db = shopReads(em);
  const order = await db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select([
      'u.id as customer_id',
      'u.email as account_email',
      'u.first_name',
      'u.last_name',
      'u.premium_status',
      'u.vip_notes',
      'u.order_count',
      'u.total_spent',
    ])
    .select((eb) => needsPrintAttention(eb, now).as('needs_attention'))
    .where('o.order_number', '=', orderNumber)
    .executeTakeFirst();
  if (!order) throw new DomainError('NOT_FOUND', ORDER_NOT_FOUND);

  const [view, refunds, cancellation, events, returns, emails, soldCard] = await Promise.all([
    orderView(em, order.id),
    listOrderRefunds(em, order.id),
    cancellationOf(em, order.id),
    db.selectFrom('order_events').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    db
      .selectFrom('return_requests as r')
      .select((eb) => [
        'r.id',
        'r.order_item_id',
        'r.reason',
        'r.comments',
        'r.status',
        'r.created_at',
        jsonArrayFrom(eb.selectFrom('return_photos as ph').select('ph.id').whereRef('ph.return_request_id', '=', 'r.id').orderBy('ph.position')).as('photos'),
      ])
      .where('r.order_id', '=', order.id)
      .orderBy('r.id')
      .execute(),
    // Keys carry the order number after the kind (mail-queue.ts); order numbers hold no LIKE wildcards.
    db
      .selectFrom('sent_emails')
      .select(['message_id', 'sent_at'])
      .where((eb) => eb.or([eb('message_id', 'like', `%.${order.order_number}`), eb('message_id', 'like', `%.${order.order_number}.%`)]))
      .orderBy('sent_at')
      .execute(),
    db.selectFrom('gift_cards').select(['last4', 'recipient_email', 'deliver_at', 'delivered_at', 'voided_at']).where('order_id', '=', order.id).executeTakeFirst(),
  ]);
  const currency = order.currency.trim();
  // A refund the provider refused gave nothing back; one it has not answered yet holds its lines.
  const standing = refunds.filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled');
  const refundedByLine = quantitiesByLine(standing.map(({ lines }) => lines));
  const awaitingCents = standing.filter((refund) => refund.status === 'requested').reduce((sum, refund) => sum + toCents(refund.amount), 0);

  return {
    id: order.id,
    orderNumber: order.order_number,
    createdAt: new Date(order.created_at).toISOString(),
    status: order.status as OrderStatus,
    email: order.guest_email ?? order.account_email ?? null,
    guest: order.user_id === null,
    lines: view!.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      title: item.product.title,
      size: item.size,
      quantity: item.quantity,
      refundable: item.quantity - (refundedByLine.get(item.id) ?? 0),
      unitPrice: item.price,
      imageUrl: item.product.imageUrl,
    })),
    amounts: {
      subtotal: order.subtotal,
      discount: order.discount,
      couponCode: order.coupon_code,
      tax: order.tax,
      taxRate: order.tax_rate,
      shipping: order.shipping,
      total: order.total,
      currency,
      exchangeRate: order.exchange_rate,
      totalInCurrency: inCurrency(centsToDecimal(toCents(order.total) - toCents(order.gift_card_amount)), currency, order.exchange_rate),
      giftCardAmount: order.gift_card_amount,
    },
    soldGiftCard: soldCard
      ? {
          last4: soldCard.last4,
          recipientEmail: soldCard.recipient_email,
          deliverAt: new Date(soldCard.deliver_at).toISOString(),
          deliveredAt: soldCard.delivered_at && new Date(soldCard.delivered_at).toISOString(),
          voidedAt: soldCard.voided_at && new Date(soldCard.voided_at).toISOString(),
        }
      : null,
    shippingAddress: address(order.shipping_address),
    billingAddress: order.billing_address ? address(order.billing_address) : null,
    payment: {
      providerId: order.payment_intent_id,
      method: order.payment_method,
      // An order is made only from a payment taken in full (settle.ts), so its total is what was captured.
      captured: order.payment_intent_id ? order.total : centsToDecimal(0),
      refunded: order.amount_refunded,
      awaitingProvider: centsToDecimal(awaitingCents),
    },
    refunds,
    cancellation,
    service: {
      premiumTier: order.premium_tier as PremiumStatus | null,
      returnWindowDays: order.return_window_days,
      freeReturnShipping: order.free_return_shipping,
    },
    printify: { orderId: order.printify_order_id, status: order.printify_status },
    printAttention: printAttentionOf(order),
    shipment: {
      carrier: order.carrier,
      trackingNumber: order.tracking_number,
      trackingUrl: order.tracking_url,
      shippedAt: order.shipped_at ? new Date(order.shipped_at).toISOString() : null,
      deliveredAt: order.delivered_at ? new Date(order.delivered_at).toISOString() : null,
    },
    emails: emails.map((mail) => ({ kind: mailKind(mail.message_id), sentAt: new Date(mail.sent_at).toISOString() })),
    returns: returns.map((request) => ({
      id: request.id,
      orderItemId: request.order_item_id,
      reason: request.reason,
      comments: request.comments,
      status: request.status,
      createdAt: new Date(request.created_at).toISOString(),
      photos: request.photos.map(({ id }) => ({ id, url: photoUrl(id), previewUrl: previewUrl(id) })),
    })),
    customer:
      order.customer_id === null
        ? null
        : {
            id: order.customer_id,
            name: `${order.first_name ?? ''} ${order.last_name ?? ''}`.trim(),
            premiumStatus: order.premium_status as PremiumStatus,
            vipNotes: order.vip_notes,
            orderCount: order.order_count ?? 0,
            totalSpent: order.total_spent ?? '0.00',
          },
    timeline: events.map((event) => ({
      at: new Date(event.created_at).toISOString(),
      actor: event.actor_kind as OrderActorKind,
      actorEmail: event.actor_email,
      from: event.from_status as OrderStatus | null,
      to: event.to_status as OrderStatus,
      detail: event.detail,
    })),
  };
}
