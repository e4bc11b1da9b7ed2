import {
  AUCTION_REPORT_COLUMNS,
  AUCTION_REPORT_TOTALS_LABEL,
  type AuctionReportColumn,
} from '@portal/contract/auction-report/auction-report.columns';
import type { AuctionReport } from '@portal/contract/auction-report/auction-report.schemas';
import { Link } from 'react-router';
import { ReportTable } from '../../../shared/list/report-table';
import { routePath } from '../../../shared/navigation/route-path';

const NUMERIC = new Set(AUCTION_REPORT_COLUMNS.filter((column) => column.total).map((column) => column.key));
NUMERIC.add('bestSumm').add('participantsCount');
const isNumeric = (column: AuctionReportColumn) => NUMERIC.has(column.key);

type Props = {
  customerId: number;
  data: AuctionReport | undefined;
  isLoading: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number, limit: number) => void;
  emptyText: string;
};

/** The report's page of auctions, each number a link to the auction's live view. */
export function AuctionReportTable({ customerId, ...paging }: Props) {
  return (
    <ReportTable
      label="Отчёт по аукционам"
      columns={AUCTION_REPORT_COLUMNS}
      isNumeric={isNumeric}
      renderCell={(column, row, text) =>
        column.key === 'number' ? (
          <Link to={routePath('customer-auction-view', { customerId, auctionsId: row.id })}>{text}</Link>
        ) : undefined
      }
      totalsLabel={AUCTION_REPORT_TOTALS_LABEL}
      rowKey={(row) => row.id}
      {...paging}
    />
  );
}
