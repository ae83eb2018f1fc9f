import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addHits, type LimitWindow } from '../modules/common/index.ts';

/**
 * Hits one instance lets a client IP have before it asks PostgreSQL again (counting those it is
 * writing). The limit is exact on one instance; across several it holds to within this many per
 * instance beyond the first, per window (two instances: a visitor gets at most 305 pages a minute
 * instead of 300), as each instance's hits that no other has seen yet never number more.
 */
export const IP_LIMIT_SLACK = 5;
/** How long an instance keeps hits it let through before it writes them (in one statement for all IPs). */
const WRITTEN_WITHIN_MS = 250;

/**
 * A preHandler that lets each client IP (the visitor's, through TRUST_PROXY) make `window.limit`
 * requests per window, counted in PostgreSQL like every other limit, so several instances enforce one
 * limit between them; past it, a 429 with Retry-After and a message that says what was asked too often.
 *
 * Pages come through here, so the count is not one statement per request (an upsert per page cost
 * about a tenth of a page's time, bench/page-throughput.ts): each instance lets a few hits per IP
 * through on what it last read, and writes what it let through in one statement for every IP at
 * least every WRITTEN_WITHIN_MS, reading back every instance's count (IpTally).
 */
export function ipLimit(app: FastifyInstance, name: string, window: LimitWindow, what: string) {
  const tally = new IpTally(app, name, window);
  // Before the database closes.
  app.addHook('preClose', async () => tally.close());
  return async function limit(request: FastifyRequest, reply: FastifyReply) {
    let result;
    try {
      result = await tally.take(request.ip);
    } catch (error) {
      // The limit protects the database; while it cannot be reached there is nothing to protect.
      request.log.error({ err: error, limit: name }, 'rate limit: database unreachable, request served unlimited');
      return;
    }
    if (result.taken) return;
    const seconds = Math.ceil(result.retryAfterMs / 1000);
    return reply
      .code(429)
      .header('retry-after', String(seconds))
      .send({ message: `Too many ${what} requested. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.` });
  };
}

interface Subject {
  /** Every instance's hits in the window, as PostgreSQL last answered. */
  known: number;
  /** When that window ends (ms); 0 before the first answer. */
  endsAt: number;
  /** Hits let through here and not yet written. */
  pending: number;
  /** Hits let through here that the statement under way is writing: not yet in `known` either. */
  inFlight: number;
}

/** One limit's hits on this instance: what PostgreSQL last said per IP, and what was let through since. */
class IpTally {
  private readonly subjects = new Map<string, Subject>();
  private writing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly name: string,
    private readonly window: LimitWindow,
  ) {}

  async take(ip: string): Promise<{ taken: true } | { taken: false; retryAfterMs: number }> {
    for (;;) {
      const now = this.app.services.clock().getTime();
      let subject = this.subjects.get(ip);
      if (!subject) this.subjects.set(ip, (subject = { known: 0, endsAt: 0, pending: 0, inFlight: 0 }));
      // A window that has ended counts nothing (the next write starts a new one).
      const known = subject.endsAt > now ? subject.known : 0;
      // Hits being written count too: without them an instance let up to twice the slack through unseen.
      const unwritten = subject.pending + subject.inFlight;
      if (known + unwritten < this.window.limit && unwritten < IP_LIMIT_SLACK) {
        subject.pending += 1;
        this.timer ??= setTimeout(() => {
          this.timer = null;
          this.write().catch((error: unknown) => this.app.log.error({ err: error, limit: this.name }, 'rate limit: database unreachable, hits not counted'));
        }, WRITTEN_WITHIN_MS).unref();
        return { taken: true };
      }
      // Full as far as PostgreSQL last said, and nothing let through since: no need to ask again.
      if (unwritten === 0) return { taken: false, retryAfterMs: Math.max(1000, subject.endsAt - now) };
      // At the slack or the limit: write what was let through (or wait for the write under way) and
      // read every instance's count, then decide.
      await (subject.pending > 0 ? this.write() : this.writing);
    }
  }

  /** Writes every IP's pending hits in one statement (after any write under way) and reads back the counts. */
  private write(): Promise<void> {
    const next = (this.writing ?? Promise.resolve()).catch(() => {}).then(() => this.writeNow());
    this.writing = next;
    return next;
  }

  private async writeNow(): Promise<void> {
    const now = this.app.services.clock();
    const batch = [...this.subjects].filter(([, subject]) => subject.pending > 0).map(([ip, subject]) => ({ subject: ip, hits: subject.pending }));
    // Moved to `inFlight` now: hits let through while the statement runs stay pending for the next
    // write. On a failure they are lost, as hits were while the database could not be reached.
    for (const { subject, hits } of batch) {
      const counted = this.subjects.get(subject)!;
      counted.pending -= hits;
      counted.inFlight = hits;
    }
    try {
      const rows = await addHits(this.app.orm.em.fork(), this.name, this.window, batch, now);
      for (const row of rows) {
        const subject = this.subjects.get(row.subject);
        if (subject) Object.assign(subject, { known: row.hits, endsAt: row.windowEndsAt.getTime() });
      }
    } finally {
      for (const { subject } of batch) this.subjects.get(subject)!.inFlight = 0;
      // IPs whose window has ended and that have nothing to write are forgotten, so the map stays as small as the table.
      for (const [ip, subject] of this.subjects) if (subject.pending === 0 && subject.inFlight === 0 && subject.endsAt <= now.getTime()) this.subjects.delete(ip);
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.write().catch((error: unknown) => this.app.log.error({ err: error, limit: this.name }, 'rate limit: hits not counted at shutdown'));
  }
}
