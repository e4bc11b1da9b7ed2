import { dayBound, ID_TEXT } from '../../../shared/list/filter-text';
import type { AuctionReportFilterQuery } from '../api/auction-report';

/** The report's filters in the URL; dates as the user typed them (DD.MM.YYYY). */
export const AUCTION_REPORT_FILTER_KEYS = [
  'status',
  'route_way',
  'transportation',
  'contractor',
  'manager',
  'date_from',
  'date_to',
] as const;
export type AuctionReportFilterKey = (typeof AUCTION_REPORT_FILTER_KEYS)[number];

/** The URL's filters as the API's query; what is incomplete or malformed is left out rather than sent. */
export const toAuctionReportQuery = (
  filters: Record<AuctionReportFilterKey, string>,
): AuctionReportFilterQuery => {
  const query: AuctionReportFilterQuery = {};
  // Several statuses at once as `3,4,5` (a statistics figure opens the held auctions).
  const statuses = filters.status.split(',').filter((status) => /^[0-6]$/.test(status));
  if (statuses.length > 0) query.status = statuses;
  for (const key of ['route_way', 'transportation', 'contractor', 'manager'] as const)
    if (ID_TEXT.test(filters[key])) query[key] = filters[key];
  const from = dayBound(filters.date_from, 'from');
  const to = dayBound(filters.date_to, 'to');
  if (from) query.date_from = from;
  if (to) query.date_to = to;
  return query;
};
