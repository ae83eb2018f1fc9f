import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test-utils/i18n.ts';
import { inchesOf } from '../../../src/size-chart.ts';
import { MAX_ZOOM, pinchZoom, printPixels, pxPerCmFrom, sizeInWords } from './wall-scale.ts';

describe('the wall view\'s scale', () => {
  it('draws a 60 x 40 in print at its true size on a wall calibrated by a 200 cm door', () => {
    // The shopper marks the door's foot and top, 800 px apart in their photo: 4 px per cm.
    const pxPerCm = pxPerCmFrom({ x: 310, y: 940 }, { x: 310, y: 140 }, 200)!;
    expect(pxPerCm).toBe(4);
    const print = printPixels(inchesOf('60"x40"')!, pxPerCm);
    // 60 in = 152.4 cm, 40 in = 101.6 cm, 3.18 cm deep.
    expect(print.width).toBeCloseTo(609.6, 6);
    expect(print.height).toBeCloseTo(406.4, 6);
    expect(print.depth).toBeCloseTo(12.72, 6);
  });

  it('measures a slanted length along the line, and refuses two points on top of each other or no length', () => {
    expect(pxPerCmFrom({ x: 0, y: 0 }, { x: 300, y: 400 }, 29.7)).toBeCloseTo(500 / 29.7, 9);
    expect(pxPerCmFrom({ x: 5, y: 5 }, { x: 5, y: 5 }, 200)).toBeNull();
    expect(pxPerCmFrom({ x: 0, y: 0 }, { x: 0, y: 100 }, 0)).toBeNull();
  });

  it('reads sizes as the shop and Printify write them, and states them in inches and centimetres', () => {
    expect(inchesOf('24″ x 16″ (Horizontal) / 1.25"')).toEqual({ widthIn: 24, heightIn: 16 });
    expect(inchesOf('One size')).toBeNull();
    expect(testI18n('en')._(sizeInWords({ widthIn: 40, heightIn: 60 }, 'en'))).toBe('40 × 60 in · 101.6 × 152.4 cm · 3.18 cm deep');
  });

  it('states a size in German and French centimetres first, with their decimal commas', () => {
    expect(testI18n('de')._(sizeInWords({ widthIn: 40, heightIn: 60 }, 'de'))).toBe('101,6 × 152,4 cm (40 × 60 Zoll) · 3,18 cm tief');
    expect(testI18n('fr')._(sizeInWords({ widthIn: 40, heightIn: 60 }, 'fr'))).toBe('101,6 × 152,4 cm (40 × 60 pouces) · 3,18 cm d’épaisseur');
  });

  it('zooms with a pinch as far as the fingers spread, from the whole wall up to three times closer', () => {
    // Fingers 100 px apart spread to 180: 1.8 times closer.
    expect(pinchZoom(1, 100, 180)).toBeCloseTo(1.8, 9);
    // A second pinch starts from where the first left it.
    expect(pinchZoom(1.8, 200, 300)).toBeCloseTo(2.7, 9);
    expect(pinchZoom(2, 100, 1000)).toBe(MAX_ZOOM);
    // Never smaller than the whole wall, and a pinch that starts on one point changes nothing.
    expect(pinchZoom(1.5, 300, 30)).toBe(1);
    expect(pinchZoom(1.5, 0, 120)).toBe(1.5);
  });
});
