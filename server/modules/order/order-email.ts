import { tx } from '../../../src/i18n-text.ts';
import type { OrderView } from '../../../src/orders.ts';
import { toCents } from '../../../src/money.ts';
import type { ShippingDetails } from '../../integrations/payments/index.ts';
import type { Services } from '../request-scope.ts';
import { brandedEmail, escapeHtml, Html, mailWords, strong, SUPPORT_HOURS, type MailWords, type QueuedMail } from '../mail/index.ts';
import { titleFor, type MailReader } from './mail-reader.ts';

/** What an order's e-mails take from the shop: where questions go, and its address for links. */
export type MailSender = Pick<Services, 'supportEmail' | 'publicUrl'>;

/** An address as the e-mails print it: the name and street lines, then city, state and ZIP, then the country. */
export function postalLines(
  lines: (string | null | undefined)[],
  { city, state, zipCode, country }: { city: string; state?: string | null | undefined; zipCode: string; country: string },
): string[] {
  return [...lines, `${city}, ${state ?? ''} ${zipCode}`.trim(), country].filter((line): line is string => Boolean(line));
}

const SHIPPING_TO = tx('Shipping to');

/** Where the parcel goes, as the text part and the HTML part say it. */
export const shippingTo = (addressLines: string[], words: MailWords) => ({
  text: `${words.text(tx('Shipping to:'))}\n${addressLines.join('\n')}`,
  html: `<p style="margin:0 0 16px;"><strong>${words.html(SHIPPING_TO)}</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>`,
});

/** "Questions about your order? Write to …": the line each order e-mail ends with, as text and HTML. */
export function orderQuestions(english: string, orderNumber: string, supportEmail: string, words: MailWords) {
  const values = { supportEmail, hours: words.text(SUPPORT_HOURS), orderNumber };
  return { text: words.text(english, values), html: words.html(english, values) };
}

/** Printing, stretching and finishing a canvas, then the courier (shown to set expectations). */
const PRODUCTION_AND_SHIPPING = tx('Each print is made to order: production takes 3-5 business days, then shipping 5-7 business days.');

/**
 * The confirmation of a paid order (integrations.md section 4): what was bought, what it cost, where it
 * goes, in its reader's language (a customer's account also gets a link to follow it). Queued with the
 * order (checkout/settle.ts), keyed by the order number: one per order.
 */
export function orderConfirmation(order: OrderView & { customerEmail: string }, shipping: ShippingDetails, sender: MailSender, reader: MailReader): QueuedMail {
  const words = mailWords(reader.locale);
  const usd = (amount: string) => words.usd(toCents(amount));
  const lines = order.items.map((item) => ({ name: words.item(titleFor(reader, item.productId, item.product.title), item.size), detail: `${item.quantity} × ${usd(item.price)}` }));
  const discountLabel = order.couponCode ? words.text(tx('Discount ({couponCode})'), { couponCode: order.couponCode }) : words.text(tx('Discount'));
  const sums: [string, string][] = [
    [words.text(tx('Subtotal')), usd(order.subtotal)],
    ...(toCents(order.discount) > 0 ? [[discountLabel, `−${usd(order.discount)}`] as [string, string]] : []),
    [words.text(tx('Shipping')), toCents(order.shipping) === 0 ? words.text(tx('Free')) : usd(order.shipping)],
    [words.text(tx('Tax')), usd(order.tax)],
    [words.text(tx('Total (USD)')), usd(order.total)],
    ...(toCents(order.giftCardAmount) > 0 ? [[words.text(tx('Paid by gift card')), `−${usd(order.giftCardAmount)}`] as [string, string]] : []),
  ];
  const { name, address } = shipping;
  const addressLines = postalLines([name, address.line1, address.line2], { city: address.city, state: address.state, zipCode: address.postal_code, country: address.country });
  const placed = words.day(order.createdAt);
  const thanks = tx('Thank you for your order! Order {orderNumber}, placed {placed}.');
  const processing =
    order.status === 'pending' ? tx('Your bank payment is processing, which can take up to 4 business days; we start on your prints once it clears.') : null;
  const follow = reader.hasAccount ? { text: tx('Follow your order in your account: {link}'), url: words.page(sender.publicUrl, '/account/orders') } : null;
  const to = shippingTo(addressLines, words);
  const questions = orderQuestions(tx('Questions about your order? Write to {supportEmail} ({hours}) and quote {orderNumber}.'), order.orderNumber, sender.supportEmail, words);

  const text = [
    words.text(thanks, { orderNumber: order.orderNumber, placed }),
    ...(processing ? [words.text(processing)] : []),
    lines.map((line) => `- ${line.name}: ${line.detail}`).join('\n'),
    sums.map(([label, value]) => words.labelled(label, value)).join('\n'),
    to.text,
    words.text(PRODUCTION_AND_SHIPPING),
    ...(follow ? [words.text(follow.text, { link: follow.url })] : []),
    questions.text,
  ].join('\n\n');

  const cell = 'padding:6px 0;border-bottom:1px solid #efe8dc;';
  // A gap before each amount: on a phone a long title (or a longer language's "(toile 40"x30")") wraps
  // up to its column's edge and would run into the figure.
  const amountCell = 'padding-left:16px;white-space:nowrap;';
  const link = follow && new Html(`<a href="${escapeHtml(follow.url)}" style="color:#9a7b4f;">${escapeHtml(follow.url)}</a>`);
  const html = `<p style="margin:0 0 16px;">${words.html(thanks, { orderNumber: strong(order.orderNumber), placed })}</p>
${processing ? `<p style="margin:0 0 16px;">${words.html(processing)}</p>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
${lines.map((line) => `<tr><td style="${cell}">${escapeHtml(line.name)}</td><td align="right" style="${cell}${amountCell}">${escapeHtml(line.detail)}</td></tr>`).join('\n')}
${sums.map(([label, value]) => `<tr><td style="padding:4px 0;">${escapeHtml(label)}</td><td align="right" style="padding:4px 0;${amountCell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${to.html}
<p style="margin:0 0 16px;">${words.html(PRODUCTION_AND_SHIPPING)}</p>
${follow && link ? `<p style="margin:0 0 16px;">${words.html(follow.text, { link })}</p>\n` : ''}<p style="margin:0;color:#7a7064;">${questions.html}</p>`;

  return {
    ...brandedEmail({
      to: order.customerEmail,
      subject: words.text(tx('Your Canvas & Light order {orderNumber}'), { orderNumber: order.orderNumber }),
      text,
      html,
      supportEmail: sender.supportEmail,
      words,
    }),
    key: `order-confirmation.${order.orderNumber}`,
  };
}
