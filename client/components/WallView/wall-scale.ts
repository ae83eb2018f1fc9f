import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../../src/locales.ts';
import type { ProductVariant } from '../../../src/catalogue.ts';
import { CANVAS_DEPTH_CM, inchesOf, localeLength } from '../../../src/size-chart.ts';

/**
 * The arithmetic of "See it on your wall": a wall's scale from two points a known length apart, and a
 * canvas drawn at its true size on it (centimetres from the size's inches, as the size chart has them).
 */

export const CM_PER_INCH = 2.54;

export interface Point {
  x: number;
  y: number;
}

/** Lengths a shopper can mark on their photo: a door, a sheet of paper, or one they type. */
export const REFERENCES = [
  { id: 'door', label: msg`A door’s height (200 cm)`, cm: 200 },
  { id: 'a4', label: msg`A4 paper, long side (29.7 cm)`, cm: 29.7 },
  { id: 'letter', label: msg`US Letter paper, long side (27.94 cm)`, cm: 27.94 },
  { id: 'typed', label: msg`A length I type`, cm: null },
] as const;
export type ReferenceId = (typeof REFERENCES)[number]['id'];

/** Pixels of the picture per centimetre of wall, from two points `lengthCm` apart; null when it cannot tell. */
export function pxPerCmFrom(a: Point, b: Point, lengthCm: number): number | null {
  const distance = Math.hypot(b.x - a.x, b.y - a.y);
  return distance > 0 && lengthCm > 0 ? distance / lengthCm : null;
}

/**
 * The sizes a true-size view (the wall, the room) can show, those whose label gives inches, and the one
 * it shows (the size chosen, else the print's default, else its first) with its inches.
 */
export function viewedSizes(variants: readonly ProductVariant[], chosenId: string | null) {
  const sized = variants.filter((variant) => inchesOf(variant.size));
  const variant = sized.find((candidate) => candidate.id === chosenId) ?? sized.find((candidate) => candidate.isDefault) ?? sized[0];
  return { sized, variant, inches: variant ? inchesOf(variant.size) : null };
}

/** The canvas in the picture's pixels: its face, and its 3.18 cm depth (drawn as its shadow). */
export function printPixels(size: { widthIn: number; heightIn: number }, pxPerCm: number) {
  return {
    width: size.widthIn * CM_PER_INCH * pxPerCm,
    height: size.heightIn * CM_PER_INCH * pxPerCm,
    depth: CANVAS_DEPTH_CM * pxPerCm,
  };
}

/** The size as the view states it in words, inches and centimetres, its numbers as `locale` writes them (`i18n._` says it). */
export function sizeInWords({ widthIn, heightIn }: { widthIn: number; heightIn: number }, locale: Locale): MessageDescriptor {
  const cm = (inches: number) => localeLength(Math.round(inches * CM_PER_INCH * 10) / 10, locale);
  const [widthCm, heightCm, depthCm] = [cm(widthIn), cm(heightIn), localeLength(CANVAS_DEPTH_CM, locale)];
  return msg`${widthIn} × ${heightIn} in · ${widthCm} × ${heightCm} cm · ${depthCm} cm deep`;
}

/** How far a pinch may zoom into the wall: close enough to judge the print's edge against a sofa's. */
export const MAX_ZOOM = 3;

/** The zoom a pinch gives: the zoom it started at, times how far the two fingers have moved apart, from 1 to MAX_ZOOM. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startZoom;
  return Math.min(MAX_ZOOM, Math.max(1, (startZoom * distance) / startDistance));
}
