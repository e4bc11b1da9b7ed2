import { RATING_HIGH_MIN, RATING_LOW_MAX } from '../constants';

export type RatingBand = 'low' | 'mid' | 'high';

// SPEC 2.3: low at 30 or below, mid from 31 to 49, high at 50 or above.
export const ratingBand = (rating: number): RatingBand => {
  if (rating <= RATING_LOW_MAX) return 'low';
  if (rating >= RATING_HIGH_MIN) return 'high';
  return 'mid';
};

// Dark enough for WCAG AA (4.5:1) as normal-size text on white and on a hovered row: tables show them too.
export const RATING_BAND_COLORS: Record<RatingBand, string> = {
  low: '#cf1322',
  mid: '#9a5b00',
  high: '#237804',
};
