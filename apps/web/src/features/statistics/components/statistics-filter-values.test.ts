import { describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  listQueryOf,
  STATISTICS_FILTER_KEYS,
  type StatisticsFilterKey,
  tabOf,
  toStatisticsRequest,
} from './statistics-filter-values';

const empty = Object.fromEntries(STATISTICS_FILTER_KEYS.map((key) => [key, ''])) as Record<
  StatisticsFilterKey,
  string
>;
const TODAY = new Date(2027, 2, 15);

describe('statistics filters in the URL', () => {
  it('defaults to the current month and the eleven before it', () => {
    expect(defaultPeriod(TODAY)).toEqual({ date_from: '01.04.2026', date_to: '15.03.2027' });
    expect(toStatisticsRequest(empty, TODAY)).toEqual({ dateFrom: '2026-04-01', dateTo: '2027-03-15' });
  });

  it('sends the typed period as days, a known grouping and well-formed ids only', () => {
    const filters = {
      ...empty,
      date_from: '01.01.2027',
      date_to: '31.01.2027',
      group_by: 'week',
      route_way: '5',
      transportation: '3',
      manager: 'x',
      contractor: '007',
    };
    expect(toStatisticsRequest(filters, TODAY)).toEqual({
      dateFrom: '2027-01-01',
      dateTo: '2027-01-31',
      groupBy: 'week',
      routeWay: '5',
      transportation: '3',
    });
    expect(toStatisticsRequest({ ...filters, group_by: 'year' }, TODAY).groupBy).toBeUndefined();
  });

  it('opens the list behind with the same period and filters', () => {
    expect(listQueryOf({ ...empty, route_way: '5', transportation: '3', contractor: '9' }, TODAY)).toBe(
      'date_from=01.04.2026&date_to=15.03.2027&route_way=5&transportation=3&contractor=9',
    );
  });

  it('falls back to the auctions tab for an unknown one', () => {
    expect(tabOf({ ...empty, tab: 'award-cost' })).toBe('award-cost');
    expect(tabOf({ ...empty, tab: 'nope' })).toBe('auction-economy');
  });
});
