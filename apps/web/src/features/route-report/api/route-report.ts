import type { RouteReport } from '@portal/contract/freight/route-report.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { fetchReportWorkbook } from '../../../shared/export/fetch-report-workbook';
import { useSession } from '../../../shared/session/session-query';

/** The list's filters as query text (DESIGN 11: the report takes the flights list's filters). */
export type RouteReportFilterQuery = Partial<
  Record<
    | 'name'
    | 'transportation'
    | 'route_way'
    | 'first_point'
    | 'last_point'
    | 'date_from'
    | 'date_to'
    | 'contractor'
    | 'manager'
    | 'is_draft'
    | 'is_cancel'
    | 'state',
    string
  >
>;

export type RouteReportQuery = RouteReportFilterQuery & { page: number; limit: number };

const reportPath = (customerId: number) => `/api/customers/${customerId}/reports/routes`;

/** GET /api/customers/{customerId}/reports/routes: one page of the routes with the totals of the whole set. */
export const fetchRouteReport = (customerId: number, query: RouteReportQuery, signal?: AbortSignal) =>
  api.get<RouteReport>(reportPath(customerId), { query, ...(signal ? { signal } : {}) });

export const routeReportQueryOptions = (customerId: number, query: RouteReportQuery) =>
  queryOptions({
    queryKey: ['route-report', customerId, query] as const,
    queryFn: ({ signal }) => fetchRouteReport(customerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useRouteReport = (query: RouteReportQuery) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({ ...routeReportQueryOptions(customerId, query), enabled: customerId > 0 });
};

/** GET …/reports/routes?format=xlsx: the whole filtered set as the server writes it. */
export const fetchRouteReportWorkbook = (
  customerId: number,
  filter: RouteReportFilterQuery,
  onProgress: (fraction: number) => void,
) => fetchReportWorkbook(reportPath(customerId), filter, onProgress);
