import type { OrderView } from '../../../src/orders.ts';
import { formatUsd, toCents } from '../../../src/money.ts';
import type { ShippingDetails } from '../../integrations/payments/index.ts';
import { brandedEmail, escapeHtml, SUPPORT_HOURS, type QueuedMail } from '../mail/index.ts';

/** A line item as the e-mails name it: the print and its canvas size. */
export const itemName = (item: { product: { title: string }; size: string | null }) =>
  item.size ? `${item.product.title} (${item.size} canvas)` : item.product.title;

/** An address as the e-mails print it: the name and street lines, then city, state and ZIP, then the country. */
export function postalLines(
  lines: (string | null | undefined)[],
  { city, state, zipCode, country }: { city: string; state?: string | null | undefined; zipCode: string; country: string },
): string[] {
  return [...lines, `${city}, ${state ?? ''} ${zipCode}`.trim(), country].filter((line): line is string => Boolean(line));
}

export const shippingToHtml = (addressLines: string[]) =>
  `<p style="margin:0 0 16px;"><strong>Shipping to</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>`;

/** Printing, stretching and finishing a canvas, then the courier (shown to set expectations). */
const PRODUCTION_AND_SHIPPING = 'Each print is made to order: production takes 3-5 business days, then shipping 5-7 business days.';

/**
 * The confirmation of a paid order (integrations.md section 4): what was bought, what it cost, where it
 * goes. Queued with the order (checkout/settle.ts), keyed by the order number: one per order.
 */
export function orderConfirmation(order: OrderView & { customerEmail: string }, shipping: ShippingDetails, supportEmail: string): QueuedMail {
  const usd = (amount: string) => formatUsd(toCents(amount));
  const lines = order.items.map((item) => ({ name: itemName(item), detail: `${item.quantity} × ${usd(item.price)}` }));
  const sums: [string, string][] = [
    ['Subtotal', usd(order.subtotal)],
    ...(toCents(order.discount) > 0 ? [[`Discount${order.couponCode ? ` (${order.couponCode})` : ''}`, `−${usd(order.discount)}`] as [string, string]] : []),
    ['Shipping', toCents(order.shipping) === 0 ? 'Free' : usd(order.shipping)],
    ['Tax', usd(order.tax)],
    ['Total (USD)', usd(order.total)],
  ];
  const { name, address } = shipping;
  const addressLines = postalLines([name, address.line1, address.line2], { city: address.city, state: address.state, zipCode: address.postal_code, country: address.country });
  const placed = new Date(order.createdAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });
  const processing =
    order.status === 'pending' ? 'Your bank payment is processing, which can take up to 4 business days; we start on your prints once it clears.' : null;
  const support = `Questions about your order? Write to ${supportEmail} (${SUPPORT_HOURS}) and quote ${order.orderNumber}.`;

  const text = [
    `Thank you for your order! Order ${order.orderNumber}, placed ${placed}.`,
    ...(processing ? [processing] : []),
    lines.map((line) => `- ${line.name}: ${line.detail}`).join('\n'),
    sums.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `Shipping to:\n${addressLines.join('\n')}`,
    PRODUCTION_AND_SHIPPING,
    support,
  ].join('\n\n');

  const cell = 'padding:6px 0;border-bottom:1px solid #efe8dc;';
  const html = `<p style="margin:0 0 16px;">Thank you for your order! Order <strong>${escapeHtml(order.orderNumber)}</strong>, placed ${escapeHtml(placed)}.</p>
${processing ? `<p style="margin:0 0 16px;">${escapeHtml(processing)}</p>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
${lines.map((line) => `<tr><td style="${cell}">${escapeHtml(line.name)}</td><td align="right" style="${cell}">${escapeHtml(line.detail)}</td></tr>`).join('\n')}
${sums.map(([label, value]) => `<tr><td style="padding:4px 0;">${escapeHtml(label)}</td><td align="right" style="padding:4px 0;">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${shippingToHtml(addressLines)}
<p style="margin:0 0 16px;">${escapeHtml(PRODUCTION_AND_SHIPPING)}</p>
<p style="margin:0;color:#7a7064;">${escapeHtml(support)}</p>`;

  return {
    ...brandedEmail({ to: order.customerEmail, subject: `Your Canvas & Light order ${order.orderNumber}`, text, html, supportEmail }),
    key: `order-confirmation.${order.orderNumber}`,
  };
}
