// SPEC 2.3: the index value's display rule and the result-points formula (the colour bands: format/rating.ts).

import { NUMBER_LOCALE } from '../constants';

export type RatingCalculation = {
  countNoDelayed: number | null;
  countAuctions: number | null;
  countRoutes: number | null;
};

/**
 * SPEC 2.3: the percent of on-time routes if countNoDelayed is set, else the auction count if set, else the
 * route count. No routes at all is 0 %.
 */
export const indexValueOf = ({ countNoDelayed, countAuctions, countRoutes }: RatingCalculation): number => {
  if (countNoDelayed !== null)
    return countRoutes ? Math.round((countNoDelayed / countRoutes) * 10000) / 100 : 0;
  if (countAuctions !== null) return countAuctions;
  return countRoutes ?? 0;
};

export type IndexOption = { min: number; max: number; value: number };

/** The points an index value earns: the option whose min–max holds it (the highest min wins a tie), else 0. */
export const pointsFor = (options: readonly IndexOption[], value: number): number => {
  const matching = options.filter((option) => option.min <= value && value <= option.max);
  if (matching.length === 0) return 0;
  return matching.reduce((best, option) => (option.min > best.min ? option : best)).value;
};

export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** Σ of the positive weights: penalties (negative weights) do not raise the scale. */
export const positiveKoeffSum = (koeffs: readonly number[]): number =>
  koeffs.reduce((sum, koeff) => (koeff > 0 ? sum + koeff : sum), 0);

/**
 * SPEC 2.3: (rating + bonus) × koeff ÷ Σ positive koeffs, two decimals. With no positive weight there is no
 * scale, and every row is 0.
 */
export const resultPoints = (
  row: { rating: number; bonus: number; koeff: number },
  positiveSum: number,
): number => (positiveSum > 0 ? round2(((row.rating + row.bonus) * row.koeff) / positiveSum) : 0);

export const RATING_SCALE_MAX = 100;
/** Beside the period's rating when its rows add up to more than the scale (or less than 0): it is kept within it. */
export const RATING_CLAMPED_NOTE = `сумма строк вне шкалы 0–${RATING_SCALE_MAX}, итог ограничен ею`;

/** Whether a period's rating is the scale's bound rather than the sum of its rows (a large bonus, say). */
export const isRatingClamped = (results: readonly number[], rating: number): boolean =>
  Math.abs(round2(results.reduce((sum, value) => sum + value, 0)) - rating) >= 0.01;

/** The period's rating: the sum of the rows, kept within 0–100. */
export const periodRating = (results: readonly number[]): number =>
  round2(
    Math.min(
      RATING_SCALE_MAX,
      Math.max(
        0,
        results.reduce((sum, value) => sum + value, 0),
      ),
    ),
  );

const RATING_FORMAT = new Intl.NumberFormat(NUMBER_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A rating and its result points are figures with two decimals, written the same everywhere: «51,50». */
export const formatRating = (points: number): string => RATING_FORMAT.format(points);

/** SPEC 2.3 appeal dialog: lateness in seconds as hours and minutes («2 ч 05 мин»). */
export const hoursAndMinutes = (seconds: number): { hours: number; minutes: number } => {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
};

export const formatHoursAndMinutes = (seconds: number): string => {
  const { hours, minutes } = hoursAndMinutes(seconds);
  return `${hours} ч ${String(minutes).padStart(2, '0')} мин`;
};

export type IndexSettings = { id: number; koeff: number; options: readonly IndexOption[] };
export type StoredIndexValue = { indexId: number; calculation: RatingCalculation; bonus: number };

/**
 * The rating a period would have under other index settings, from its stored calculation inputs and bonuses: each
 * row's points from the index's options, then the result-points formula and the 0–100 sum. An index without a
 * stored value counts nothing (as the recomputation leaves it), a value of an index not in the settings neither.
 */
export const ratingWithSettings = (
  values: readonly StoredIndexValue[],
  indexes: readonly IndexSettings[],
): number => {
  const positiveSum = positiveKoeffSum(indexes.map((index) => index.koeff));
  return periodRating(
    indexes.flatMap((index) => {
      const value = values.find((candidate) => candidate.indexId === index.id);
      if (!value) return [];
      const points = pointsFor(index.options, indexValueOf(value.calculation));
      return [resultPoints({ rating: points, bonus: value.bonus, koeff: index.koeff }, positiveSum)];
    }),
  );
};
