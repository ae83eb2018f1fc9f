import sharp, { type OverlayOptions } from 'sharp';

/** A PNG of vertical bands, each `[colour, width]`, 100 pixels high: a picture whose colours and their shares are known. */
export function bands(...parts: [string, number][]): Promise<Buffer> {
  const composites: OverlayOptions[] = [];
  let left = 0;
  for (const [background, width] of parts) {
    composites.push({ input: { create: { width, height: 100, channels: 3, background } }, left, top: 0 });
    left += width;
  }
  return sharp({ create: { width: left, height: 100, channels: 3, background: '#000000' } }).composite(composites).png().toBuffer();
}
