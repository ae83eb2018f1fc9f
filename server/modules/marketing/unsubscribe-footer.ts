import { escapeHtml, Html, type MailWords } from '../mail/index.ts';
import { unsubscribeHeaders } from './marketing-contacts.ts';

/** What every marketing e-mail ends with: why it came and how to stop it, as text and HTML, and its List-Unsubscribe headers. */
export interface UnsubscribeFooter {
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * The footer of a marketing e-mail to the address whose unsubscribe token is `token` (marketingToken):
 * `reason` is one sentence ending in `{link}`, the unsubscribe page's address (which asks first); the
 * headers are the one-click unsubscribe (RFC 8058).
 */
export function unsubscribeFooter(words: MailWords, publicUrl: string, token: string, reason: string): UnsubscribeFooter {
  const link = words.page(publicUrl, `/unsubscribe/${token}`);
  return {
    text: words.text(reason, { link }),
    html: `<p style="margin:0;font-size:12px;color:#7a7064;">${words.html(reason, { link: new Html(`<a href="${escapeHtml(link)}" style="color:#9a7b4f;">${escapeHtml(link)}</a>`) })}</p>`,
    headers: unsubscribeHeaders(publicUrl, token),
  };
}
