import { describe, expect, it } from 'vitest';
import { RATING_BAND_COLORS, ratingBand } from './rating';

// SPEC 2.3: rating ≤ 30 is low, 31 to 49 is mid, ≥ 50 is high.
describe('ratingBand', () => {
  it.each([
    [0, 'low'],
    [30, 'low'],
    [30.5, 'mid'],
    [31, 'mid'],
    [49, 'mid'],
    [49.9, 'mid'],
    [50, 'high'],
    [100, 'high'],
  ] as const)('puts a rating of %s in the %s band', (rating, band) => {
    expect(ratingBand(rating)).toBe(band);
  });

  it('puts a negative rating in the low band', () => {
    expect(ratingBand(-5)).toBe('low');
  });
});

describe('RATING_BAND_COLORS', () => {
  it('gives each band its own colour', () => {
    const colours = Object.values(RATING_BAND_COLORS);
    expect(new Set(colours).size).toBe(3);
  });

  it('writes each colour as #rrggbb', () => {
    for (const colour of Object.values(RATING_BAND_COLORS)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});
