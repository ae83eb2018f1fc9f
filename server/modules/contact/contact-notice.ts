import { DEFAULT_LOCALE } from '../../../src/locales.ts';
import { brandedEmail, escapeHtml, mailWords, type QueuedMail } from '../mail/index.ts';

export interface ReceivedContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  receivedAt: Date;
}

/** Where support reads and sorts the messages: the admin dashboard's Messages tab. */
export const contactMessagesUrl = (publicUrl: string) => `${publicUrl}/admin?tab=messages`;

/**
 * Tells support that a message came through /contact (queued with the message, one per message).
 * Replying answers the sender, whose address is the Reply-To.
 */
export function contactNotice(received: ReceivedContactMessage, supportEmail: string, publicUrl: string): QueuedMail {
  const when = received.receivedAt.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' });
  const details: [string, string][] = [
    ['From', `${received.name} <${received.email}>`],
    ['Phone', received.phone ?? 'not given'],
    ['Subject', received.subject],
    ['Received', `${when} (Eastern)`],
  ];
  const link = contactMessagesUrl(publicUrl);
  const next = 'Reply to this e-mail to answer the sender, then mark the message processed (or spam) in the dashboard.';

  const text = [
    `A new message came through the contact form (#${received.id}).`,
    details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    received.message,
    `${next}\n${link}`,
  ].join('\n\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top;';
  const html = `<p style="margin:0 0 16px;">A new message came through the contact form (#${received.id}).</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
${details.map(([label, value]) => `<tr><td style="${cell}color:#7a7064;">${escapeHtml(label)}</td><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<blockquote style="margin:0 0 20px;padding:12px 16px;border-left:3px solid #9a7b4f;background:#f8f4ec;white-space:pre-wrap;">${escapeHtml(received.message)}</blockquote>
<p style="margin:0 0 16px;">${escapeHtml(next)}</p>
<p style="margin:0;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1f1b16;color:#fffdf9;text-decoration:none;">Open the messages</a></p>`;

  return {
    // For support, in the back office's language.
    ...brandedEmail({ to: supportEmail, subject: `Contact form: ${received.subject} from ${received.name}`, text, html, supportEmail, words: mailWords(DEFAULT_LOCALE) }),
    replyTo: received.email,
    key: `contact-message.${received.id}`,
  };
}
