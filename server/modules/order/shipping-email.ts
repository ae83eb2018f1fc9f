import { tx } from '../../../src/i18n-text.ts';
import { brandedEmail, emailButton, escapeHtml, mailWords, strong, type QueuedMail } from '../mail/index.ts';
import type { StoredAddress } from './address.ts';
import { titleFor, type MailReader } from './mail-reader.ts';
import { orderQuestions, postalLines, shippingTo, type MailSender } from './order-email.ts';

/** What the Shipping Notification says of an order and its shipment. */
export interface ShippedOrder {
  orderNumber: string;
  customerEmail: string;
  items: { productId: number; product: { title: string }; size: string | null; quantity: number }[];
  shippingAddress: StoredAddress;
  /** The carrier's code as Printify sends it (USPS, UPS, DHL…), or null when it did not say. */
  carrier: string | null;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** Only a web page is linked: a tracking link is the print provider's text, and must not become a script or mail link. */
const webLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

const CARRIER = tx('Carrier');
const TRACKING_NUMBER = tx('Tracking number');
const TRACK = tx('Track your parcel');
const IN_THIS_PARCEL = tx('In this parcel');
const ON_ITS_WAY = tx('Good news: your order {orderNumber} is on its way.');
const WITH_CARE = tx('Canvas prints travel in corner-protected boxes; please open yours with care and keep the packaging until you have checked the print.');

/**
 * The Shipping Notification (integrations.md section 4): carrier, tracking number and link, the items,
 * where they go, and support, in its reader's language. Queued when the print provider reports a
 * shipment (shipments.ts), keyed by order and tracking number: one per parcel, however often the event arrives.
 */
export function shippingNotification(order: ShippedOrder, sender: MailSender, reader: MailReader): QueuedMail {
  const words = mailWords(reader.locale);
  const { shippingAddress: address } = order;
  const addressLines = postalLines([`${address.firstName} ${address.lastName}`.trim(), address.address, address.apartment], address);
  const carrier = order.carrier ?? words.text(tx('the carrier'));
  const link = webLink(order.trackingUrl);
  const items = order.items.map((item) => `${item.quantity} × ${words.item(titleFor(reader, item.productId, item.product.title), item.size)}`);
  const to = shippingTo(addressLines, words);
  const questions = orderQuestions(tx('Questions about your delivery? Write to {supportEmail} ({hours}) and quote {orderNumber}.'), order.orderNumber, sender.supportEmail, words);

  const text = [
    words.text(ON_ITS_WAY, { orderNumber: order.orderNumber }),
    [words.labelled(words.text(CARRIER), carrier), words.labelled(words.text(TRACKING_NUMBER), order.trackingNumber), ...(link ? [words.labelled(words.text(TRACK), link)] : [])].join('\n'),
    `${words.text(tx('In this parcel:'))}\n${items.map((item) => `- ${item}`).join('\n')}`,
    to.text,
    words.text(WITH_CARE),
    questions.text,
  ].join('\n\n');

  const html = `<p style="margin:0 0 16px;">${words.html(ON_ITS_WAY, { orderNumber: strong(order.orderNumber) })}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
<tr><td style="padding:4px 16px 4px 0;color:#7a7064;">${words.html(CARRIER)}</td><td style="padding:4px 0;">${escapeHtml(carrier)}</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#7a7064;">${words.html(TRACKING_NUMBER)}</td><td style="padding:4px 0;"><strong>${escapeHtml(order.trackingNumber)}</strong></td></tr>
</table>
${link ? emailButton(link, words.html(TRACK)) : ''}
<p style="margin:0 0 6px;"><strong>${words.html(IN_THIS_PARCEL)}</strong></p>
<ul style="margin:0 0 16px;padding-left:20px;">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
${to.html}
<p style="margin:0;color:#7a7064;">${questions.html}</p>`;

  return {
    ...brandedEmail({
      to: order.customerEmail,
      subject: words.text(tx('Your Canvas & Light order {orderNumber} has shipped'), { orderNumber: order.orderNumber }),
      text,
      html,
      supportEmail: sender.supportEmail,
      words,
    }),
    // The key becomes a Message-ID: the tracking number is the provider's text, so only its safe characters go in.
    key: `shipping-notification.${order.orderNumber}.${order.trackingNumber.replace(/[^A-Za-z0-9.-]/g, '-')}`,
  };
}
