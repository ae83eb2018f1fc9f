import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { codeIn } from '../server/test/mailbox.ts';

/**
 * Reads the shop's outbox (DATA_DIR/outbox, where e-mail goes without SMTP_URL) like a shopper reads
 * their inbox.
 */

export interface MailWait {
  /** Files already read: a message found is added, so the next wait finds the one after it. */
  seen?: Set<string>;
  /** Only a message whose raw text matches: one address (support's) gets mail from several tests at once. */
  matching?: RegExp;
  timeoutMs?: number;
}

/** Waits for a message to `address` that is not in `seen` and returns its raw text (headers and body). */
export async function waitForMail(dataDir: string, address: string, { seen = new Set(), matching, timeoutMs = 10_000 }: MailWait = {}) {
  const outbox = path.join(dataDir, 'outbox');
  const recipient = new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
    for (const file of files) {
      if (seen.has(file)) continue;
      const raw = await readFile(path.join(outbox, file), 'utf8');
      if (!recipient.test(raw) || (matching && !matching.test(raw))) continue;
      seen.add(file);
      return raw;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for a message to `address` as waitForMail does and returns the sign-in code it carries. */
export async function waitForCode(dataDir: string, address: string, wait: MailWait = {}) {
  return codeIn(await waitForMail(dataDir, address, wait));
}
