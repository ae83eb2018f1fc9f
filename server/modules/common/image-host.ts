/**
 * Pictures fetched from a provider's image host (Printify's mockups and artwork): from that host only,
 * within a size and a time limit, and decoded within a pixel limit. A product's data names the
 * address; it must never make the shop fetch from anywhere else, or without bounds.
 */

export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;
/** As for return photos: more than any mockup, and what bounds a decode (sharp's limitInputPixels). */
export const MAX_PIXELS = 50_000_000;

/** Whether `src` is an address on `imageOrigin` (a malformed one is not). */
export function onImageHost(src: string, imageOrigin: string): boolean {
  return URL.canParse(src) && new URL(src).origin === imageOrigin;
}

/** The bytes at `src`, which must be on `imageOrigin`: no redirect, at most MAX_PICTURE_BYTES, FETCH_TIMEOUT_MS. */
export async function fetchFromImageHost(src: string, imageOrigin: string): Promise<Buffer> {
  if (!onImageHost(src, imageOrigin)) throw new Error(`not on the image host (${imageOrigin})`);
  const response = await fetch(src, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > MAX_PICTURE_BYTES) throw new Error(`larger than ${MAX_PICTURE_BYTES} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
