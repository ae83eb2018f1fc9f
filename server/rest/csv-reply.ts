import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A CSV file as an attachment named `<name>-<UTC day>.csv`, streamed as its lines are read. The admin
 * exports hold customers' names and addresses: only the staff member's own browser may keep one, and
 * not on disk.
 *
 * Nothing is sent before the file's first line is there: the route has parsed its parameters, and
 * the lines (common/csv.ts) read their first batch before that line, so a request the database
 * refuses is answered as any failed request is (a JSON error, by withScope) rather than as a 200
 * whose file stops after its headings.
 */
export async function csvReply(reply: FastifyReply, name: string, lines: AsyncGenerator<string>) {
  const first = await lines.next();
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(startingWith(first, lines)));
}

/** The lines again, the first (already read) included. */
async function* startingWith(first: IteratorResult<string>, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}
