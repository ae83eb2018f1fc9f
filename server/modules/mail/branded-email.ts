import { tx } from '../../../src/i18n-text.ts';
import type { OutgoingMail } from '../../integrations/mail.ts';
import { escapeHtml } from './html.ts';
import { Html, type MailWords } from './mail-words.ts';

/**
 * The shop's e-mail frame: one look for every message, in its reader's language.
 * Inline styles and a table layout, because mail clients ignore style sheets.
 */

export const BRAND = 'Canvas & Light';
export const SUPPORT_HOURS = tx('Monday to Friday, 9:00 AM to 6:00 PM EST');

export interface BrandedEmail {
  to: string;
  subject: string;
  /** The plain-text body, without greeting or footer. */
  text: string;
  /** The HTML body, already escaped, without the frame. */
  html: string;
  supportEmail: string;
  /** The reader's language, the body's: the frame says its words in it too. */
  words: MailWords;
}

const TAGLINE = tx('Museum-quality canvas prints');
const FOOTER = tx('Questions? Write to {supportEmail} ({hours}; we reply within 24 hours).');

export function brandedEmail({ to, subject, text, html, supportEmail, words }: BrandedEmail): OutgoingMail {
  const hours = words.text(SUPPORT_HOURS);
  const footerText = `${BRAND} · Miami, Florida\n${words.text(FOOTER, { supportEmail, hours })}`;
  const support = escapeHtml(supportEmail);
  const footerHtml = words.html(FOOTER, { supportEmail: new Html(`<a href="mailto:${support}" style="color:#9a7b4f;">${support}</a>`), hours });
  return {
    to,
    subject,
    text: `${BRAND}\n\n${text}\n\n--\n${footerText}\n`,
    html: `<!doctype html>
<html lang="${words.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4efe6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4efe6;padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fffdf9;border:1px solid #e4dccd;">
<tr><td style="padding:28px 36px;border-bottom:1px solid #e4dccd;font-family:Georgia,'Times New Roman',serif;font-size:26px;color:#1f1b16;letter-spacing:0.02em;">${BRAND}
<div style="font-family:Helvetica,Arial,sans-serif;font-size:11px;letter-spacing:0.2em;text-transform:uppercase;color:#9a7b4f;margin-top:4px;">${words.html(TAGLINE)}</div></td></tr>
<tr><td style="padding:32px 36px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#3b342c;">${html}</td></tr>
<tr><td style="padding:20px 36px;border-top:1px solid #e4dccd;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:1.6;color:#7a7064;">
${BRAND} · Miami, Florida<br>${footerHtml}</td></tr>
</table></td></tr></table>
</body></html>
`,
  };
}
