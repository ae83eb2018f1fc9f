import { describe, expect, it } from 'vitest';
import { artworkAlt } from './artwork-alt.ts';

describe('artworkAlt', () => {
  it('is the first sentence of the description, which says what the artwork shows', () => {
    expect(artworkAlt('Moonrise over the Pines', 'A full moon climbs above blue mountain ridges. A tall canvas printed with pigment inks.')).toBe(
      'A full moon climbs above blue mountain ridges.',
    );
    expect(artworkAlt('Nocturne', 'Deep blue night over the harbour')).toBe('Deep blue night over the harbour');
  });

  it('is the title without a description, and a long sentence is cut at a word', () => {
    expect(artworkAlt('Harbour at Dusk', null)).toBe('Harbour at Dusk');
    expect(artworkAlt('Harbour at Dusk', '   ')).toBe('Harbour at Dusk');
    const long = artworkAlt('Dunes', `${'Wind-carved dunes roll away under a pale sky '.repeat(8)}.`);
    expect(long.length).toBeLessThanOrEqual(180);
    expect(long.endsWith('…')).toBe(true);
    expect(long).toMatch(/^Wind-carved dunes roll away/);
  });
});
