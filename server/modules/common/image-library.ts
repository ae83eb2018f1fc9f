import type Sharp from 'sharp';

/**
 * sharp (libvips), loaded on the first picture to read or make (a share image, a return photo, a
 * Printify mockup), not at start: loading it costs the process about 19 MB resident, which a shop that
 * makes no picture between restarts never needs (docs/memory.md). The first picture waits for it once.
 *
 * libvips' operation cache is off: it keeps the results of recent operations (up to 50 MB) to answer
 * the same operation on the same input again, and the shop makes each picture once and keeps it.
 *
 * Each picture is made on one thread (sharp.concurrency): libvips would otherwise spread one picture over
 * every core (except on glibc without jemalloc, where sharp already picks one), and a share image drawn
 * for a visitor would take the whole 2-core server from everyone else. How many pictures are made at
 * once is decided where they are asked for (share-images/drawing-slots.ts, the upload gate).
 */
let loaded: Promise<typeof Sharp> | undefined;

export function imageLibrary(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}
