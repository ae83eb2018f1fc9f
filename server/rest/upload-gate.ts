import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../src/domain-error.ts';
import { tx } from '../../src/i18n-text.ts';
import { shopTexts } from '../integrations/texts.ts';
import { restLocale } from './shim.ts';

/**
 * What keeps uploads from wearing the server down. Memory and sockets are this instance's own, so
 * the counts are kept in this process (unlike rate limits, which count across instances): whatever
 * the other instances do, this one holds at most `total` uploads, `perIp` from one client.
 */
export interface UploadLimits {
  total: number;
  perIp: number;
  /** No byte for this long and the upload is answered 408 and closed. */
  idleMs: number;
  /** However steady, an upload ends within this. */
  totalMs: number;
}

/** Each upload holds at most one photo undecoded and its decoded ones (return-photos.ts): about 40 MB. */
export const UPLOAD_LIMITS: UploadLimits = { total: 4, perIp: 2, idleMs: 10_000, totalMs: 60_000 };

export const UPLOADS_BUSY_MESSAGE = tx('Too many photo uploads are under way right now. Please try again in a minute.');
export const COMPRESSED_UPLOAD_MESSAGE = 'Send the return request uncompressed (no Content-Encoding): the photos are compressed already.';
export const UPLOAD_STALLED_MESSAGE = tx('The upload stopped or took too long. Please check your connection and send the request again.');

export class UploadGate {
  private running = 0;
  private readonly perIp = new Map<string, number>();

  constructor(readonly limits: UploadLimits) {}

  /**
   * The route's onRequest hook: runs before any byte of the body is read (and before a compressed
   * body would be inflated). A refused upload's connection is closed rather than its body drained.
   */
  admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      return reply.code(415).header('connection', 'close').send({ message: COMPRESSED_UPLOAD_MESSAGE });
    }
    const fromIp = this.perIp.get(request.ip) ?? 0;
    if (this.running >= this.limits.total || fromIp >= this.limits.perIp) {
      return reply.code(429).header('retry-after', 60).header('connection', 'close').send({ message: shopTexts().t(restLocale(request), UPLOADS_BUSY_MESSAGE) });
    }
    this.running += 1;
    this.perIp.set(request.ip, fromIp + 1);
    // 'close' comes once, when the answer went out or the connection ended first.
    reply.raw.once('close', () => this.release(request.ip));
  };

  private release(ip: string) {
    this.running -= 1;
    const left = (this.perIp.get(ip) ?? 1) - 1;
    if (left > 0) this.perIp.set(ip, left);
    else this.perIp.delete(ip);
  }

  /**
   * Rejects with a 408 when the client sends nothing for idleMs or the upload passes totalMs; the
   * answer then closes the connection, which ends the reading still under way. `clear` when done.
   */
  deadline(request: FastifyRequest, reply: FastifyReply): { expired: Promise<never>; clear: () => void } {
    let fail: (error: DomainError) => void = () => {};
    const expired = new Promise<never>((_resolve, reject) => {
      fail = reject;
    });
    // Nobody awaits it once the upload is done.
    expired.catch(() => {});
    const stop = () => {
      reply.header('connection', 'close');
      fail(new DomainError('TIMEOUT', UPLOAD_STALLED_MESSAGE));
    };
    // The socket's timer counts from its last activity, bytes received included. Set through the
    // response, whose listener also keeps Node from destroying the socket before the 408 is out. Once
    // the whole body is in, a quiet socket is the server's own work, not a stalled client.
    const idle = () => {
      if (!request.raw.complete) stop();
    };
    reply.raw.setTimeout(this.limits.idleMs, idle);
    const total = setTimeout(stop, this.limits.totalMs);
    return {
      expired,
      clear: () => {
        clearTimeout(total);
        reply.raw.removeListener('timeout', idle);
      },
    };
  }
}
