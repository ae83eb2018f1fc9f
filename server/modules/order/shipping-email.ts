import { brandedEmail, escapeHtml, SUPPORT_HOURS, type QueuedMail } from '../mail/index.ts';
import type { StoredAddress } from './address.ts';
import { itemName, postalLines, shippingToHtml } from './order-email.ts';

/** What the Shipping Notification says of an order and its shipment. */
export interface ShippedOrder {
  orderNumber: string;
  customerEmail: string;
  items: { product: { title: string }; size: string | null; quantity: number }[];
  shippingAddress: StoredAddress;
  /** The carrier's code as Printify sends it (USPS, UPS, DHL…), or null when it did not say. */
  carrier: string | null;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** Only a web page is linked: a tracking link is the print provider's text, and must not become a script or mail link. */
const webLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * The Shipping Notification (integrations.md section 4): carrier, tracking number and link, the items,
 * where they go, and support. Queued when the print provider reports a shipment (shipments.ts),
 * keyed by order and tracking number: one per parcel, however often the event arrives.
 */
export function shippingNotification(order: ShippedOrder, supportEmail: string): QueuedMail {
  const { shippingAddress: address } = order;
  const addressLines = postalLines([`${address.firstName} ${address.lastName}`.trim(), address.address, address.apartment], address);
  const carrier = order.carrier ?? 'the carrier';
  const link = webLink(order.trackingUrl);
  const items = order.items.map((item) => `${item.quantity} × ${itemName(item)}`);
  const support = `Questions about your delivery? Write to ${supportEmail} (${SUPPORT_HOURS}) and quote ${order.orderNumber}.`;

  const text = [
    `Good news: your order ${order.orderNumber} is on its way.`,
    `Carrier: ${carrier}\nTracking number: ${order.trackingNumber}${link ? `\nTrack your parcel: ${link}` : ''}`,
    `In this parcel:\n${items.map((item) => `- ${item}`).join('\n')}`,
    `Shipping to:\n${addressLines.join('\n')}`,
    'Canvas prints travel in corner-protected boxes; please open yours with care and keep the packaging until you have checked the print.',
    support,
  ].join('\n\n');

  const html = `<p style="margin:0 0 16px;">Good news: your order <strong>${escapeHtml(order.orderNumber)}</strong> is on its way.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
<tr><td style="padding:4px 16px 4px 0;color:#7a7064;">Carrier</td><td style="padding:4px 0;">${escapeHtml(carrier)}</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#7a7064;">Tracking number</td><td style="padding:4px 0;"><strong>${escapeHtml(order.trackingNumber)}</strong></td></tr>
</table>
${link ? `<p style="margin:0 0 20px;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#2b2520;color:#ffffff;text-decoration:none;padding:10px 20px;border-radius:4px;">Track your parcel</a></p>` : ''}
<p style="margin:0 0 6px;"><strong>In this parcel</strong></p>
<ul style="margin:0 0 16px;padding-left:20px;">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
${shippingToHtml(addressLines)}
<p style="margin:0;color:#7a7064;">${escapeHtml(support)}</p>`;

  return {
    ...brandedEmail({ to: order.customerEmail, subject: `Your Canvas & Light order ${order.orderNumber} has shipped`, text, html, supportEmail }),
    // The key becomes a Message-ID: the tracking number is the provider's text, so only its safe characters go in.
    key: `shipping-notification.${order.orderNumber}.${order.trackingNumber.replace(/[^A-Za-z0-9.-]/g, '-')}`,
  };
}
