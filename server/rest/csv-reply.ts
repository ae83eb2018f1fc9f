import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A CSV file as an attachment named `<name>-<UTC day>.csv`, streamed as its lines are read. The admin
 * exports hold customers' names and addresses: only the staff member's own browser may keep one, and
 * not on disk.
 */
export function csvReply(reply: FastifyReply, name: string, lines: AsyncIterable<string>) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(lines));
}
