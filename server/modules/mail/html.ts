const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as an e-mail's HTML shows it: its five special characters escaped. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** The e-mails' one button: a dark link on its own line (`label` already HTML, as MailWords.html gives it). */
export const emailButton = (href: string, label: string) =>
  `<p style="margin:0 0 20px;"><a href="${escapeHtml(href)}" style="display:inline-block;background:#2b2520;color:#ffffff;text-decoration:none;padding:10px 20px;border-radius:4px;">${label}</a></p>`;
