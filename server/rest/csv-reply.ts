import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers with a CSV file the browser downloads as `<name>-<today>.csv`, streamed as its lines are
 * read. It holds customers' names and addresses: only the admin's own browser may keep it, and not
 * on disk.
 */
export function csvReply(reply: FastifyReply, name: string, lines: AsyncIterable<string>) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(lines));
}
