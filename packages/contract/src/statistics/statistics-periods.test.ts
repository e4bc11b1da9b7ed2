import { describe, expect, it } from 'vitest';
import { statisticsQuerySchema } from './statistics.schemas';
import { lastDayWithinYears, periodLabel, periodStart, periodsOf } from './statistics-periods';

describe('statistics periods', () => {
  it('starts a week on its Monday and a month on its first day', () => {
    expect(periodStart('2027-03-07', 'week')).toBe('2027-03-01');
    expect(periodStart('2027-03-01', 'week')).toBe('2027-03-01');
    expect(periodStart('2027-03-31', 'month')).toBe('2027-03-01');
    expect(periodStart('2027-03-31', 'day')).toBe('2027-03-31');
  });

  it('lists every period touching the range, empty ones too', () => {
    expect(periodsOf('2027-01-15', '2027-04-02', 'month')).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
    ]);
    expect(periodsOf('2027-03-03', '2027-03-15', 'week')).toEqual(['2027-03-01', '2027-03-08', '2027-03-15']);
    expect(periodsOf('2027-02-27', '2027-03-01', 'day')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
  });

  it('names periods in Russian', () => {
    expect(periodLabel('2027-03-01', 'month')).toBe('мар 2027');
    expect(periodLabel('2027-03-01', 'week')).toBe('неделя с 01.03.2027');
    expect(periodLabel('2027-03-05', 'day')).toBe('05.03.2027');
  });

  it('allows three calendar years and not a day more', () => {
    expect(lastDayWithinYears('2024-03-01', 3)).toBe('2027-02-28');
    const parse = (dateTo: string) =>
      statisticsQuerySchema.safeParse({ dateFrom: '2024-03-01', dateTo }).success;
    expect(parse('2027-02-28')).toBe(true);
    expect(parse('2027-03-01')).toBe(false);
    expect(parse('2024-02-29')).toBe(false);
  });

  it('gives a malformed day its own error and never compares it (the fuzzer’s «1» was a 500)', () => {
    const result = statisticsQuerySchema.safeParse({ dateFrom: '1', dateTo: '1' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['dateFrom', 'dateTo']);
  });

  it('reads repeated filters, defaults the grouping to month and refuses unknown ones', () => {
    const query = statisticsQuerySchema.parse({
      dateFrom: '2027-01-01',
      dateTo: '2027-01-31',
      routeWay: ['1', '2'],
      manager: '5',
    });
    expect(query).toMatchObject({ groupBy: 'month', routeWay: [1, 2], manager: [5], format: 'json' });
    expect(
      statisticsQuerySchema.safeParse({ dateFrom: '2027-01-01', dateTo: '2027-01-31', groupBy: 'year' })
        .success,
    ).toBe(false);
    expect(
      statisticsQuerySchema.safeParse({
        dateFrom: '2027-01-01',
        dateTo: '2027-01-31',
        routeWay: '2147483648',
      }).success,
    ).toBe(false);
  });
});
