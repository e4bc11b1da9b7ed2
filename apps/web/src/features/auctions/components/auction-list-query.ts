import { AUCTION_STATUSES } from '@portal/contract/auctions/auction-status';
import { auctionFilterShape, type CustomerAuctionPage } from '@portal/contract/auctions/auctions.schemas';
import { listApiQuery } from '../../../shared/list/list-api-query';

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

export const auctionListApiQuery = (
  filters: Partial<Record<AuctionFilterKey | 'status', string>>,
): AuctionListApiQuery => listApiQuery(filters, [...AUCTION_FILTER_KEYS, 'status'], auctionFilterShape);

/** The tabs' labels need every status and the total of the server's `counts`. */
export const tabCounts = (counts: CustomerAuctionPage['counts'] | undefined) => {
  const byStatus = Object.fromEntries(AUCTION_STATUSES.map((status) => [status, counts?.[status] ?? 0]));
  return { ...byStatus, all: Object.values(byStatus).reduce((sum, count) => sum + count, 0) } as Record<
    number | 'all',
    number
  >;
};
