import { AUCTION_REPORT_FILE_NAME } from '@portal/contract/auction-report/auction-report.schemas';
import { MAX_PAGE_LIMIT } from '@portal/contract/constants';
import { Flex } from 'antd';
import { useMemo } from 'react';
import { ReportExportButton } from '../../../shared/export/report-export-button';
import { FilterPanel } from '../../../shared/list/filter-panel';
import { RefreshButton } from '../../../shared/list/refresh-button';
import { useListParams } from '../../../shared/list/use-list-params';
import { useSession } from '../../../shared/session/session-query';
import { fetchAuctionReportWorkbook, useAuctionReport } from '../api/auction-report';
import { AUCTION_REPORT_FILTER_KEYS, toAuctionReportQuery } from '../components/auction-report-filter-values';
import { AuctionReportFilters } from '../components/auction-report-filters';
import { AuctionReportTable } from '../components/auction-report-table';

/**
 * SPEC 2.2 reports/auctions (issue 15): per auction the start, best and winning price, saving in roubles and
 * percent, bids, participants, extensions, winner and declines; totals of the whole filtered set; the server's
 * workbook of that set.
 */
function AuctionReportPage() {
  const customerId = useSession()?.ownerId ?? 0;
  const list = useListParams(AUCTION_REPORT_FILTER_KEYS, { defaultLimit: MAX_PAGE_LIMIT });
  const { filters, page, limit, setPage } = list;
  const filter = useMemo(() => toAuctionReportQuery(filters), [filters]);
  const query = useAuctionReport({ ...filter, page, limit });
  const { data } = query;

  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end" align="center" gap={8} wrap>
        <ReportExportButton
          fileName={AUCTION_REPORT_FILE_NAME}
          fetchWorkbook={(owner, onProgress) => fetchAuctionReportWorkbook(owner, filter, onProgress)}
        />
        <RefreshButton
          onRefresh={() => void query.refetch()}
          isRefreshing={query.isFetching && !query.isPending}
          updatedAt={query.dataUpdatedAt}
        />
      </Flex>
      <FilterPanel activeCount={list.activeFilterCount} onReset={list.resetFilters} isDefaultOpen>
        <AuctionReportFilters filters={filters} setFilter={list.setFilter} />
      </FilterPanel>
      <AuctionReportTable
        customerId={customerId}
        data={data}
        isLoading={query.isPending || query.isPlaceholderData}
        page={page}
        limit={limit}
        onPageChange={setPage}
        emptyText={
          query.isError && !data ? 'Не удалось загрузить отчёт. Нажмите «Обновить».' : 'Аукционы не найдены'
        }
      />
    </Flex>
  );
}

export { AuctionReportPage as Component };
