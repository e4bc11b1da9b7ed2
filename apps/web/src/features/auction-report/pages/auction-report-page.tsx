import { auctionReportSavingNote } from '@portal/contract/auction-report/auction-report.columns';
import { AUCTION_REPORT_FILE_NAME } from '@portal/contract/auction-report/auction-report.schemas';
import { MAX_PAGE_LIMIT } from '@portal/contract/constants';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useListParams } from '../../../shared/list/use-list-params';
import { ReportPage } from '../../../shared/report/report-page';
import { useReportTable } from '../../../shared/report/use-report-table';
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
  const { filters, page, limit } = list;
  const filter = useMemo(() => toAuctionReportQuery(filters), [filters]);
  const query = useAuctionReport({ ...filter, page, limit });
  const table = useReportTable(query, list, 'Аукционы не найдены');

  return (
    <ReportPage
      toolbar={{
        fileName: AUCTION_REPORT_FILE_NAME,
        fetchWorkbook: (owner, onProgress) => fetchAuctionReportWorkbook(owner, filter, onProgress),
        query,
      }}
      filters={<AuctionReportFilters filters={filters} setFilter={list.setFilter} />}
      list={list}
    >
      <AuctionReportTable customerId={customerId} {...table} />
      {query.data && query.data.totals.count > 0 && (
        <Typography.Text type="secondary">{auctionReportSavingNote(query.data.totals)}</Typography.Text>
      )}
    </ReportPage>
  );
}

export { AuctionReportPage as Component };
