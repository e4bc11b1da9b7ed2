import { AUCTION_STATUSES } from '@portal/contract/auctions/auction-status';
import { auctionFilterShape, type CustomerAuctionPage } from '@portal/contract/auctions/auctions.schemas';

/** The list's URL filters, named as the API takes them (the status is the tabs' own key). */
export const AUCTION_FILTER_KEYS = [
  'number',
  'route_way',
  'date_from',
  'date_to',
  'contractor',
  'manager',
] as const;
export type AuctionFilterKey = (typeof AUCTION_FILTER_KEYS)[number];
export type AuctionListApiQuery = Partial<Record<AuctionFilterKey | 'status' | 'page' | 'limit', string>>;

/**
 * The API query from the URL's filter texts: each value the contract's schema refuses is left out (a half-typed
 * number shows the whole list rather than an error), and a «по» before the «с» is dropped as the server refuses it.
 */
export const auctionListApiQuery = (
  filters: Partial<Record<AuctionFilterKey | 'status', string>>,
): AuctionListApiQuery => {
  const query: AuctionListApiQuery = {};
  for (const key of [...AUCTION_FILTER_KEYS, 'status'] as const) {
    const value = filters[key]?.trim();
    if (value && auctionFilterShape[key].safeParse(value).success) query[key] = value;
  }
  if (query.date_from && query.date_to && query.date_to < query.date_from) delete query.date_to;
  return query;
};

/** The tabs' labels need every status and the total of the server's `counts`. */
export const tabCounts = (counts: CustomerAuctionPage['counts'] | undefined) => {
  const byStatus = Object.fromEntries(AUCTION_STATUSES.map((status) => [status, counts?.[status] ?? 0]));
  return { ...byStatus, all: Object.values(byStatus).reduce((sum, count) => sum + count, 0) } as Record<
    number | 'all',
    number
  >;
};
