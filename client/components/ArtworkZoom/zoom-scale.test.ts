import { describe, expect, it } from 'vitest';
import { scaleBar } from './zoom-scale.ts';

describe('the zoom scale bar', () => {
  it('shows a round length at its true width on the canvas', () => {
    // 2,048 artwork pixels across a 24 in (60.96 cm) canvas, shown at 1:1: 33.6 screen px per cm.
    const bar = scaleBar(1, 2048, 24, 'cm')!;
    expect(bar.length).toBe(2);
    expect(bar.widthPx).toBeCloseTo((2 * 2048) / 60.96, 5);
    // 85.3 px per inch: one inch fits, two do not.
    expect(scaleBar(1, 2048, 24, 'in')).toMatchObject({ length: 1, unit: 'in' });
  });

  it('grows the length as the view zooms out, and never draws wider than it fits', () => {
    const close = scaleBar(4, 2048, 24, 'cm')!;
    const far = scaleBar(0.1, 2048, 24, 'cm')!;
    expect(close.length).toBeLessThan(far.length);
    for (const bar of [close, far]) expect(bar.widthPx).toBeLessThanOrEqual(140);
    expect(far.widthPx).toBeGreaterThan(50);
  });

  it('is the same length on screen for the same canvas whatever the artwork has pixels', () => {
    // Half the pixels shown twice as large: the canvas is as large on screen.
    expect(scaleBar(2, 1024, 40, 'cm')).toEqual(scaleBar(1, 2048, 40, 'cm'));
  });

  it('has none without a zoom or a size', () => {
    expect(scaleBar(0, 2048, 24, 'cm')).toBeNull();
    expect(scaleBar(1, 2048, 0, 'in')).toBeNull();
  });
});
