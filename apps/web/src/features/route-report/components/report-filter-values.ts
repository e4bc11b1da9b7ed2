import { dayBound, ID_TEXT } from '../../../shared/list/filter-text';
import type { RouteReportFilterQuery } from '../api/route-report';

/** The report's filters in the URL; dates as the user typed them (DD.MM.YYYY). */
export const REPORT_FILTER_KEYS = [
  'name',
  'transportation',
  'route_way',
  'first_point',
  'last_point',
  'date_from',
  'date_to',
  'contractor',
  'manager',
  'is_draft',
  'is_cancel',
  'state',
] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

const ID_KEYS = [
  'transportation',
  'route_way',
  'first_point',
  'last_point',
  'contractor',
  'manager',
] as const;

/** The URL's filters as the API's query; what is incomplete or malformed is left out rather than sent. */
export const toReportFilterQuery = (filters: Record<ReportFilterKey, string>): RouteReportFilterQuery => {
  const query: RouteReportFilterQuery = {};
  const name = filters.name.trim();
  if (name) query.name = name;
  for (const key of ID_KEYS) if (ID_TEXT.test(filters[key])) query[key] = filters[key];
  const from = dayBound(filters.date_from, 'from');
  const to = dayBound(filters.date_to, 'to');
  if (from) query.date_from = from;
  if (to) query.date_to = to;
  for (const key of ['is_draft', 'is_cancel'] as const)
    if (filters[key] === 'true' || filters[key] === 'false') query[key] = filters[key];
  if (/^[0-7]$/.test(filters.state)) query.state = filters.state;
  return query;
};
