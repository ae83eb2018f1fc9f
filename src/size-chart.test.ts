import { describe, expect, it } from 'vitest';
import { CANVAS_DEPTH_CM, SIZE_CHART, dimensionsText, localeDimensions, normaliseSize, sizeChartRow, sizeLabel } from './size-chart.ts';

describe('size chart', () => {
  it('has the 22 sizes of the spec, each with a 3.18 cm depth', () => {
    expect(SIZE_CHART).toHaveLength(22);
    expect(SIZE_CHART.every((row) => row.depthCm === CANVAS_DEPTH_CM)).toBe(true);
    expect(sizeChartRow('24x16')).toMatchObject({ widthIn: 24, heightIn: 16, widthCm: 61, heightCm: 40.6 });
  });

  it('normalises labels with either quote character, spaces, orientation and depth', () => {
    expect(normaliseSize('24"x16"')).toBe('24x16');
    expect(normaliseSize('24″ x 16″ (Horizontal) / 1.25"')).toBe('24x16');
    expect(normaliseSize("36''x24''")).toBe('36x24');
    expect(normaliseSize('one size')).toBeNull();
    expect(sizeChartRow('18x12')).toBeUndefined();
  });

  it('formats labels and dimensions', () => {
    expect(sizeLabel('60x40')).toBe('60"x40"');
    expect(dimensionsText('60″ x 40″')).toBe('60" x 40" (152.4 x 101.6 cm)');
    expect(dimensionsText('7x5')).toBeNull();
  });

  it('writes the stored dimensions of a chart size with the language’s decimal mark, anything else as stored', () => {
    const stored = dimensionsText('60x40')!;
    expect(localeDimensions(stored, 'de')).toBe('60" x 40" (152,4 x 101,6 cm)');
    expect(localeDimensions(stored, 'fr')).toBe('60" x 40" (152,4 x 101,6 cm)');
    expect(localeDimensions(stored, 'en')).toBe(stored);
    // A size off the chart, as a Printify import words it, and a label the shop did not write.
    expect(localeDimensions('18" x 12" (45.7 x 30.5 cm, 3.18 cm deep)', 'de')).toBe('18" x 12" (45.7 x 30.5 cm, 3.18 cm deep)');
    expect(localeDimensions('24"x16"', 'de')).toBe('24"x16"');
  });
});
