import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type OutgoingMail } from './mail.ts';

const MAIL: OutgoingMail = {
  to: 'collector@example.com',
  subject: 'Your Canvas & Light sign-in code',
  text: 'Your code is K7M3QX. It works for 10 minutes.',
  html: '<p>Your code is <strong>K7M3QX</strong>. It works for 10 minutes.</p>',
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-mail-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('mail over SMTP', () => {
  it('delivers a multipart text and HTML message to a real SMTP peer', async () => {
    const received: { from?: string; to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          received.push({
            from: from ? from.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const logged: string[] = [];
    const mailer = createMailer({
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      MAIL_FROM: 'Canvas & Light <orders@canvasandlight.example>',
      DATA_DIR: dataDir,
      log: (_fields, message) => logged.push(message),
    });
    try {
      const sent = await mailer.send(MAIL);
      expect(sent.messageId).toMatch(/@/);
      expect(sent.outboxFile).toBeUndefined();
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('orders@canvasandlight.example');
    expect(message?.to).toEqual(['collector@example.com']);
    expect(message?.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(message?.raw).toMatch(/Content-Type: text\/plain/);
    expect(message?.raw).toMatch(/Content-Type: text\/html/);
    expect(logged).toEqual(['mail sent']);
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const mailer = createMailer({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'a@b.example', DATA_DIR: dataDir, log: () => {} });
    await expect(mailer.send(MAIL)).rejects.toThrow();
    mailer.close();
  });
});

describe('mail without SMTP_URL', () => {
  it('writes an .eml file to DATA_DIR/outbox and logs where, never the body', async () => {
    const logged: Record<string, unknown>[] = [];
    const mailer = createMailer({
      MAIL_FROM: 'Canvas & Light <orders@canvasandlight.example>',
      DATA_DIR: dataDir,
      log: (fields) => logged.push(fields),
    });
    const sent = await mailer.send(MAIL);
    mailer.close();

    expect(path.dirname(sent.outboxFile ?? '')).toBe(path.join(dataDir, 'outbox'));
    expect(await readdir(path.join(dataDir, 'outbox'))).toEqual([path.basename(sent.outboxFile ?? '')]);
    const raw = await readFile(sent.outboxFile ?? '', 'utf8');
    expect(raw).toMatch(/^From: "Canvas & Light" <orders@canvasandlight.example>$/m);
    expect(raw).toMatch(/^To: collector@example.com$/m);
    expect(raw).toMatch(/multipart\/alternative/);
    expect(raw).toContain('K7M3QX');
    // The recipient is masked in the log (no customer address in logs), and the code is not there at all.
    expect(logged).toEqual([{ to: 'c***@example.com', subject: MAIL.subject, file: sent.outboxFile }]);
    expect(JSON.stringify(logged)).not.toContain('K7M3QX');
  });
});
