/**
 * The zoom's scale bar: a length on the chosen canvas (1 cm, 5 cm, 1 in…) drawn at its true width at
 * the viewer's current zoom. The artwork's width in pixels spans the canvas's width, so one canvas
 * centimetre is (artwork pixels / canvas centimetres) artwork pixels, and the viewer says how many
 * screen pixels one artwork pixel takes now.
 */

export type ScaleUnit = 'cm' | 'in';

const CM_PER_INCH = 2.54;
/** The lengths a bar may show, in each unit: round numbers a shopper reads at a glance. */
const STEPS: Record<ScaleUnit, readonly number[]> = {
  cm: [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100],
  in: [0.125, 0.25, 0.5, 1, 2, 3, 6, 12, 24, 48],
};
/** The bar's widest: the longest step that fits is shown. */
const MAX_BAR_PX = 140;

export interface ScaleBar {
  /** In `unit`. */
  length: number;
  unit: ScaleUnit;
  /** Its width on screen, in CSS pixels. */
  widthPx: number;
}

/**
 * The bar for `screenPxPerArtworkPx` (the viewer's image zoom) on a canvas `canvasWidthIn` wide whose
 * width the artwork's `artworkWidthPx` span: the longest round length not wider than MAX_BAR_PX (the
 * shortest one when even that is wider).
 */
export function scaleBar(screenPxPerArtworkPx: number, artworkWidthPx: number, canvasWidthIn: number, unit: ScaleUnit): ScaleBar | null {
  if (!(screenPxPerArtworkPx > 0 && artworkWidthPx > 0 && canvasWidthIn > 0)) return null;
  const unitsAcross = unit === 'cm' ? canvasWidthIn * CM_PER_INCH : canvasWidthIn;
  const pxPerUnit = (screenPxPerArtworkPx * artworkWidthPx) / unitsAcross;
  const steps = STEPS[unit];
  const length = [...steps].reverse().find((step) => step * pxPerUnit <= MAX_BAR_PX) ?? steps[0]!;
  return { length, unit, widthPx: length * pxPerUnit };
}
