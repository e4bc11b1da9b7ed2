import { MAX_PAGE_LIMIT } from '@portal/contract/constants';
import { ROUTE_REPORT_FILE_NAME } from '@portal/contract/freight/route-report.schemas';
import { useMemo, useState } from 'react';
import { useListParams } from '../../../shared/list/use-list-params';
import { ReportPage } from '../../../shared/report/report-page';
import { useReportTable } from '../../../shared/report/use-report-table';
import { useSession } from '../../../shared/session/session-query';
import { fetchRouteReportWorkbook, useRouteReport } from '../api/route-report';
import { REPORT_FILTER_KEYS, toReportFilterQuery } from '../components/report-filter-values';
import { ReportFilters } from '../components/report-filters';
import { ReportTable } from '../components/report-table';

/**
 * SPEC 2.2 reports/routes (issue 13): the customer's routes with route way, dates, contractor, sums with and
 * without VAT, lateness per point and state; the flights list's filters; totals of the whole filtered set; the
 * server's workbook of that set.
 */
function RouteReportPage() {
  const customerId = useSession()?.ownerId ?? 0;
  const list = useListParams(REPORT_FILTER_KEYS, { defaultLimit: MAX_PAGE_LIMIT });
  const { filters, page, limit } = list;
  const filter = useMemo(() => toReportFilterQuery(filters), [filters]);
  const query = useRouteReport({ ...filter, page, limit });
  const table = useReportTable(query, list, 'Рейсы не найдены');
  // Twelve filters fill a phone's screen: there the panel starts folded, above the table.
  const [isFilterOpen] = useState(
    () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches,
  );

  return (
    <ReportPage
      toolbar={{
        fileName: ROUTE_REPORT_FILE_NAME,
        fetchWorkbook: (owner, onProgress) => fetchRouteReportWorkbook(owner, filter, onProgress),
        query,
      }}
      filters={<ReportFilters filters={filters} setFilter={list.setFilter} />}
      list={list}
      isFilterOpen={isFilterOpen}
    >
      <ReportTable customerId={customerId} {...table} />
    </ReportPage>
  );
}

export { RouteReportPage as Component };
