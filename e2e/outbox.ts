import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { codeIn } from '../server/test/mailbox.ts';

/**
 * Reads the shop's outbox (DATA_DIR/outbox, where e-mail goes without SMTP_URL) like a shopper reads
 * their inbox: waits for a message to `address` that was not there before and returns its code.
 */
export async function waitForCode(dataDir: string, address: string, seen = new Set<string>(), timeoutMs = 10_000) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
    for (const file of files) {
      if (seen.has(file)) continue;
      const raw = await readFile(path.join(outbox, file), 'utf8');
      if (!new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw)) continue;
      seen.add(file);
      return codeIn(raw);
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for a message to `address` that is not in `seen` and returns its raw text (headers and body). */
export async function waitForMail(dataDir: string, address: string, seen = new Set<string>(), timeoutMs = 10_000) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
    for (const file of files) {
      if (seen.has(file)) continue;
      const raw = await readFile(path.join(outbox, file), 'utf8');
      if (!new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw)) continue;
      seen.add(file);
      return raw;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
