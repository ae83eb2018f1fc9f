import type { Locale } from '../../src/locales.ts';
import type { OrderView } from '../../src/orders.ts';
import type { OutgoingMail } from '../integrations/mail.ts';
import { orderRefundNotice } from '../modules/after-sale/order-refund-email.ts';
import { codeEmail } from '../modules/auth/code-email.ts';
import { refundNotice } from '../modules/checkout/refund-email.ts';
import { mailWords } from '../modules/mail/mail-words.ts';
import { checkoutReminderEmail } from '../modules/marketing/reminder-email.ts';
import { orderConfirmation } from '../modules/order/order-email.ts';
import { shippingNotification } from '../modules/order/shipping-email.ts';
import { returnDecisionEmail } from '../modules/returns/return-decision-email.ts';
import { returnReceivedEmail } from '../modules/returns/return-email.ts';
import { reviewRequestEmail } from '../modules/reviews/review-request-email.ts';
import { wishlistAlertEmail } from '../modules/wishlist/wishlist-alert-email.ts';
import { giftCardEmail, giftCardReceipt } from '../modules/gift-cards/gift-card-email.ts';
import { TEST_CONFIG } from './helpers.ts';

/**
 * Every e-mail a shopper can get, each kind and variant filled with one sample, in `locale`: for the
 * check that no other language's mail keeps an English sentence (emails-in-every-language.test.ts)
 * and for looking at them (e2e/email-screenshots.ts). SAMPLE_DATA lists what is the sample's and
 * not the mail's words.
 */

const SUPPORT = TEST_CONFIG.SUPPORT_EMAIL;
const SENDER = { supportEmail: SUPPORT, publicUrl: TEST_CONFIG.PUBLIC_URL };
const TO = 'ada.sample@example.com';
const ORDER_NUMBER = 'CL-20261128-7K3M9Q';
const REPLACEMENT = 'CL-20261202-4RT8WZ';
const TRACKING = '9400111899223197428490';
const TRACKING_URL = `https://tools.usps.com/go/TrackConfirmAction?tLabels=${TRACKING}`;
const NOTE = 'The frame corner shows a dent in your photos.';
/** A giver's message, in their own words whatever the e-mail's language (its sentences), and a card's code grouped. */
const GIFT_MESSAGE = ['Happy birthday!', 'For the wall above your desk.', 'With love, Grace'] as const;
const GIFT_CODE = 'K7M3-QXB9-TR4W-HN2P';
const CODE = 'K7M3QX';

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Sample',
  email: TO,
  phone: '+1 305 555 0142',
  address: '1200 Brickell Avenue',
  apartment: 'Suite 400',
  city: 'Miami',
  state: 'FL',
  zipCode: '33131',
  country: 'US',
};

const item = (id: number, title: string, size: string, quantity: number, price: string) => ({
  id,
  productId: id,
  variantId: null,
  product: { title, imageUrl: null },
  size,
  quantity,
  price,
});

const ORDER: OrderView & { customerEmail: string } = {
  id: 1,
  orderNumber: ORDER_NUMBER,
  status: 'paid',
  createdAt: '2026-11-28T15:30:00.000Z',
  customerEmail: TO,
  returnWindowDays: 7,
  freeReturnShipping: false,
  subtotal: '1418.00',
  discount: '141.80',
  tax: '102.10',
  shipping: '0.00',
  total: '1378.30',
  giftCardAmount: '100.00',
  currency: 'USD',
  couponCode: 'WELCOME10',
  trackingNumber: null,
  carrier: null,
  trackingUrl: null,
  deliveredAt: null,
  items: [item(1, 'Misty Lagoon at Dawn', '24"x16"', 1, '189.00'), item(2, 'Harbour at Dusk', '40"x30"', 2, '614.50')],
  amountRefunded: '0.00',
  refunds: [],
};

const SHIPPING_DETAILS = {
  name: `${ADDRESS.firstName} ${ADDRESS.lastName}`,
  address: { line1: ADDRESS.address, line2: ADDRESS.apartment, city: ADDRESS.city, state: ADDRESS.state, postal_code: ADDRESS.zipCode, country: ADDRESS.country },
};

/** What the samples fill in: names, addresses, numbers and links, the same in every language. */
export const SAMPLE_DATA: readonly string[] = [
  'Canvas & Light',
  'Miami, Florida',
  SUPPORT,
  TO,
  ORDER_NUMBER,
  REPLACEMENT,
  TRACKING,
  TRACKING_URL,
  NOTE,
  ...GIFT_MESSAGE,
  'ada.friend@example.com',
  GIFT_CODE,
  CODE,
  'WELCOME10',
  'SPRING15',
  'USPS',
  'Misty Lagoon at Dawn',
  'Harbour at Dusk',
  'Ada Sample',
  ADDRESS.address,
  ADDRESS.apartment,
  'Miami, FL 33131',
  ADDRESS.country,
  'Canvas & Light Returns, Miami, Florida, USA',
  `${TEST_CONFIG.PUBLIC_URL}`,
];

export interface SampleEmail {
  kind: string;
  mail: OutgoingMail;
}

export function sampleEmails(locale: Locale): SampleEmail[] {
  const reader = { locale, hasAccount: true, titles: new Map<number, string>() };
  const shipped = { ...ORDER, shippingAddress: ADDRESS, carrier: 'USPS', trackingNumber: TRACKING, trackingUrl: TRACKING_URL };
  const refund = { to: TO, locale, orderNumber: ORDER_NUMBER, refundId: 7, amountMinor: 61450, currency: 'USD', giftCardCents: 0, supportEmail: SUPPORT };
  const checkoutRefund = { to: TO, locale, checkoutId: 'c0ffee', amountMinor: 137830, currency: 'usd', supportEmail: SUPPORT };
  const soldOut = { text: '{title} sold out while you were paying.', values: { title: 'Harbour at Dusk' } };
  const decision = { to: TO, locale, returnId: 42, orderNumber: ORDER_NUMBER, title: 'Harbour at Dusk', size: '40"x30"', note: null, supportEmail: SUPPORT } as const;
  const words = mailWords(locale);
  const marketing = { to: TO, words, unsubscribeToken: 'Tok3n_of-twenty-two_ch' };
  return [
    { kind: 'sign-up code', mail: codeEmail('signup', TO, CODE, SUPPORT, locale) },
    { kind: 'login code', mail: codeEmail('login', TO, CODE, SUPPORT, locale) },
    { kind: 'code for an address with an account', mail: codeEmail('existing', TO, CODE, SUPPORT, locale) },
    { kind: 'order confirmation', mail: orderConfirmation(ORDER, SHIPPING_DETAILS, SENDER, reader) },
    { kind: 'order confirmation, bank payment processing', mail: orderConfirmation({ ...ORDER, status: 'pending', couponCode: null, shipping: '25.00' }, SHIPPING_DETAILS, SENDER, { locale, hasAccount: false, titles: new Map<number, string>() }) },
    { kind: 'shipping notification', mail: shippingNotification(shipped, SENDER, reader) },
    { kind: 'shipping notification without a carrier', mail: shippingNotification({ ...shipped, carrier: null, trackingUrl: null }, SENDER, reader) },
    { kind: 'refund of lines', mail: orderRefundNotice({ ...refund, lines: [{ quantity: 1, title: 'Harbour at Dusk', size: '40"x30"' }], cancelled: false }) },
    { kind: 'cancellation', mail: orderRefundNotice({ ...refund, amountMinor: 137830, lines: [], cancelled: true }) },
    { kind: 'refund partly to a gift card', mail: orderRefundNotice({ ...refund, giftCardCents: 10000, lines: [], cancelled: false }) },
    { kind: 'payment refunded, no order', mail: refundNotice({ ...checkoutRefund, reason: soldOut, outcome: 'refunded' }) },
    { kind: 'authorisation cancelled, no order', mail: refundNotice({ ...checkoutRefund, reason: { text: 'The coupon {couponCode} was used up while you were paying.', values: { couponCode: 'WELCOME10' } }, outcome: 'canceled' }) },
    { kind: 'payment not charged, no order', mail: refundNotice({ ...checkoutRefund, reason: soldOut, outcome: 'not_charged' }) },
    {
      kind: 'return request received',
      mail: returnReceivedEmail(
        { id: 42, orderNumber: ORDER_NUMBER, customerEmail: TO, productTitle: 'Harbour at Dusk', size: '40"x30"', quantity: 2, reason: 'defective', comments: null, photoIds: [1, 2] },
        SUPPORT,
        locale,
      ),
    },
    { kind: 'return approved, arrived damaged', mail: returnDecisionEmail({ ...decision, reason: 'defective', action: 'approve' }) },
    { kind: 'return approved, the wrong print', mail: returnDecisionEmail({ ...decision, reason: 'wrong_item', action: 'approve' }) },
    { kind: 'return approved, sent back', mail: returnDecisionEmail({ ...decision, reason: 'changed_mind', action: 'approve', note: NOTE }) },
    { kind: 'return rejected', mail: returnDecisionEmail({ ...decision, reason: 'changed_mind', action: 'reject', note: NOTE }) },
    { kind: 'returned print received', mail: returnDecisionEmail({ ...decision, reason: 'not_as_described', action: 'receive' }) },
    { kind: 'return refunded', mail: returnDecisionEmail({ ...decision, reason: 'quality_issue', action: 'refund' }) },
    { kind: 'return replaced', mail: returnDecisionEmail({ ...decision, reason: 'wrong_item', action: 'replace', replacementOrderNumber: REPLACEMENT }) },
    {
      kind: 'checkout reminder',
      mail: checkoutReminderEmail(SENDER, { ...marketing, items: [`${words.item('Harbour at Dusk', '40"x30"')} × 2`, 'Misty Lagoon at Dawn'], restoreToken: 'R3store_twenty-two_chr' }),
    },
    {
      kind: 'review request',
      mail: reviewRequestEmail(SENDER, {
        ...marketing,
        orderNumber: ORDER_NUMBER,
        lines: [
          { orderItemId: 1, title: 'Misty Lagoon at Dawn', size: '24"x16"' },
          { orderItemId: 2, title: 'Harbour at Dusk', size: '40"x30"' },
        ],
      }),
    },
    {
      kind: 'wishlist alert',
      mail: wishlistAlertEmail(SENDER, {
        ...marketing,
        newSizes: [{ productId: 1, title: 'Harbour at Dusk', sizes: ['60"x40"'] }],
        onSale: [{ code: 'SPRING15', discountType: 'percentage', discountValue: '15.00', until: new Date('2026-12-31T12:00:00Z') }],
      }),
    },
    {
      kind: 'gift card receipt, sent on a day',
      mail: giftCardReceipt(SENDER, {
        to: TO,
        words,
        orderNumber: ORDER_NUMBER,
        sentNow: false,
        sale: { amountCents: 25_000, recipientName: 'Ada', recipientEmail: 'ada.friend@example.com', senderName: 'Grace Hopper', message: null, deliverAt: '2026-12-24T14:00:00.000Z' },
      }),
    },
    {
      kind: 'gift card',
      mail: giftCardEmail(SENDER, {
        to: TO,
        words,
        code: GIFT_CODE.replaceAll('-', ''),
        amountCents: 25_000,
        recipientName: 'Ada',
        senderName: 'Grace Hopper',
        message: `${GIFT_MESSAGE[0]} ${GIFT_MESSAGE[1]}\n${GIFT_MESSAGE[2]}`,
      }),
    },
  ];
}
