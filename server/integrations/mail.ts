import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { maskEmail } from '../modules/common/mask-email.ts';

/**
 * The shop's one way to send e-mail. With SMTP_URL it speaks SMTP through nodemailer; without it,
 * every message is written to DATA_DIR/outbox as an .eml file (openable in any mail client) and
 * logged, so a fresh machine works with no mail server and a developer can read what was sent.
 */

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Both parts are always sent: clients that cannot show HTML fall back to the text. */
  text: string;
  html: string;
}

export interface SentMail {
  messageId: string;
  /** Where the message was written, when there is no SMTP server. */
  outboxFile?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  DATA_DIR: string;
  log: (fields: Record<string, unknown>, message: string) => void;
}

export function createMailer({ SMTP_URL, MAIL_FROM, DATA_DIR, log }: MailerOptions): Mailer {
  if (SMTP_URL) {
    const transport = nodemailer.createTransport(SMTP_URL);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: MAIL_FROM, ...mail });
        // The masked recipient and the subject only: bodies may carry sign-in codes, and a full
        // address beside an order number names a customer.
        log({ to: maskEmail(mail.to), subject: mail.subject, messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...mail });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const outboxFile = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(outboxFile, info.message as Buffer, { mode: 0o600 });
      log({ to: maskEmail(mail.to), subject: mail.subject, file: outboxFile }, 'mail written to the outbox (no SMTP_URL)');
      return { messageId: info.messageId, outboxFile };
    },
    close: () => transport.close(),
  };
}
