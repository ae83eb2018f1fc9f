import type { z } from 'zod';
import type { OrderView } from '../../../src/orders.ts';
import { RETURN_WINDOW_DAYS } from '../../../src/returns.ts';
import type { TestEmailInput, TestEmailReceipt, TestEmailType } from '../../../src/admin.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import type { RequestScope } from '../request-scope.ts';
import type { StoredAddress } from './address.ts';
import type { MailReader } from './mail-reader.ts';
import { orderConfirmation } from './order-email.ts';
import { shippingNotification } from './shipping-email.ts';

/**
 * /email-test (spec sections 2 and 7): the shop's real Order Confirmation or Shipping Notification,
 * filled with a sample order, sent at once (not queued) so that the admin learns there and then
 * whether the mail server took it.
 */

const SAMPLE_ADDRESS: StoredAddress = {
  firstName: 'Ada',
  lastName: 'Sample',
  email: 'ada.sample@example.com',
  phone: '+1 305 555 0142',
  address: '1200 Brickell Avenue',
  apartment: 'Suite 400',
  city: 'Miami',
  state: 'FL',
  zipCode: '33131',
  country: 'US',
};

function sampleOrder(now: Date): OrderView {
  const item = (id: number, title: string, size: string, quantity: number, price: string) => ({
    id,
    productId: id,
    variantId: null,
    product: { title, imageUrl: null },
    size,
    quantity,
    price,
  });
  return {
    id: 0,
    orderNumber: 'CL-SAMPLE-0000',
    status: 'paid',
    createdAt: now.toISOString(),
    customerEmail: SAMPLE_ADDRESS.email,
    returnWindowDays: RETURN_WINDOW_DAYS,
    freeReturnShipping: false,
    subtotal: '418.00',
    discount: '41.80',
    tax: '26.33',
    shipping: '0.00',
    total: '402.53',
    giftCardAmount: '0.00',
    currency: 'USD',
    couponCode: 'WELCOME10',
    trackingNumber: null,
    carrier: null,
    trackingUrl: null,
    deliveredAt: null,
    items: [item(1, 'Misty Lagoon at Dawn', '24"x16"', 1, '189.00'), item(2, 'Harbour Lights', '16"x20"', 1, '229.00')],
    amountRefunded: '0.00',
    refunds: [],
  };
}

const SUBJECT_PREFIX = '[Test] ';

/** The test is read by staff, in the back office's language. */
const ENGLISH_READER: MailReader = { locale: 'en', hasAccount: false, titles: new Map() };

/** Sends the test and, once the mail server has taken it, records it in the audit trail. */
export async function sendTestEmail(ctx: RequestScope, { email, type }: z.output<typeof TestEmailInput>, actor: AuditActor): Promise<TestEmailReceipt> {
  const { services } = ctx;
  const order = { ...sampleOrder(services.clock()), customerEmail: email };
  const template =
    type === 'order'
      ? orderConfirmation(
          order,
          {
            name: `${SAMPLE_ADDRESS.firstName} ${SAMPLE_ADDRESS.lastName}`,
            address: {
              line1: SAMPLE_ADDRESS.address,
              line2: SAMPLE_ADDRESS.apartment ?? undefined,
              city: SAMPLE_ADDRESS.city,
              state: SAMPLE_ADDRESS.state,
              postal_code: SAMPLE_ADDRESS.zipCode,
              country: SAMPLE_ADDRESS.country,
            },
          },
          services,
          ENGLISH_READER,
        )
      : shippingNotification(
          {
            ...order,
            shippingAddress: SAMPLE_ADDRESS,
            carrier: 'USPS',
            trackingNumber: '9400111899223197428490',
            trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
          },
          services,
          ENGLISH_READER,
        );
  // No key: every test is a message of its own, never taken for one already sent.
  const { key: _key, ...mail } = template;
  const subject = `${SUBJECT_PREFIX}${mail.subject}`;
  try {
    await services.mailer.send({ ...mail, subject });
  } catch (error) {
    // Logged with the answer as every refusal of an outside service is (server/rest/shim.ts).
    throw new DomainError('BAD_GATEWAY', `The mail server did not accept the message: ${error instanceof Error ? error.message : 'unknown error'}`);
  }
  await recordAudit(ctx.em, { actor, action: 'email.test', target: { type: 'email', id: email }, before: null, after: { type, subject } });
  return { message: `Test ${TYPE_NAMES[type]} sent to ${email}`, to: email, type, subject };
}

const TYPE_NAMES: Record<TestEmailType, string> = { order: 'Order Confirmation', shipping: 'Shipping Notification' };
