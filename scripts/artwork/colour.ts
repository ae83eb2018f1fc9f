/** Colour arithmetic in sRGB hex, enough for palettes and atmospheric perspective. */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function format([r, g, b]: Rgb): string {
  const clamp = (c: number) => Math.max(0, Math.min(255, Math.round(c)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

/** Linear blend from `a` (t = 0) to `b` (t = 1). */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  return format([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

export const darken = (colour: string, t: number) => mix(colour, '#000000', t);
export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);

/** Perceived lightness in [0, 1], used to keep text-free art from going muddy. */
export function luminance(colour: string): number {
  const [r, g, b] = parse(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Greyscale with the same perceived lightness, for the black & white pieces. */
export function grey(colour: string): string {
  const l = luminance(colour) * 255;
  return format([l, l, l]);
}
