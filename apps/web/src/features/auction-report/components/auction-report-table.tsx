import {
  AUCTION_REPORT_COLUMNS,
  AUCTION_REPORT_TOTALS_LABEL,
} from '@portal/contract/auction-report/auction-report.columns';
import type { AuctionReport, AuctionReportRow } from '@portal/contract/auction-report/auction-report.schemas';
import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { reportCellText } from '../../../shared/list/report-cell-text';
import { PAGE_SIZE_OPTIONS } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';

const NUMERIC = new Set(AUCTION_REPORT_COLUMNS.filter((column) => column.total).map((column) => column.key));
NUMERIC.add('bestSumm').add('participantsCount');

const columnsOf = (customerId: number): TableColumnsType<AuctionReportRow> =>
  AUCTION_REPORT_COLUMNS.map((column) => ({
    key: column.key,
    title: column.header,
    ...(NUMERIC.has(column.key) ? { align: 'right' as const } : {}),
    render: (_: unknown, row: AuctionReportRow) => {
      const text = reportCellText(column.value(row));
      if (column.key === 'number')
        return (
          <Link to={routePath('customer-auction-view', { customerId, auctionsId: row.id })}>{text}</Link>
        );
      return NUMERIC.has(column.key) ? <span style={{ whiteSpace: 'nowrap' }}>{text}</span> : text;
    },
  }));

type Props = {
  customerId: number;
  data: AuctionReport | undefined;
  isLoading: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number, limit: number) => void;
  emptyText: string;
};

/** The report's page of auctions, paged by the server, with the totals of the whole filtered set last. */
export function AuctionReportTable({
  customerId,
  data,
  isLoading,
  page,
  limit,
  onPageChange,
  emptyText,
}: Props) {
  return (
    <FocusableScroll label="Отчёт по аукционам">
      <Table<AuctionReportRow>
        columns={columnsOf(customerId)}
        rowKey={(row) => row.id}
        dataSource={data?.items ?? []}
        loading={isLoading}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: isLoading ? (
            <div style={{ height: 96 }} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
          ),
        }}
        summary={() =>
          data && data.totalCount > 0 ? (
            <Table.Summary.Row>
              {AUCTION_REPORT_COLUMNS.map((column, index) => (
                <Table.Summary.Cell
                  key={column.key}
                  index={index}
                  {...(NUMERIC.has(column.key) ? { align: 'right' as const } : {})}
                >
                  <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                    {index === 0
                      ? `${AUCTION_REPORT_TOTALS_LABEL}: ${data.totals.count}`
                      : column.total
                        ? reportCellText(column.total(data.totals))
                        : ''}
                  </Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
        pagination={{
          current: page,
          pageSize: limit,
          total: data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total) => `Всего: ${total}`,
          onChange: onPageChange,
        }}
      />
    </FocusableScroll>
  );
}
