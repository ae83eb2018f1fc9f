import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailer, type Mailer, type MailerOptions } from '../integrations/mail.ts';

/**
 * A real SMTP peer for tests (one per test file): the shop's mailer talks SMTP to it exactly as it
 * would to a mail provider, and tests read what arrived, e.g. the code in a sign-in e-mail.
 */

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export class TestMailbox {
  /** The messages this peer accepted (answered 250), in order. */
  readonly received: ReceivedMail[] = [];
  private read = new Set<ReceivedMail>();
  /** While set, messages wait for their 250 here (see hold()). */
  private held: (() => void)[] | null = null;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const accept = () => {
          this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), raw });
          callback();
        };
        if (this.held) this.held.push(accept);
        else accept();
      });
    },
  });
  /** The shop's own mailer, pointed at this peer. */
  mailer!: Mailer;
  /** SMTP_URL for a shop in another process. */
  smtpUrl = '';

  async start(): Promise<this> {
    // A sender that dies mid-conversation resets the connection: that is the sender's failure, not the test's.
    this.server.on('error', () => {});
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as { port: number };
    this.smtpUrl = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    this.mailer = this.mailerLoggingTo(() => {});
    return this;
  }

  /** Another mailer to this peer that logs through `log`, as the shop's mailer logs through the app's logger. */
  mailerLoggingTo(log: MailerOptions['log']): Mailer {
    return createMailer({
      SMTP_URL: this.smtpUrl,
      MAIL_FROM: 'Canvas & Light <orders@canvasandlight.example>',
      DATA_DIR: '/nonexistent',
      log,
    });
  }

  /**
   * Stops answering messages: each new one waits without its 250 until `dropHeld()`. A sender killed
   * meanwhile never learnt that its message went through, so it sends it again.
   */
  hold(): void {
    this.held ??= [];
  }

  /** Forgets the messages held, unanswered (their senders are gone), and goes back to answering at once. */
  dropHeld(): void {
    this.held = null;
  }

  /** Everything delivered to `address` so far. */
  sentTo(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /** Waits for an e-mail to `address` not yet read by this method (some are sent after the answer). */
  async next(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.sentTo(address).find((candidate) => !this.read.has(candidate));
      if (mail) {
        this.read.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`no e-mail arrived for ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The sign-in code of the next e-mail to `address`. */
  async nextCode(address: string): Promise<string> {
    return codeIn((await this.next(address)).raw);
  }

  close(): Promise<void> {
    this.mailer.close();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The e-mail's text as written: soft line breaks joined and =XX escapes decoded. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** A received e-mail as its reader sees it: the subject and both parts, decoded. */
export interface ReadMail {
  subject: string;
  text: string;
  html: string;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(header: string): string {
  return header.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, word: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(word, 'base64').toString('utf8')
      : Buffer.from(word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/** The headers of a message or part, unfolded, by lower-case name. */
function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Decodes what the SMTP peer received: subject, text and HTML parts, whatever transfer encoding each part has. */
export function readMail(raw: string): ReadMail {
  const split = (chunk: string) => {
    const end = chunk.search(/\r?\n\r?\n/);
    return { headers: headersOf(chunk.slice(0, end)), body: chunk.slice(end).replace(/^\r?\n\r?\n/, '') };
  };
  const message = split(raw);
  const parts: { type: string; body: string }[] = [];
  const walk = (part: { headers: Map<string, string>; body: string }) => {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const chunk of part.body.split(`--${boundary}`).slice(1)) if (!chunk.startsWith('--')) walk(split(chunk.replace(/^\r?\n/, '')));
      return;
    }
    const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
    const body = encoding === 'base64' ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(part.body) : part.body;
    parts.push({ type: type.split(';')[0]!.trim().toLowerCase(), body });
  };
  walk(message);
  return {
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
    html: parts.find((part) => part.type === 'text/html')?.body ?? '',
  };
}

/** The code stands alone, indented, on a line of the plain-text part. */
export function codeIn(raw: string): string {
  const match = /^ {4}([A-Z0-9]{6})\r?$/m.exec(raw);
  if (!match?.[1]) throw new Error(`no sign-in code in e-mail:\n${raw}`);
  return match[1];
}

let shared: Promise<TestMailbox> | undefined;

/** The test file's mailbox, started on first use. */
export function testMailbox(): Promise<TestMailbox> {
  shared ??= new TestMailbox().start();
  return shared;
}

export async function closeTestMailbox(): Promise<void> {
  if (!shared) return;
  const mailbox = await shared;
  shared = undefined;
  await mailbox.close();
}

/** The shop's mailer pointed at a port nothing listens on: a mail server that is down refuses the connection. */
export async function unreachableMailer(): Promise<Mailer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return createMailer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'shop@canvasandlight.example', DATA_DIR: '/nonexistent', log: () => {} });
}
