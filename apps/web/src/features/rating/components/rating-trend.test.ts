import { describe, expect, it } from 'vitest';
import { ratingTrend } from './rating-trend';

describe('the rating trend of the top', () => {
  it('shows the rounded change with its direction', () => {
    expect(ratingTrend(52.5, 50)).toBe('▲ +2,5');
    expect(ratingTrend(30, 31.004)).toMatch(/^▼ [-−]1$/);
    expect(ratingTrend(40, 40)).toBe('=');
  });

  it('has nothing to compare for the first period', () => {
    expect(ratingTrend(40, null)).toBe('—');
  });
});
