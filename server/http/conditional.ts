import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional GET for the files machines read again and again (sitemaps): the answer names its
 * version (ETag) and last change (Last-Modified), and a reader that holds that version gets a bare
 * 304 instead of the file again.
 */
export interface Version {
  etag: string;
  lastModified: Date | null;
}

export const etagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** Sets the headers; true when the reader's copy is current (the reply is then a 304, sent). */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, version: Version): boolean {
  reply.header('etag', version.etag);
  if (version.lastModified) reply.header('last-modified', version.lastModified.toUTCString());
  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const current =
    ifNoneMatch !== undefined
      ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === version.etag || tag.trim() === '*')
      : ifModifiedSince !== undefined && version.lastModified !== null && notAfter(version.lastModified, ifModifiedSince);
  if (current) void reply.code(304).send();
  return current;
}

/** HTTP dates have whole seconds. */
const notAfter = (changed: Date, since: string) => {
  const sinceTime = Date.parse(since);
  return !Number.isNaN(sinceTime) && Math.floor(changed.getTime() / 1000) * 1000 <= sinceTime;
};
