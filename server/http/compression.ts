import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * API answers above 1 KB go out compressed when the client accepts it (brotli, else gzip), with
 * `Vary: Accept-Encoding`. Brotli's quality is kept low: compressing on every request at its default
 * (11) would cost more CPU than the bytes save. Built assets are compressed once at build time instead
 * (client-app.ts).
 */
export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
