import { REFUND_TERMS, RETURN_NEXT_STEPS, reasonLabel, type ReturnReason } from '../../../src/returns.ts';
import { brandedEmail, escapeHtml, SUPPORT_HOURS, type QueuedMail } from '../mail/index.ts';

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

const itemName = ({ productTitle, size }: ReturnSummary) => (size ? `${productTitle} (${size} canvas)` : productTitle);

/** Label and value rows, as text and as an HTML table. */
function details(rows: readonly [string, string][]) {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
${rows.map(([label, value]) => `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid #efe8dc;color:#7a7064;white-space:nowrap;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:6px 0;border-bottom:1px solid #efe8dc;white-space:pre-line;">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>`,
  };
}

/** The customer's 'Return Request Received': what they asked for, what happens next, the refund terms. */
export function returnReceivedEmail(request: ReturnSummary, supportEmail: string): QueuedMail {
  const facts = details([
    ['Order', request.orderNumber],
    ['Item', itemName(request)],
    ['Reason', reasonLabel(request.reason)],
    ['Photos', String(request.photoIds.length)],
  ]);
  const support = `Questions? Write to ${supportEmail} (${SUPPORT_HOURS}) and quote ${request.orderNumber}.`;
  const text = [
    `We have received your return request for order ${request.orderNumber}.`,
    facts.text,
    `What happens next: ${RETURN_NEXT_STEPS} Please keep the print and its packaging until then.`,
    `Refund terms:\n${REFUND_TERMS.map((term) => `- ${term}`).join('\n')}`,
    support,
  ].join('\n\n');
  const html = `<p style="margin:0 0 16px;">We have received your return request for order <strong>${escapeHtml(request.orderNumber)}</strong>.</p>
${facts.html}
<p style="margin:0 0 16px;"><strong>What happens next</strong><br>${escapeHtml(RETURN_NEXT_STEPS)} Please keep the print and its packaging until then.</p>
<p style="margin:0 0 6px;"><strong>Refund terms</strong></p>
<ul style="margin:0 0 16px;padding-left:20px;">${REFUND_TERMS.map((term) => `<li style="margin:0 0 4px;">${escapeHtml(term)}</li>`).join('')}</ul>
<p style="margin:0;color:#7a7064;">${escapeHtml(support)}</p>`;
  return {
    ...brandedEmail({ to: request.customerEmail, subject: `Return Request Received: order ${request.orderNumber}`, text, html, supportEmail }),
    key: `return-received.${request.id}`,
  };
}

/** Support's copy: the request in full, with links to the admin view and to each photo (admins only). */
export function returnForSupportEmail(request: ReturnSummary, supportEmail: string, publicUrl: string): QueuedMail {
  const adminView = `${publicUrl}/admin?tab=returns`;
  const photoLinks = request.photoIds.map((id) => `${publicUrl}/api/admin/return-photos/${id}`);
  const facts = details([
    ['Request', `#${request.id}`],
    ['Order', request.orderNumber],
    ['Customer', request.customerEmail],
    ['Item', `${itemName(request)}, quantity ${request.quantity}`],
    ['Reason', reasonLabel(request.reason)],
    ['Comments', request.comments ?? '(none)'],
  ]);
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
    }),
    key: `return-support.${request.id}`,
  };
}
