import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { ResendEmailInput, ResendReceipt } from '../../../src/admin-orders.ts';
import type { Services } from '../request-scope.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { DomainError, minutesText, TooManyRequestsError } from '../../../src/domain-error.ts';
import { takeHits } from '../common/index.ts';
import { queueMail } from '../mail/index.ts';
import { mailReader } from './mail-reader.ts';
import { orderConfirmation } from './order-email.ts';
import { orderView } from './order.queries.ts';
import { shippingNotification } from './shipping-email.ts';
import { orderSql } from './tables.ts';

/** How often an order's e-mail of one type may be sent again: once in 10 minutes. */
export const RESEND_LIMIT = { limit: 1, windowMs: 10 * 60 * 1000 };

/**
 * A staff member sends an order's confirmation or shipping notification again (the customer lost it),
 * through the mail queue. Each resend is a message of its own: its key (and Message-ID) carries the
 * time, so the sent-mail record of the first does not stop it. Audited with the mail's queuing.
 *
 * At most RESEND_LIMIT per order and type, counted in PostgreSQL (rate_limit_counters, so across
 * instances) inside the resend's transaction: concurrent resends queue on the counter's row, and
 * only the first commits a mail; the rest get a 429 saying when it can go again. A resend refused
 * for another reason, or rolled back, counts nothing.
 */
export async function resendOrderEmail(
  em: EntityManager,
  services: Pick<Services, 'jobs' | 'supportEmail' | 'publicUrl' | 'clock'>,
  { orderNumber, type }: z.output<typeof ResendEmailInput>,
  actor: AuditActor,
): Promise<ResendReceipt> {
  return em.fork().transactional(async (tx) => {
    const order = await orderSql(tx)
      .selectFrom('orders')
      .select(['id', 'shipping_address', 'carrier', 'tracking_number', 'tracking_url'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirst();
    if (!order) throw new DomainError('NOT_FOUND', 'There is no order with that number.');
    const view = (await orderView(tx, order.id))!;
    const to = view.customerEmail;
    if (!to) throw new DomainError('CONFLICT', 'This order has no e-mail address to send to.');
    const address = order.shipping_address;
    const reader = await mailReader(tx, order.id);
    let mail;
    if (type === 'shipping') {
      if (!order.tracking_number) throw new DomainError('BAD_REQUEST', 'This order has not shipped yet, so there is no shipping e-mail to send.');
      mail = shippingNotification(
        { ...view, customerEmail: to, shippingAddress: address, carrier: order.carrier, trackingNumber: order.tracking_number, trackingUrl: order.tracking_url },
        services,
        reader,
      );
    } else {
      const shipping = {
        name: `${address.firstName} ${address.lastName}`.trim(),
        ...(address.phone ? { phone: address.phone } : {}),
        address: {
          line1: address.address,
          ...(address.apartment ? { line2: address.apartment } : {}),
          city: address.city,
          state: address.state,
          postal_code: address.zipCode,
          country: address.country,
        },
      };
      mail = orderConfirmation({ ...view, customerEmail: to }, shipping, services, reader);
    }
    await takeResend(tx, orderNumber, type, services.clock());
    await queueMail(services.jobs, tx, { ...mail, key: `${mail.key}.resent-${services.clock().getTime()}` });
    await recordAudit(tx, { actor, action: 'order.resend_email', target: { type: 'order', id: orderNumber }, before: null, after: { type, to } });
    return { queued: true, to, type };
  });
}

/** Counts this resend, or refuses it with how long ago the last one went and when the next may. */
async function takeResend(tx: EntityManager, orderNumber: string, type: string, now: Date): Promise<void> {
  const taken = await takeHits(tx, [{ name: 'order-email-resend', subject: `${orderNumber}:${type}`, window: RESEND_LIMIT }], now);
  if (taken.taken) return;
  const minutesAgo = Math.floor((RESEND_LIMIT.windowMs - taken.retryAfterMs) / 60_000);
  const sent = minutesAgo === 0 ? 'less than a minute ago' : `${minutesText(minutesAgo)} ago`;
  const wait = minutesText(Math.ceil(taken.retryAfterMs / 60_000));
  throw new TooManyRequestsError(Math.ceil(taken.retryAfterMs / 1000), `This e-mail was sent again ${sent}; it can be sent again in ${wait}.`);
}
