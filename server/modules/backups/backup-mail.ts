import { DEFAULT_LOCALE } from '../../../src/locales.ts';
import { formatShopTime } from '../../../src/shop-time.ts';
import { brandedEmail, escapeHtml, mailWords, type QueuedMail } from '../mail/index.ts';

/**
 * What the admins (ADMIN_EMAILS; support's address when there are none) hear of backups, in English
 * like the rest of the back office: a night's backup that failed for good, and the last good backup
 * grown older than a day and a half. Each is keyed so that it goes out once: the failure once per
 * night, the age once per day while it lasts (the mail queue sends a key once).
 */

const recipients = (alertTo: readonly string[], supportEmail: string) => (alertTo.length ? alertTo.join(', ') : supportEmail);

function staffMail(to: string, subject: string, paragraphs: string[], supportEmail: string, key: string): QueuedMail {
  const words = mailWords(DEFAULT_LOCALE);
  const html = paragraphs.map((paragraph) => `<p style="margin:0 0 16px;white-space:pre-line;">${escapeHtml(paragraph)}</p>`).join('\n');
  return { ...brandedEmail({ to, subject, text: paragraphs.join('\n\n'), html, supportEmail, words }), key };
}

const WHAT_TO_DO =
  'Until a backup is taken, the orders placed since the last good one exist only on this machine. ' +
  'Take one now with `npm run backup` (it prints where it went), and see the shop\'s log for the cause; docs/operations.md, "Backups", says how backups work.';

export function backupFailedEmail(alertTo: readonly string[], { night, error }: { night: string; error: string }, supportEmail: string): QueuedMail {
  return staffMail(
    recipients(alertTo, supportEmail),
    `The shop's backup of ${night} failed`,
    [`Tonight's backup failed three times, and will not be tried again before tomorrow night.`, `What went wrong: ${error}`, WHAT_TO_DO],
    supportEmail,
    `backup-failed.${night}`,
  );
}

export function backupStaleEmail(alertTo: readonly string[], { lastGoodAt, today }: { lastGoodAt: Date | null; today: string }, supportEmail: string): QueuedMail {
  const since = lastGoodAt ? `The last good backup was finished on ${formatShopTime(lastGoodAt)}, more than 36 hours ago.` : 'The shop has no good backup yet, 36 hours after it was installed.';
  return staffMail(recipients(alertTo, supportEmail), "The shop's last good backup is more than 36 hours old", [since, WHAT_TO_DO], supportEmail, `backup-stale.${today}`);
}
