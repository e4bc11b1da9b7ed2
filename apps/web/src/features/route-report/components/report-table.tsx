import {
  ROUTE_REPORT_COLUMNS,
  ROUTE_REPORT_TOTALS_LABEL,
  type RouteReportColumn,
} from '@portal/contract/freight/route-report.columns';
import type { RouteReport, RouteReportRow } from '@portal/contract/freight/route-report.schemas';
import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { reportCellText } from '../../../shared/list/report-cell-text';
import { PAGE_SIZE_OPTIONS } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';

const isNumeric = (column: RouteReportColumn) => column.total !== undefined && column.key !== 'lateness';

const columnsOf = (customerId: number): TableColumnsType<RouteReportRow> =>
  ROUTE_REPORT_COLUMNS.map((column) => ({
    key: column.key,
    title: column.header,
    ...(isNumeric(column) ? { align: 'right' as const } : {}),
    ...(column.key === 'latenessByPoint' ? { width: 260 } : {}),
    render: (_: unknown, row: RouteReportRow) => {
      const text = reportCellText(column.value(row));
      if (column.key === 'routeCode')
        return <Link to={routePath('customer-flight-view', { customerId, flightId: row.id })}>{text}</Link>;
      return isNumeric(column) ? <span style={{ whiteSpace: 'nowrap' }}>{text}</span> : text;
    },
  }));

type ReportTableProps = {
  customerId: number;
  data: RouteReport | undefined;
  isLoading: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number, limit: number) => void;
  emptyText: string;
};

/** The report's page of routes, paged by the server, with the totals of the whole filtered set last. */
export function ReportTable({
  customerId,
  data,
  isLoading,
  page,
  limit,
  onPageChange,
  emptyText,
}: ReportTableProps) {
  return (
    <FocusableScroll label="Отчёт по рейсам">
      <Table<RouteReportRow>
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
            <Table.Summary.Row className="route-report-totals">
              {ROUTE_REPORT_COLUMNS.map((column, index) => (
                <Table.Summary.Cell
                  key={column.key}
                  index={index}
                  {...(isNumeric(column) ? { align: 'right' as const } : {})}
                >
                  <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                    {index === 0
                      ? `${ROUTE_REPORT_TOTALS_LABEL}: ${data.totals.count}`
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
