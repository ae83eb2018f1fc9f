import type { Locale } from './locales.ts';
import { localeDigits } from './pricing.ts';

/**
 * The fixed canvas size chart (spec section 3): inch sizes to centimetres.
 * Depth is the stretcher bar, the same for every size.
 */
export const CANVAS_DEPTH_CM = 3.18;
/** The same depth in inches, as the chart and the product page give it beside the centimetres. */
export const CANVAS_DEPTH_IN = 1.25;

const CM_PER_INCH = 2.54;

/** Every size the shop prints, as "<width>x<height>" in inches. */
export const CANVAS_SIZES = [
  '12x16', '12x18', '16x20', '16x24', '18x24', '20x16', '20x40', '24x16', '24x18', '24x20', '24x30',
  '30x40', '30x60', '32x24', '32x48', '36x24', '40x30', '40x60', '48x32', '48x36', '60x30', '60x40',
] as const;

export type CanvasSize = (typeof CANVAS_SIZES)[number];

export interface SizeChartRow {
  size: CanvasSize;
  widthIn: number;
  heightIn: number;
  widthCm: number;
  heightCm: number;
  depthCm: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export const SIZE_CHART: readonly SizeChartRow[] = CANVAS_SIZES.map((size) => {
  const [w, h] = size.split('x').map(Number) as [number, number];
  return {
    size,
    widthIn: w,
    heightIn: h,
    widthCm: round1(w * CM_PER_INCH),
    heightCm: round1(h * CM_PER_INCH),
    depthCm: CANVAS_DEPTH_CM,
  };
});

/**
 * Reduces any size label to the chart's key by taking its two numbers, so that
 * `24"x16"`, `24″ x 16″ (Horizontal) / 1.25"` and `24 x 16 in` all find `24x16`.
 */
export function normaliseSize(label: string): string | null {
  const numbers = label.match(/\d+(?:\.\d+)?/g);
  if (!numbers || numbers.length < 2) return null;
  return `${Number(numbers[0])}x${Number(numbers[1])}`;
}

/** A size label's inches (`40"x60"`, `24″ x 16″ (Horizontal)`): its two numbers, width first. */
export function inchesOf(label: string): { widthIn: number; heightIn: number } | null {
  const key = normaliseSize(label);
  if (!key) return null;
  const [widthIn, heightIn] = key.split('x').map(Number) as [number, number];
  return widthIn > 0 && heightIn > 0 ? { widthIn, heightIn } : null;
}

/**
 * A length as `locale` writes it, with just the decimals it has: 40.6 is "40,6" in German, 61 stays "61"
 * (written out by localeDigits: no Intl object on the product page's first render).
 */
export const localeLength = (value: number, locale: Locale) => localeDigits(value, (String(value).split('.')[1] ?? '').length, locale);

/** A size label's width and height in inches (its two numbers, as normaliseSize reads them); null for a label without two numbers. */
export function sizeInches(label: string): { width: number; height: number } | null {
  const [width, height] = normaliseSize(label)?.split('x').map(Number) ?? [];
  return width === undefined || height === undefined ? null : { width, height };
}

export function sizeChartRow(label: string): SizeChartRow | undefined {
  const key = normaliseSize(label);
  return SIZE_CHART.find((row) => row.size === key);
}

/** The label shown to shoppers, e.g. `24"x16"`. */
export function sizeLabel(size: CanvasSize): string {
  const [w, h] = size.split('x');
  return `${w}"x${h}"`;
}

/** Dimensions text for a size, e.g. `24" x 16" (61 x 40.6 cm)`: what the catalogue stores (in English). */
export function dimensionsText(label: string): string | null {
  const row = sizeChartRow(label);
  return row ? rowDimensions(row, (value) => String(value)) : null;
}

const rowDimensions = (row: SizeChartRow, length: (value: number) => string) =>
  `${row.widthIn}" x ${row.heightIn}" (${length(row.widthCm)} x ${length(row.heightCm)} cm)`;

/**
 * Stored dimensions as `locale` writes their numbers (`16" x 24" (40,6 x 61 cm)` in German) when they
 * are the shop's own text for a chart size (dimensionsText); anything else a catalogue holds (a size
 * off the chart, as Printify named it) is shown as stored, and English always is.
 */
export function localeDimensions(stored: string, locale: Locale): string {
  const row = locale === 'en' ? undefined : sizeChartRow(stored);
  if (!row || dimensionsText(row.size) !== stored) return stored;
  return rowDimensions(row, (value) => localeLength(value, locale));
}
