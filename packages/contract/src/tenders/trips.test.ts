import { describe, expect, it } from 'vitest';
import { isoWeekday, periodDays, tripDates, tripsCountOf } from './trips';

describe('trip dates of a lot', () => {
  it('takes the weekdays of the pattern over a whole period, both ends counted', () => {
    expect(tripDates('2027-03-01', '2027-03-14', [1, 3, 5])).toEqual([
      '2027-03-01',
      '2027-03-03',
      '2027-03-05',
      '2027-03-08',
      '2027-03-10',
      '2027-03-12',
    ]);
    expect(tripDates('2027-03-01', '2027-03-01', [1])).toEqual(['2027-03-01']);
  });

  it('starts mid-week on the first matching day', () => {
    // 2026-11-26 is a Thursday: the first Monday is the 30th, and Thursday itself counts.
    expect(isoWeekday('2026-11-26')).toBe(4);
    expect(tripDates('2026-11-26', '2026-12-07', [1, 4])).toEqual([
      '2026-11-26',
      '2026-11-30',
      '2026-12-03',
      '2026-12-07',
    ]);
  });

  it('counts calendar days through the autumn and spring weekends where other countries change their clocks', () => {
    // Russia keeps no DST; a UTC calendar makes every day exactly one day anywhere.
    expect(tripsCountOf('2026-10-19', '2026-11-08', [7])).toBe(3);
    expect(tripDates('2027-03-22', '2027-04-04', [7])).toEqual(['2027-03-28', '2027-04-04']);
    expect(periodDays('2027-01-01', '2027-12-31')).toBe(365);
    expect(tripsCountOf('2028-01-01', '2028-12-31', [1, 2, 3, 4, 5, 6, 7])).toBe(366);
  });

  it('finds no trips when the pattern misses the period', () => {
    expect(tripDates('2027-03-01', '2027-03-02', [6, 7])).toEqual([]);
  });
});
