import { describe, expect, it } from 'vitest';
import { canAppealAction, isAppealDecided } from './appeal-status';
import {
  formatHoursAndMinutes,
  formatRating,
  hoursAndMinutes,
  indexValueOf,
  isRatingClamped,
  periodRating,
  pointsFor,
  positiveKoeffSum,
  ratingWithSettings,
  resultPoints,
} from './rating.rules';
import { periodHolding } from './rating-periods';

describe('the index value display rule (SPEC 2.3)', () => {
  it('shows the on-time percent when countNoDelayed is set', () => {
    expect(indexValueOf({ countNoDelayed: 3, countAuctions: 7, countRoutes: 4 })).toBe(75);
    expect(indexValueOf({ countNoDelayed: 1, countAuctions: null, countRoutes: 3 })).toBe(33.33);
    expect(indexValueOf({ countNoDelayed: 0, countAuctions: null, countRoutes: 0 })).toBe(0);
  });
  it('else the auction count, else the route count', () => {
    expect(indexValueOf({ countNoDelayed: null, countAuctions: 5, countRoutes: 9 })).toBe(5);
    expect(indexValueOf({ countNoDelayed: null, countAuctions: 0, countRoutes: 9 })).toBe(0);
    expect(indexValueOf({ countNoDelayed: null, countAuctions: null, countRoutes: 9 })).toBe(9);
    expect(indexValueOf({ countNoDelayed: null, countAuctions: null, countRoutes: null })).toBe(0);
  });
});

describe('points from the options', () => {
  const options = [
    { min: 0, max: 50, value: 0 },
    { min: 50, max: 80, value: 40 },
    { min: 80, max: 100, value: 100 },
  ];
  it('takes the option holding the value, the higher min on a shared bound, 0 outside all', () => {
    expect(pointsFor(options, 10)).toBe(0);
    expect(pointsFor(options, 50)).toBe(40);
    expect(pointsFor(options, 80)).toBe(100);
    expect(pointsFor(options, 101)).toBe(0);
    expect(pointsFor([], 5)).toBe(0);
  });
});

describe('result points (SPEC 2.3)', () => {
  it('is (rating + bonus) × koeff ÷ Σ positive koeffs with two decimals', () => {
    const sum = positiveKoeffSum([3, 1, 2, -2]);
    expect(sum).toBe(6);
    expect(resultPoints({ rating: 70, bonus: 0, koeff: 3 }, sum)).toBe(35);
    expect(resultPoints({ rating: 40, bonus: 5, koeff: 1 }, sum)).toBe(7.5);
    expect(resultPoints({ rating: 100, bonus: 0, koeff: 1 }, 7)).toBe(14.29);
  });
  it('takes a negative weight off and gives 0 with no positive weight', () => {
    expect(resultPoints({ rating: 50, bonus: 0, koeff: -2 }, 6)).toBe(-16.67);
    expect(resultPoints({ rating: 50, bonus: 10, koeff: 2 }, 0)).toBe(0);
    expect(positiveKoeffSum([-1, 0])).toBe(0);
  });
  it('sums the rows into a rating within 0–100', () => {
    expect(periodRating([35, 7.5, -16.67])).toBe(25.83);
    expect(periodRating([-5, 1])).toBe(0);
    expect(periodRating([90, 20])).toBe(100);
  });
});

describe('lateness in hours and minutes', () => {
  it('converts seconds, dropping the seconds', () => {
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(59)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(7500)).toEqual({ hours: 2, minutes: 5 });
    expect(hoursAndMinutes(90061)).toEqual({ hours: 25, minutes: 1 });
    expect(formatHoursAndMinutes(7500)).toBe('2 ч 05 мин');
  });
});

describe('appeal transitions (SPEC 4)', () => {
  it('sends only New to processing, decides anything not yet decided', () => {
    expect([0, 1, 2, 3].map((s) => canAppealAction('toprocessing', s))).toEqual([true, false, false, false]);
    expect([0, 1, 2, 3].map((s) => canAppealAction('accept', s))).toEqual([true, true, false, false]);
    expect([0, 1, 2, 3].map((s) => canAppealAction('decline', s))).toEqual([true, true, false, false]);
    expect([0, 1, 2, 3].map(isAppealDecided)).toEqual([false, false, true, true]);
  });
});

describe('rating periods', () => {
  it('finds the month, quarter, half-year and year holding a day', () => {
    expect(periodHolding(1, '2026-02-14')).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-28' });
    expect(periodHolding(2, '2026-05-31')).toEqual({ dateFrom: '2026-04-01', dateTo: '2026-06-30' });
    expect(periodHolding(3, '2026-07-01')).toEqual({ dateFrom: '2026-07-01', dateTo: '2026-12-31' });
    expect(periodHolding(4, '2026-12-31')).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-12-31' });
  });
});

describe('the rating under edited settings (the settings preview)', () => {
  const onTime = {
    id: 1,
    koeff: 3,
    options: [
      { min: 0, max: 50, value: 0 },
      { min: 50, max: 80, value: 40 },
    ],
  };
  const routes = { id: 2, koeff: 2, options: [{ min: 1, max: 100, value: 30 }] };
  const incidents = { id: 3, koeff: -2, options: [{ min: 1, max: 100, value: 50 }] };
  const values = [
    { indexId: 1, calculation: { countNoDelayed: 1, countAuctions: null, countRoutes: 2 }, bonus: 0 },
    { indexId: 2, calculation: { countNoDelayed: null, countAuctions: null, countRoutes: 2 }, bonus: 0 },
    { indexId: 3, calculation: { countNoDelayed: null, countAuctions: null, countRoutes: 1 }, bonus: 0 },
  ];
  it('gives the stored rating for the stored settings: 40 × 3 ÷ 5 + 30 × 2 ÷ 5 − 50 × 2 ÷ 5', () => {
    expect(ratingWithSettings(values, [onTime, routes, incidents])).toBe(16);
  });
  it('follows a changed weight, a changed scale and the bonus', () => {
    expect(ratingWithSettings(values, [{ ...onTime, koeff: 5 }, routes, incidents])).toBe(22.85);
    const fullScale = { ...onTime, options: [{ min: 0, max: 100, value: 100 }] };
    expect(ratingWithSettings(values, [fullScale, routes, incidents])).toBe(52);
    const withBonus = values.map((value) => (value.indexId === 2 ? { ...value, bonus: 10 } : value));
    expect(ratingWithSettings(withBonus, [onTime, routes, incidents])).toBe(20);
  });
  it('keeps 0–100, counts a weight without a stored value in the scale, and is 0 with no positive weight', () => {
    expect(ratingWithSettings(values, [onTime, routes, { ...incidents, koeff: -20 }])).toBe(0);
    expect(ratingWithSettings(values, [onTime, routes, incidents, { id: 9, koeff: 5, options: [] }])).toBe(8);
    expect(
      ratingWithSettings(values, [
        { ...onTime, koeff: 0 },
        { ...routes, koeff: -1 },
      ]),
    ).toBe(0);
  });
});

describe('the rating figure', () => {
  it('always shows two decimals in ru-RU, as the detail table does', () => {
    expect(formatRating(51.5)).toBe('51,50');
    expect(formatRating(100)).toBe('100,00');
    expect(formatRating(-5.714)).toBe('-5,71');
  });
});

describe('a rating kept within the scale', () => {
  it('is told apart from the sum of its rows', () => {
    const rows = [17.14, 147.14, 28.57];
    expect(isRatingClamped(rows, periodRating(rows))).toBe(true);
    expect(isRatingClamped([17.14, 28.57], periodRating([17.14, 28.57]))).toBe(false);
  });
});
