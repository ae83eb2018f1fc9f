import { differenceCiede2000 } from 'culori';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bands } from '../../test/drawn-pictures.ts';
import { paletteOf } from './palette.ts';

/** A picture's palette, read from pictures drawn here with sharp in known colours and shares. */

const BLUE = '#2b4c7e';
const ORANGE = '#e07a2f';
const CREAM = '#f1e6d2';
const difference = differenceCiede2000();

describe('paletteOf', () => {
  it('finds the colours of a picture and their shares, most of it first', async () => {
    const palette = await paletteOf(await bands([BLUE, 60], [ORANGE, 40]));
    expect(palette).toHaveLength(2);
    expect(difference(palette[0]!.hex, BLUE)).toBeLessThan(2);
    expect(difference(palette[1]!.hex, ORANGE)).toBeLessThan(2);
    expect(palette[0]!.share).toBeCloseTo(0.6, 1);
    expect(palette[1]!.share).toBeCloseTo(0.4, 1);
  });

  it('gives a picture of one colour one colour, the whole of it', async () => {
    const palette = await paletteOf(await sharp({ create: { width: 80, height: 50, channels: 3, background: CREAM } }).jpeg().toBuffer());
    expect(palette).toEqual([{ hex: expect.any(String), share: 1 }]);
    expect(difference(palette[0]!.hex, CREAM)).toBeLessThan(2);
  });

  it('keeps at most five colours, and leaves out a sliver of a colour as a detail', async () => {
    const palette = await paletteOf(await bands(['#111111', 30], ['#d62828', 20], ['#f77f00', 20], ['#fcbf49', 15], ['#2a9d8f', 13], ['#7b2cbf', 1], ['#eae2b7', 1]));
    expect(palette.length).toBeLessThanOrEqual(5);
    expect(palette.map((colour) => colour.share)).toEqual([...palette.map((colour) => colour.share)].sort((a, b) => b - a));
    expect(palette.every((colour) => difference(colour.hex, '#7b2cbf') > 10)).toBe(true);
    expect(difference(palette[0]!.hex, '#111111')).toBeLessThan(3);
  });

  it('reads the same palette from the same picture every time, an SVG too, transparency as white', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="100" height="100" fill="${BLUE}"/></svg>`);
    const palette = await paletteOf(svg);
    expect(await paletteOf(svg)).toEqual(palette);
    expect(palette).toHaveLength(2);
    expect(difference(palette[0]!.hex, BLUE) < 2 || difference(palette[1]!.hex, BLUE) < 2).toBe(true);
    expect(palette.some((colour) => difference(colour.hex, '#ffffff') < 2)).toBe(true);
  });

  it('refuses what is not a picture', async () => {
    await expect(paletteOf(Buffer.from('not a picture'))).rejects.toThrow();
  });
});
