import type { PaletteColour } from '../../../src/catalogue.ts';
import { imageLibrary } from '../common/index.ts';

/**
 * A picture's palette: its main colours, each with its share of the picture, most of the picture
 * first. Colours are grouped in CIELAB, where a distance is about what the eye sees (a navy and a
 * slate blue stay apart where their RGB values are close), by k-means over the picture at 64 by 64
 * pixels: enough for five colours, and a few milliseconds. Computed once per picture, at the demo's
 * seed and at each Printify import, and stored with the print (products.palette). culori is loaded on
 * the first palette, as sharp is (image-library.ts): a shop that imports nothing never needs it.
 */

/** At most this many colours in a palette. */
const COLOURS = 5;
/** The picture is read at this many pixels a side: a palette needs no more. */
const SIDE = 64;
const ROUNDS = 16;
/** Two groups this close in CIELAB (ΔE76) are one colour to the eye: they are merged. */
const SAME_COLOUR = 6;
/** A colour of less of the picture than this is a detail, not part of its palette. */
const LEAST_SHARE = 0.02;

type Lab = [number, number, number];

const distance2 = (x: Lab, y: Lab) => (x[0] - y[0]) ** 2 + (x[1] - y[1]) ** 2 + (x[2] - y[2]) ** 2;

/** The palette of a picture (any format sharp reads, SVG too); transparent parts count as white, as on a wall. */
export async function paletteOf(picture: Uint8Array): Promise<PaletteColour[]> {
  const sharp = await imageLibrary();
  const { data } = await sharp(picture, { failOn: 'error' })
    .resize(SIDE, SIDE, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { converter, formatHex } = await import('culori');
  const toLab = converter('lab65');
  const pixels: Lab[] = [];
  for (let at = 0; at + 2 < data.length; at += 3) {
    const lab = toLab({ mode: 'rgb', r: data[at]! / 255, g: data[at + 1]! / 255, b: data[at + 2]! / 255 });
    pixels.push([lab.l, lab.a, lab.b]);
  }
  return mainColours(pixels).map(({ centre, share }) => ({
    hex: formatHex({ mode: 'lab65', l: centre[0], a: centre[1], b: centre[2] }),
    share: Math.round(share * 1000) / 1000,
  }));
}

/** k-means over the pixels in CIELAB, from centres spread by k-means++ (drawn from a fixed seed, so a picture always gives one palette). */
function mainColours(pixels: readonly Lab[]): { centre: Lab; share: number }[] {
  if (pixels.length === 0) return [];
  let centres = spreadCentres(pixels, COLOURS);
  let members: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    members = pixels.map((pixel) => nearest(centres, pixel));
    const next = centres.map((centre, index) => meanOf(pixels.filter((_, at) => members[at] === index)) ?? centre);
    const moved = next.some((centre, index) => distance2(centre, centres[index]!) > 0.01);
    centres = next;
    if (!moved) break;
  }
  const groups = centres.map((centre, index) => ({ centre, count: members.filter((member) => member === index).length }));
  return merged(groups)
    .map(({ centre, count }) => ({ centre, share: count / pixels.length }))
    .filter(({ share }) => share >= LEAST_SHARE)
    .sort((x, y) => y.share - x.share);
}

function nearest(centres: readonly Lab[], pixel: Lab): number {
  let best = 0;
  for (let index = 1; index < centres.length; index += 1) if (distance2(centres[index]!, pixel) < distance2(centres[best]!, pixel)) best = index;
  return best;
}

function meanOf(pixels: readonly Lab[]): Lab | null {
  if (pixels.length === 0) return null;
  const sum = pixels.reduce<Lab>((total, pixel) => [total[0] + pixel[0], total[1] + pixel[1], total[2] + pixel[2]], [0, 0, 0]);
  return [sum[0] / pixels.length, sum[1] / pixels.length, sum[2] / pixels.length];
}

/** k-means++: each next centre drawn with a chance that grows with its squared distance from the centres so far. */
function spreadCentres(pixels: readonly Lab[], count: number): Lab[] {
  const random = seededRandom(0x5eed);
  const centres: Lab[] = [pixels[Math.floor(random() * pixels.length)]!];
  while (centres.length < count) {
    const weights = pixels.map((pixel) => Math.min(...centres.map((centre) => distance2(centre, pixel))));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    // Every pixel is already a centre's colour: the picture has fewer colours than asked.
    if (total === 0) break;
    let pick = random() * total;
    const index = weights.findIndex((weight) => (pick -= weight) <= 0);
    centres.push(pixels[index === -1 ? pixels.length - 1 : index]!);
  }
  return centres;
}

/** Groups whose centres the eye cannot tell apart, merged into one weighted by their pixels. */
function merged(groups: readonly { centre: Lab; count: number }[]): { centre: Lab; count: number }[] {
  const kept: { centre: Lab; count: number }[] = [];
  for (const group of [...groups].filter(({ count }) => count > 0).sort((x, y) => y.count - x.count)) {
    const same = kept.find((other) => distance2(other.centre, group.centre) < SAME_COLOUR ** 2);
    if (!same) {
      kept.push({ ...group });
      continue;
    }
    const count = same.count + group.count;
    same.centre = [0, 1, 2].map((axis) => (same.centre[axis]! * same.count + group.centre[axis]! * group.count) / count) as Lab;
    same.count = count;
  }
  return kept;
}

/** mulberry32: a small generator whose sequence a seed fixes. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
