/**
 * Whether a print's artwork is sharp enough for a canvas size: its pixels over the size's inches
 * (pixels per inch). The canvas is covered edge to edge, so the tighter of the two sides decides.
 * Below 150 ppi a size would print soft and is held back from shoppers; from 150 to under 200 it is
 * sold and flagged to admins, who may also release a held-back size deliberately.
 */

import type { ProductVariant } from './catalogue.ts';
import { tx } from './i18n-text.ts';
import type { ShopText } from './shop-text.ts';

export const HOLD_BACK_BELOW_PPI = 150;
export const FLAG_BELOW_PPI = 200;

export type SizeVerdict = 'held_back' | 'flagged' | 'sharp';

/** Whole pixels per inch of `artwork` printed over a canvas of `size` inches. */
export const printResolution = (artwork: { widthPx: number; heightPx: number }, size: { widthIn: number; heightIn: number }) =>
  Math.floor(Math.min(artwork.widthPx / size.widthIn, artwork.heightPx / size.heightIn));

export const sizeVerdict = (ppi: number): SizeVerdict => (ppi < HOLD_BACK_BELOW_PPI ? 'held_back' : ppi < FLAG_BELOW_PPI ? 'flagged' : 'sharp');

/** What a shopper is told when a held-back size reaches the cart or checkout. */
export const heldBackText = (title: string, size: string, ppi: number): ShopText => ({
  text: tx('The {size} canvas of {title} is not offered: its artwork has {ppi} pixels per inch at that size, and we print at {least} or more so that every canvas is sharp. Please choose a smaller size.'),
  values: { size, title, ppi, least: HOLD_BACK_BELOW_PPI },
});

/**
 * A size of a print whose artwork is under FLAG_BELOW_PPI there: held back (not offered), flagged
 * (offered, for an admin to look at) or released (held back by the rule, offered by an admin's choice).
 */
export interface SizeCheck {
  variant: ProductVariant;
  ppi: number;
  verdict: 'held_back' | 'flagged' | 'released';
}
