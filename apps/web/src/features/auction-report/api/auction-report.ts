import type { AuctionReport } from '@portal/contract/auction-report/auction-report.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { fetchReportWorkbook } from '../../../shared/export/fetch-report-workbook';
import { useSession } from '../../../shared/session/session-query';

/**
 * The report's filters as query text (DESIGN 11: status, route way, carrier, end between two Moscow times; the kind
 * of cargo and the manager as the statistics' figures open it, issue 24).
 */
export type AuctionReportFilterQuery = Partial<
  Record<'route_way' | 'transportation' | 'contractor' | 'manager' | 'date_from' | 'date_to', string> & {
    status: string[];
  }
>;

const reportPath = (customerId: number) => `/api/customers/${customerId}/reports/auctions`;

/** GET /api/customers/{customerId}/reports/auctions: one page of auctions with the totals of the whole set. */
export const useAuctionReport = (query: AuctionReportFilterQuery & { page: number; limit: number }) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: ['auction-report', customerId, query] as const,
    queryFn: ({ signal }) => api.get<AuctionReport>(reportPath(customerId), { query, signal }),
    placeholderData: keepPreviousData,
    enabled: customerId > 0,
  });
};

/** GET …/reports/auctions?format=xlsx: the whole filtered set as the server writes it. */
export const fetchAuctionReportWorkbook = (
  customerId: number,
  filter: AuctionReportFilterQuery,
  onProgress: (fraction: number) => void,
) => fetchReportWorkbook(reportPath(customerId), filter, onProgress);
