import { MAX_PAGE_LIMIT } from '@portal/contract/constants';
import { ROUTE_REPORT_FILE_NAME } from '@portal/contract/freight/route-report.schemas';
import { Flex } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ReportExportButton } from '../../../shared/export/report-export-button';
import { FilterPanel } from '../../../shared/list/filter-panel';
import { RefreshButton } from '../../../shared/list/refresh-button';
import { useListParams } from '../../../shared/list/use-list-params';
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
  const { filters, page, limit, setPage } = list;
  const filter = useMemo(() => toReportFilterQuery(filters), [filters]);
  const query = useRouteReport({ ...filter, page, limit });
  const { data } = query;
  // Twelve filters fill a phone's screen: there the panel starts folded, above the table.
  const [isFilterOpen] = useState(
    () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches,
  );

  useEffect(() => {
    // The filters narrowed the set below this page: show the last page there is.
    if (data && data.items.length === 0 && page > 1 && data.totalCount > 0)
      setPage(Math.ceil(data.totalCount / limit));
  }, [data, page, limit, setPage]);

  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end" align="center" gap={8} wrap>
        <ReportExportButton
          fileName={ROUTE_REPORT_FILE_NAME}
          fetchWorkbook={(owner, onProgress) => fetchRouteReportWorkbook(owner, filter, onProgress)}
        />
        <RefreshButton
          onRefresh={() => void query.refetch()}
          isRefreshing={query.isFetching && !query.isPending}
          updatedAt={query.dataUpdatedAt}
        />
      </Flex>
      <FilterPanel
        activeCount={list.activeFilterCount}
        onReset={list.resetFilters}
        isDefaultOpen={isFilterOpen}
      >
        <ReportFilters filters={filters} setFilter={list.setFilter} />
      </FilterPanel>
      <ReportTable
        customerId={customerId}
        data={data}
        isLoading={query.isPending || query.isPlaceholderData}
        page={page}
        limit={limit}
        onPageChange={setPage}
        emptyText={
          query.isError && !data ? 'Не удалось загрузить отчёт. Нажмите «Обновить».' : 'Рейсы не найдены'
        }
      />
    </Flex>
  );
}

export { RouteReportPage as Component };
