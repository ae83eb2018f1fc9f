import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { ResendEmailInput, ResendReceipt } from '../../../src/admin-orders.ts';
import type { Services } from '../request-scope.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { DomainError } from '../common/domain-error.ts';
import { sqlOf } from '../common/typed-sql.ts';
import { queueMail } from '../mail/mail-queue.ts';
import { orderConfirmation } from './order-email.ts';
import { orderView } from './order.queries.ts';
import { shippingNotification } from './shipping-email.ts';

/**
 * A staff member sends an order's confirmation or shipping notification again (the customer lost it),
 * through the mail queue. Each resend is a message of its own: its key (and Message-ID) carries the
 * time, so the sent-mail record of the first does not stop it. Audited with the mail's queuing.
 */
export async function resendOrderEmail(
  em: EntityManager,
  services: Pick<Services, 'jobs' | 'supportEmail' | 'clock'>,
  { orderNumber, type }: z.output<typeof ResendEmailInput>,
  actor: AuditActor,
): Promise<ResendReceipt> {
  return em.fork().transactional(async (tx) => {
    const order = await sqlOf(tx)
      .selectFrom('orders')
      .select(['id', 'shipping_address', 'carrier', 'tracking_number', 'tracking_url'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirst();
    if (!order) throw new DomainError('NOT_FOUND', 'There is no order with that number.');
    const view = (await orderView(tx, order.id))!;
    const to = view.customerEmail;
    if (!to) throw new DomainError('CONFLICT', 'This order has no e-mail address to send to.');
    const address = order.shipping_address;
    let mail;
    if (type === 'shipping') {
      if (!order.tracking_number) throw new DomainError('BAD_REQUEST', 'This order has not shipped yet, so there is no shipping e-mail to send.');
      mail = shippingNotification(
        { ...view, customerEmail: to, shippingAddress: address, carrier: order.carrier, trackingNumber: order.tracking_number, trackingUrl: order.tracking_url },
        services.supportEmail,
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
      mail = orderConfirmation({ ...view, customerEmail: to }, shipping, services.supportEmail);
    }
    await queueMail(services.jobs, tx, { ...mail, key: `${mail.key}.resent-${services.clock().getTime()}` });
    await recordAudit(tx, { actor, action: 'order.resend_email', target: { type: 'order', id: orderNumber }, before: null, after: { type, to } });
    return { queued: true, to, type };
  });
}
