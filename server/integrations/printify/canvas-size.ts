import type { PrintifyProduct, PrintifyVariant } from './printify-schemas.ts';

/**
 * The canvas size of a Printify variant, read from titles such as `24″ x 16″ (Horizontal) / 1.25"` or
 * `16" x 20"` (integrations.md section 1: prime, double prime, curly quote, two apostrophes or `in`; `x`
 * or `×`; an optional orientation and depth), else from the option value whose option type is `size`.
 */

export interface CanvasSizeOfVariant {
  widthIn: number;
  heightIn: number;
  /** The depth part of the title, e.g. `1.25"`, when there is one. */
  depth: string | null;
}

const INCH = String.raw`(?:″|"|”|''|\s*in\b)?`;
const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const SIZE = new RegExp(String.raw`${NUMBER}\s*${INCH}\s*[x×]\s*${NUMBER}\s*${INCH}`, 'i');
const DEPTH = /\/\s*(\d+(?:\.\d+)?\s*(?:″|"|”|''|in\b))/i;

function fromText(text: string): CanvasSizeOfVariant | null {
  const size = SIZE.exec(text);
  if (!size) return null;
  const depth = DEPTH.exec(text);
  return { widthIn: Number(size[1]), heightIn: Number(size[2]), depth: depth ? depth[1]!.replace(/\s+/g, '').replace(/″|”|''|in/, '"') : null };
}

export function canvasSize(product: Pick<PrintifyProduct, 'options'>, variant: Pick<PrintifyVariant, 'title' | 'options'>): CanvasSizeOfVariant | null {
  const fromTitle = fromText(variant.title);
  if (fromTitle) return fromTitle;
  for (const option of product.options) {
    if (option.type !== 'size') continue;
    const value = option.values.find((candidate) => variant.options.includes(candidate.id));
    const size = value ? fromText(value.title) : null;
    if (size) return size;
  }
  return null;
}
