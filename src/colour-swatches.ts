import { tx } from './i18n-text.ts';

/**
 * The named colours /shop offers as swatches (`?color=<hex>`), tuned to the catalogue's pictures: an
 * art print's colours are seldom pure, so each is the tone such a picture holds (a dusk's blue, a
 * terracotta's red) rather than the screen's primary. A free colour picker sits beside them.
 */
export interface ColourSwatch {
  key: string;
  /** Six lowered hex digits, as `?color=` carries it. */
  hex: string;
  name: string;
}

export const COLOUR_SWATCHES: readonly ColourSwatch[] = [
  { key: 'red', hex: 'a63a2e', name: tx('Red') },
  { key: 'orange', hex: 'd9843f', name: tx('Orange') },
  { key: 'ochre', hex: 'c9a24a', name: tx('Ochre') },
  { key: 'green', hex: '5f6e4a', name: tx('Green') },
  { key: 'teal', hex: '2f6f6f', name: tx('Teal') },
  { key: 'blue', hex: '2e4a7a', name: tx('Blue') },
  { key: 'purple', hex: '6a4a6a', name: tx('Purple') },
  { key: 'pink', hex: 'c9959a', name: tx('Pink') },
  { key: 'sand', hex: 'd4b896', name: tx('Sand') },
  { key: 'cream', hex: 'ebe4d6', name: tx('Cream') },
  { key: 'grey', hex: '8a8d93', name: tx('Grey') },
  { key: 'black', hex: '1c1c22', name: tx('Black') },
];

/**
 * How near a print's colour must be to the one asked for, as CIE76 ΔE (the distance in CIELAB): about
 * where a shopper stops calling two tones the same colour (a dusk's navy and a slate blue are 15 apart).
 */
export const COLOUR_REACH = 20;
