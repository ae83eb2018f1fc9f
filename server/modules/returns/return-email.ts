import { tx } from '../../../src/i18n-text.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../src/locales.ts';
import { REFUND_TERMS, reasonLabel, type ReturnReason } from '../../../src/returns.ts';
import { brandedEmail, escapeHtml, mailWords, strong, SUPPORT_HOURS, type MailWords, type QueuedMail } from '../mail/index.ts';

/** What both e-mails of a new return request say about it. */
export interface ReturnSummary {
  id: number;
  orderNumber: string;
  customerEmail: string;
  productTitle: string;
  size: string | null;
  quantity: number;
  reason: ReturnReason;
  comments: string | null;
  photoIds: readonly number[];
}

/** Label and value rows, as text and as an HTML table. */
function details(rows: readonly [string, string][], words: MailWords) {
  return {
    text: rows.map(([label, value]) => words.labelled(label, value)).join('\n'),
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
${rows.map(([label, value]) => `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid #efe8dc;color:#7a7064;white-space:nowrap;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:6px 0;border-bottom:1px solid #efe8dc;white-space:pre-line;">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>`,
  };
}

const RECEIVED = tx('We have received your return request for order {orderNumber}.');
const NEXT = tx('What happens next');
const NEXT_STEPS = tx('We will review your request and photos and e-mail you return instructions within 24 hours. Please keep the print and its packaging until then.');
const TERMS = tx('Refund terms');
const QUESTIONS = tx('Questions? Write to {supportEmail} ({hours}) and quote {orderNumber}.');

/** The customer's 'Return Request Received', in the language they asked in: what they asked for, what happens next, the refund terms. */
export function returnReceivedEmail(request: ReturnSummary, supportEmail: string, locale: Locale): QueuedMail {
  const words = mailWords(locale);
  const facts = details(
    [
      [words.text(tx('Order')), request.orderNumber],
      [words.text(tx('Item')), words.item(request.productTitle, request.size)],
      [words.text(tx('Reason')), words.text(reasonLabel(request.reason))],
      [words.text(tx('Photos')), String(request.photoIds.length)],
    ],
    words,
  );
  const terms = REFUND_TERMS.map((term) => words.text(term));
  const questions = { supportEmail, hours: words.text(SUPPORT_HOURS), orderNumber: request.orderNumber };
  const text = [
    words.text(RECEIVED, { orderNumber: request.orderNumber }),
    facts.text,
    words.labelled(words.text(NEXT), words.text(NEXT_STEPS)),
    `${words.text(tx('Refund terms:'))}\n${terms.map((term) => `- ${term}`).join('\n')}`,
    words.text(QUESTIONS, questions),
  ].join('\n\n');
  const html = `<p style="margin:0 0 16px;">${words.html(RECEIVED, { orderNumber: strong(request.orderNumber) })}</p>
${facts.html}
<p style="margin:0 0 16px;"><strong>${words.html(NEXT)}</strong><br>${words.html(NEXT_STEPS)}</p>
<p style="margin:0 0 6px;"><strong>${words.html(TERMS)}</strong></p>
<ul style="margin:0 0 16px;padding-left:20px;">${terms.map((term) => `<li style="margin:0 0 4px;">${escapeHtml(term)}</li>`).join('')}</ul>
<p style="margin:0;color:#7a7064;">${words.html(QUESTIONS, questions)}</p>`;
  return {
    ...brandedEmail({
      to: request.customerEmail,
      subject: words.text(tx('Return Request Received: order {orderNumber}'), { orderNumber: request.orderNumber }),
      text,
      html,
      supportEmail,
      words,
    }),
    key: `return-received.${request.id}`,
  };
}

/** Support's copy: the request in full, with links to the admin view and to each photo (admins only). */
export function returnForSupportEmail(request: ReturnSummary, supportEmail: string, publicUrl: string): QueuedMail {
  const words = mailWords(DEFAULT_LOCALE);
  const adminView = `${publicUrl}/admin?tab=returns`;
  const photoLinks = request.photoIds.map((id) => `${publicUrl}/api/admin/return-photos/${id}`);
  const facts = details([
    ['Request', `#${request.id}`],
    ['Order', request.orderNumber],
    ['Customer', request.customerEmail],
    ['Item', `${words.item(request.productTitle, request.size)}, quantity ${request.quantity}`],
    ['Reason', reasonLabel(request.reason)],
    ['Comments', request.comments ?? '(none)'],
  ], words);
  const text = [
    `A customer asked to return an item. Reply with return instructions within 24 hours.`,
    facts.text,
    `Review it in the admin view: ${adminView}`,
    `Photos (sign in as an admin to open them):\n${photoLinks.join('\n')}`,
  ].join('\n\n');
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#9a7b4f;">${escapeHtml(label)}</a>`;
  const html = `<p style="margin:0 0 16px;">A customer asked to return an item. Reply with return instructions within 24 hours.</p>
${facts.html}
<p style="margin:0 0 16px;">${link(adminView, 'Review it in the admin view')}</p>
<p style="margin:0;">Photos (sign in as an admin to open them): ${photoLinks.map((href, index) => link(href, `photo ${index + 1}`)).join(', ')}</p>`;
  return {
    ...brandedEmail({
      to: supportEmail,
      subject: `Return request #${request.id}: order ${request.orderNumber}, ${reasonLabel(request.reason)}`,
      text,
      html,
      supportEmail,
      words,
    }),
    key: `return-support.${request.id}`,
  };
}
