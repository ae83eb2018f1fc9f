import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text a browser fetches; images and video are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its extra headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, at the highest levels: the work
 * is done once here instead of on every request, and @fastify/static (preCompressed) sends the copy the
 * browser accepts.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'canvas-shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          if ((await stat(full)).size < MIN_BYTES) return;
          const content = await readFile(full);
          await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).then((out) =>
              writeFile(`${full}.br`, out),
            ),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }).then((out) => writeFile(`${full}.gz`, out)),
          ]);
        }),
      );
    },
  };
}
