import { groupGiftCardCode, type GiftCardSale } from '../../../src/gift-cards.ts';
import { tx } from '../../../src/i18n-text.ts';
import type { OutgoingMail } from '../../integrations/mail.ts';
import { brandedEmail, emailButton, escapeHtml, Html, type MailWords } from '../mail/index.ts';
import type { Services } from '../request-scope.ts';

const SUBJECT_FROM = tx('{sender} sent you a Canvas & Light gift card');
const SUBJECT = tx('Your Canvas & Light gift card');
const GREETING = tx('Hello {name},');
const FROM = tx('{sender} has sent you a gift card for museum-quality canvas prints.');
const GIVEN = tx('Canvas & Light has sent you a gift card for museum-quality canvas prints, to spend on any print in the shop.');
const VALUE = tx('Gift card value');
const CODE = tx('Your code');
const HOW = tx('Choose a print, and enter the code at checkout: it pays for the order, or part of it. What is left stays on the card for next time, and it never expires.');
const SHOP = tx('Choose your print');
const BALANCE = tx('Check the balance any time: {link}');

export interface GiftCardMail {
  to: string;
  words: MailWords;
  /** The code, normalised; shown grouped. */
  code: string;
  amountCents: number;
  recipientName: string | null;
  /** The buyer's name for a bought card; null for one the shop gives. */
  senderName: string | null;
  /** The buyer's message, or the admin's note. */
  message: string | null;
}

/**
 * The recipient's e-mail, on the day chosen: the value, the code set apart so it reads and copies
 * cleanly, the giver's message as they wrote it (escaped, its line breaks kept), and how to spend it.
 * A card the shop gives says so, with the admin's note if they wrote one.
 * A transactional e-mail: it carries the card itself, so no unsubscribe.
 */
export function giftCardEmail(sender: Pick<Services, 'publicUrl' | 'supportEmail'>, mail: GiftCardMail): OutgoingMail {
  const { words } = mail;
  const grouped = groupGiftCardCode(mail.code);
  const value = words.usd(mail.amountCents);
  const shop = words.page(sender.publicUrl, '/shop');
  const balance = words.page(sender.publicUrl, '/gift-cards');
  const subject = mail.senderName ? words.text(SUBJECT_FROM, { sender: mail.senderName }) : words.text(SUBJECT);
  const greeting = mail.recipientName ? [words.text(GREETING, { name: mail.recipientName })] : [];
  const intro = mail.senderName ? words.text(FROM, { sender: mail.senderName }) : words.text(GIVEN);
  const { message } = mail;

  const text = [
    ...greeting,
    intro,
    ...(message ? [message.split('\n').map((line) => `> ${line}`).join('\n')] : []),
    words.labelled(words.text(VALUE), value),
    words.labelled(words.text(CODE), grouped),
    words.text(HOW),
    `${words.text(SHOP)}: ${shop}`,
    words.text(BALANCE, { link: balance }),
  ].join('\n\n');

  const html = `${mail.recipientName ? `<p style="margin:0 0 16px;">${words.html(GREETING, { name: mail.recipientName })}</p>` : ''}
<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>
${message ? `<blockquote style="margin:0 0 20px;padding:4px 0 4px 16px;border-left:3px solid #9a7b4f;font-family:Georgia,'Times New Roman',serif;font-style:italic;font-size:17px;color:#1f1b16;">${escapeHtml(message).replaceAll('\n', '<br>')}</blockquote>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;background:#2b2520;border-radius:6px;">
<tr><td style="padding:24px 28px;color:#f4efe6;font-family:Helvetica,Arial,sans-serif;">
<div style="font-size:11px;letter-spacing:0.2em;text-transform:uppercase;color:#d9c3a0;">${words.html(VALUE)}</div>
<div style="font-family:Georgia,'Times New Roman',serif;font-size:34px;line-height:1.2;margin:4px 0 18px;">${escapeHtml(value)}</div>
<div style="font-size:11px;letter-spacing:0.2em;text-transform:uppercase;color:#d9c3a0;">${words.html(CODE)}</div>
<div style="font-family:'Courier New',Courier,monospace;font-size:18px;letter-spacing:0.06em;white-space:nowrap;margin-top:4px;">${escapeHtml(grouped)}</div>
</td></tr></table>
<p style="margin:0 0 20px;">${words.html(HOW)}</p>
${emailButton(shop, words.html(SHOP))}
<p style="margin:0;font-size:13px;color:#7a7064;">${words.html(BALANCE, { link: new Html(`<a href="${escapeHtml(balance)}" style="color:#9a7b4f;">${escapeHtml(balance)}</a>`) })}</p>`;
  return brandedEmail({ to: mail.to, subject, text, html, supportEmail: sender.supportEmail, words });
}

const RECEIPT_SUBJECT = tx('Your gift card for {recipient}');
const SENT_NOW = tx('Thank you! Your {amount} gift card for {recipient} has been sent to {email}.');
const SENT_ON = tx('Thank you! Your {amount} gift card for {recipient} will be sent to {email} on {day}.');
const ORDER = tx('Order {orderNumber}. The code goes to {recipient} alone, so only they can spend it.');

/** The buyer's receipt: for whom, how much, when it goes; never the code, which only the recipient gets. */
export function giftCardReceipt(
  sender: Pick<Services, 'supportEmail'>,
  { to, words, orderNumber, sale, sentNow }: { to: string; words: MailWords; orderNumber: string; sale: GiftCardSale; sentNow: boolean },
): OutgoingMail {
  const values = { amount: words.usd(sale.amountCents), recipient: sale.recipientName, email: sale.recipientEmail, day: words.day(sale.deliverAt) };
  const paragraphs = [words.text(sentNow ? SENT_NOW : SENT_ON, values), words.text(ORDER, { orderNumber, recipient: sale.recipientName })];
  return brandedEmail({
    to,
    subject: words.text(RECEIPT_SUBJECT, { recipient: sale.recipientName }),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph)}</p>`).join('\n'),
    supportEmail: sender.supportEmail,
    words,
  });
}
