import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/**
 * The shop's one way to send e-mail. With SMTP_URL it speaks SMTP through nodemailer; without it,
 * every message is written to DATA_DIR/outbox as an .eml file (openable in any mail client) and
 * logged, so a fresh machine works with no mail server and a developer can read what was sent.
 */

/**
 * An e-mail address as logs may show it: the first character and the domain, e.g.
 * `j***@example.com`. Enough to tell a mail provider's trouble from a typo, not enough to name a
 * customer (DESIGN.md section 5: no customer data in logs). The modules that log an address (auth) use
 * it too, through this file.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Both parts are always sent: clients that cannot show HTML fall back to the text. */
  text: string;
  html: string;
  /** Where a reply goes when it should not go to the sender, e.g. the shopper who wrote to support. */
  replyTo?: string;
  /**
   * A stable name for this e-mail, e.g. `order-confirmation.CL-20261121-7K3M9Q`: it becomes the
   * Message-ID (`<key@the sender's domain>`), so a message sent again after a crash is the same
   * message to every mail client, which shows it once.
   */
  key?: string;
  /** Headers of its own: a marketing e-mail's List-Unsubscribe (marketing/marketing-contacts.ts). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** Where the message was written, when there is no SMTP server. */
  outboxFile?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  /**
   * Rejects when the mail server cannot be reached or refuses us (readiness.ts); the outbox is
   * always ready. A mailer without one is taken as ready.
   */
  check?(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  DATA_DIR: string;
  log: (fields: Record<string, unknown>, message: string) => void;
}

/**
 * A mail server that stops answering fails the send within these, well inside the mail job's time
 * limit (mail-queue.ts), so a retry never overlaps a send still under way.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer({ SMTP_URL, MAIL_FROM, DATA_DIR, log }: MailerOptions): Mailer {
  const domain = /@([^>\s]+)>?\s*$/.exec(MAIL_FROM)?.[1] ?? 'localhost';
  const message = ({ key, ...mail }: OutgoingMail) => ({ from: MAIL_FROM, ...mail, ...(key ? { messageId: `<${key}@${domain}>` } : {}) });

  if (SMTP_URL) {
    const transport = nodemailer.createTransport({ url: SMTP_URL, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        const info = await transport.sendMail(message(mail));
        // The masked recipient and the subject only: bodies may carry sign-in codes, and a full
        // address beside an order number names a customer.
        log({ to: maskEmail(mail.to), subject: mail.subject, messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId };
      },
      check: async () => {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const outboxFile = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(outboxFile, info.message as Buffer, { mode: 0o600 });
      log({ to: maskEmail(mail.to), subject: mail.subject, file: outboxFile }, 'mail written to the outbox (no SMTP_URL)');
      return { messageId: info.messageId, outboxFile };
    },
    check: async () => {},
    close: () => transport.close(),
  };
}
