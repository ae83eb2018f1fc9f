import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, ENCODINGS } from './compression.ts';

/**
 * A page's bytes as the browser accepts them (brotli, else gzip, chosen as @fastify/compress chooses
 * for the API), each distinct page compressed once. Pages are 20-140 KB of HTML and most visitors get
 * the same one (signed out, an empty bag: the same product, the same location), so compressing every
 * page anew was most of what a page cost the server: measured with bench/page-throughput.ts, GET /shop
 * compressed took about 3 ms of CPU for its 140 KB, as much as all the rest of the page.
 *
 * A page is found again by the SHA-256 of its own text and the names of the text it shares with other
 * pages (SharedText: the template, the drawing), so a visitor only ever gets the bytes of their own
 * page (their bag and session are in it), and the 20-100 KB every page shares is neither encoded nor
 * hashed again per request. Compressed copies are kept, least recently used first
 * out, up to KEPT_BYTES; a visitor's own page simply makes room for itself. Two requests for the same
 * page at once share one compression.
 */

export type PageEncoding = (typeof ENCODINGS)[number];

export interface EncodedPage {
  body: Buffer;
  /** null: sent as it is (the browser accepts neither, or asked for no compression). */
  encoding: PageEncoding | null;
}

/** About a thousand compressed pages (a print's page is 10 KB compressed, /shop 16 KB). */
const KEPT_BYTES = 16 * 1024 * 1024;
/**
 * A page nobody has asked for in this long goes too: the drawings in a page change every minute
 * (page-drawing.ts), so without it the cache filled up to KEPT_BYTES with pages nobody would get again.
 */
const UNUSED_MS = 2 * 60_000;

/**
 * A kept page in memory of its own. zlib hands back a view of its 64 KB output chunk, and a copy made
 * the usual way lands in Node's shared 64 KB pool: kept as either, a 10 KB page held up to 64 KB, and
 * the kept pages took up to four times KEPT_BYTES (the memory soak's heap snapshots: 27 MB for 416
 * pages, and growing). Node's documentation advises this for small buffers kept a long time.
 */
function ownBytes(bytes: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/**
 * Pages at brotli's quality 5, not the API's 4: /shop's 89 KB of HTML compressed to 12.9 KB instead of
 * 14.0, for 0.2 ms more of CPU, once per distinct page. A page that fits, headers included, in the 14.6 KB
 * (ten TCP segments) a new connection's first round trip carries is read a round trip sooner: 150 ms of
 * Lighthouse's slow 4G, before anything else of the page can start.
 */
const PAGE_BROTLI_OPTIONS = { params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_QUALITY]: 5 } };

const compressors: Record<PageEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: async (bytes) => ownBytes(await promisify(brotliCompress)(bytes, PAGE_BROTLI_OPTIONS)),
  gzip: async (bytes) => ownBytes(await promisify(gzip)(bytes)),
};

/**
 * Text that many pages share (the built index.html around the page's own tags, a drawn first screen
 * kept a minute): turned into bytes once, and known by a name of its own instead of by hashing it
 * again on every page.
 */
export class SharedText {
  private static made = 0;
  readonly bytes: Buffer;
  readonly name = `shared ${(SharedText.made += 1)}`;
  constructor(text: string) {
    // Kept for as long as the template or the drawing is (a minute at least): memory of its own.
    this.bytes = ownBytes(Buffer.from(text));
  }
}

export function pageEncoder({ keptBytes = KEPT_BYTES, unusedMs = UNUSED_MS } = {}) {
  const kept = new Map<string, { body: Promise<Buffer>; size: number; usedAt: number }>();
  let keptSize = 0;

  function keep(key: string, body: Promise<Buffer>) {
    const entry = { body, size: 0, usedAt: Date.now() };
    kept.set(key, entry);
    body.then(
      (bytes) => {
        if (kept.get(key) !== entry) return;
        entry.size = bytes.length;
        keptSize += bytes.length;
        // The least recently used first (a Map keeps the order things were put in, and a hit puts its
        // page back at the end): past the size, or unused for a while.
        const now = Date.now();
        for (const [oldKey, old] of kept) {
          if (keptSize <= keptBytes && now - old.usedAt < unusedMs) break;
          kept.delete(oldKey);
          keptSize -= old.size;
        }
      },
      () => kept.delete(key),
    );
  }

  /** The page made of `pieces` in order: its own text, and text shared with other pages. */
  return async function encodePage(request: FastifyRequest, pieces: readonly (string | SharedText)[]): Promise<EncodedPage> {
    const parts = pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece.bytes));
    const encoding = acceptedEncoding(request);
    if (!encoding) return { body: Buffer.concat(parts), encoding: null };
    // The page's own text by its hash, the shared text by its name; each piece's length first, so no two pages read the same.
    const hash = createHash('sha256');
    for (const [index, piece] of pieces.entries()) {
      hash.update(typeof piece === 'string' ? `${parts[index]!.length}:` : `${piece.name};`);
      if (typeof piece === 'string') hash.update(parts[index]!);
    }
    const key = `${encoding} ${hash.digest('base64')}`;
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key);
      kept.set(key, hit);
      hit.usedAt = Date.now();
      return { body: await hit.body, encoding };
    }
    const body = compressors[encoding](Buffer.concat(parts));
    keep(key, body);
    return { body: await body, encoding };
  };
}

/** What @fastify/compress would send (compression.ts): its negotiation, `*` and x-gzip read as gzip, and its x-no-compression opt-out. */
function acceptedEncoding(request: FastifyRequest): PageEncoding | null {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
}
