import type { StatisticsEconomy, StatisticsKey } from '@portal/contract/statistics/statistics.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { fetchReportWorkbook } from '../../../shared/export/fetch-report-workbook';
import { useSession } from '../../../shared/session/session-query';

/** The API's query: the period as YYYY-MM-DD, the grouping and the filters that are set. */
export type StatisticsRequest = Partial<
  Record<'dateFrom' | 'dateTo' | 'groupBy' | 'routeWay' | 'transportation' | 'manager' | 'contractor', string>
>;

/** Any economy's answer as the screen reads it: figures by name, the auction economy's timing besides. */
export type FigureValues = Record<string, number | null>;
export type StatisticsAnswer = {
  totals: FigureValues;
  series: (FigureValues & { period: string })[];
  rows: (FigureValues & { key: StatisticsKey })[];
  timing?: { minutesBeforeEnd: number; bids: number; lowest: number }[];
};

const statisticsPath = (customerId: number, economy: StatisticsEconomy) =>
  `/api/statistics/${customerId}/${economy}`;

/** GET /api/statistics/{customerId}/{economy} (DESIGN 12). */
export const useStatistics = (economy: StatisticsEconomy, query: StatisticsRequest) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: ['statistics', customerId, economy, query] as const,
    queryFn: ({ signal }) =>
      api.get<StatisticsAnswer>(statisticsPath(customerId, economy), { query, signal }),
    placeholderData: keepPreviousData,
    enabled: customerId > 0 && Boolean(query.dateFrom && query.dateTo),
  });
};

/** GET …?format=xlsx: the tab's rows with the totals as the server writes them. */
export const fetchStatisticsWorkbook = (
  customerId: number,
  economy: StatisticsEconomy,
  query: StatisticsRequest,
  onProgress: (fraction: number) => void,
) => fetchReportWorkbook(statisticsPath(customerId, economy), query, onProgress);
