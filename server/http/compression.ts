import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants, type BrotliOptions } from 'node:zlib';

/** In the order preferred when the client accepts both. */
export const ENCODINGS = ['br', 'gzip'] as const;

/**
 * Brotli's quality is kept low: compressing on every request at its default (11) would cost more CPU
 * than the bytes save.
 */
export const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * API answers above 1 KB go out compressed when the client accepts it (brotli, else gzip), with
 * `Vary: Accept-Encoding`. Built assets are compressed once at build time instead (client-app.ts), and
 * pages once per distinct page (page-encoding.ts).
 */
export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
  });
}
