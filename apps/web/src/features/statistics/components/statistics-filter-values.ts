import { parseDateInput } from '@portal/contract/format/date-input';
import { STATISTICS_ECONOMIES, type StatisticsEconomy } from '@portal/contract/statistics/statistics.schemas';
import { STATISTICS_GROUPINGS } from '@portal/contract/statistics/statistics-periods';
import { ID_TEXT } from '../../../shared/list/filter-text';
import type { StatisticsRequest } from '../api/statistics';

/** The screen's state in the URL: the tab, the period as typed (DD.MM.YYYY), the grouping and the filters. */
export const STATISTICS_FILTER_KEYS = [
  'tab',
  'date_from',
  'date_to',
  'group_by',
  'route_way',
  'transportation',
  'manager',
  'contractor',
] as const;
export type StatisticsFilterKey = (typeof STATISTICS_FILTER_KEYS)[number];

const pad = (value: number) => String(value).padStart(2, '0');
const typed = (date: Date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The default period: the current month and the eleven before it, to today. */
export const defaultPeriod = (today: Date) => ({
  date_from: typed(new Date(today.getFullYear(), today.getMonth() - 11, 1)),
  date_to: typed(today),
});

const dayOf = (text: string): string | undefined => {
  const date = text.length === 10 ? parseDateInput(text) : null;
  return date ? iso(date) : undefined;
};

export const tabOf = (filters: Record<StatisticsFilterKey, string>): StatisticsEconomy =>
  (STATISTICS_ECONOMIES as readonly string[]).includes(filters.tab)
    ? (filters.tab as StatisticsEconomy)
    : 'auction-economy';

/** The URL's filters as the API's query, the default period where none is typed; malformed ids are left out. */
export const toStatisticsRequest = (
  filters: Record<StatisticsFilterKey, string>,
  today: Date,
): StatisticsRequest => {
  const period = defaultPeriod(today);
  const request: StatisticsRequest = {
    dateFrom: dayOf(filters.date_from || period.date_from),
    dateTo: dayOf(filters.date_to || period.date_to),
  };
  if ((STATISTICS_GROUPINGS as readonly string[]).includes(filters.group_by))
    request.groupBy = filters.group_by;
  if (ID_TEXT.test(filters.route_way)) request.routeWay = filters.route_way;
  if (ID_TEXT.test(filters.transportation)) request.transportation = filters.transportation;
  if (ID_TEXT.test(filters.manager)) request.manager = filters.manager;
  if (ID_TEXT.test(filters.contractor)) request.contractor = filters.contractor;
  return request;
};

/**
 * The query of the list behind a figure (the auctions, tenders or flights report) with the same filters: the
 * reports take the period as typed and a route way, a kind of cargo, a carrier and a manager each.
 */
export const listQueryOf = (filters: Record<StatisticsFilterKey, string>, today: Date): string => {
  const period = defaultPeriod(today);
  const query = new URLSearchParams({
    date_from: filters.date_from || period.date_from,
    date_to: filters.date_to || period.date_to,
  });
  for (const key of ['route_way', 'transportation', 'contractor', 'manager'] as const)
    if (ID_TEXT.test(filters[key])) query.set(key, filters[key]);
  return query.toString();
};
