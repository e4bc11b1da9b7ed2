import type { ReportColumn } from '@portal/contract/reports/report-column';
import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { reportCellText } from './report-cell-text';
import { PAGE_SIZE_OPTIONS } from './use-list-params';
import { useKeyColumnFixed, WideTableFrame } from './wide-table';

type ReportTableProps<Row, Totals> = {
  /** The scroll region's name for screen readers. */
  label: string;
  columns: readonly ReportColumn<Row, Totals>[];
  /** Right-aligned, unbroken columns. */
  isNumeric: (column: ReportColumn<Row, Totals>) => boolean;
  /** A cell drawn other than as its text (a link to the record), or undefined for the text. */
  renderCell?: (column: ReportColumn<Row, Totals>, row: Row, text: string) => ReactNode;
  /** Screen widths in pixels of the columns that need one. */
  widths?: Record<string, number>;
  /** The first cell of the totals row, before the count (`Итого`). */
  totalsLabel: string;
  totalsClassName?: string;
  rowKey: (row: Row) => number;
  data: { items: Row[]; totalCount: number; totals: Totals & { count: number } } | undefined;
  isLoading: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number, limit: number) => void;
  emptyText: string;
};

/** A report's page of rows, paged by the server, with the totals of the whole filtered set last. */
export function ReportTable<Row extends object, Totals>({
  label,
  columns,
  isNumeric,
  renderCell,
  widths = {},
  totalsLabel,
  totalsClassName,
  rowKey,
  data,
  isLoading,
  page,
  limit,
  onPageChange,
  emptyText,
}: ReportTableProps<Row, Totals>) {
  const tableColumns: TableColumnsType<Row> = useKeyColumnFixed(
    columns.map((column) => ({
      key: column.key,
      title: column.header,
      ...(isNumeric(column) ? { align: 'right' as const } : {}),
      ...(widths[column.key] ? { width: widths[column.key] } : {}),
      render: (_: unknown, row: Row) => {
        const text = reportCellText(column.value(row));
        const drawn = renderCell?.(column, row, text);
        if (drawn !== undefined) return drawn;
        return isNumeric(column) ? <span style={{ whiteSpace: 'nowrap' }}>{text}</span> : text;
      },
    })),
  );
  return (
    <WideTableFrame label={label}>
      <Table<Row>
        columns={tableColumns}
        rowKey={rowKey}
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
            <Table.Summary.Row className={totalsClassName}>
              {columns.map((column, index) => (
                <Table.Summary.Cell
                  key={column.key}
                  index={index}
                  {...(isNumeric(column) ? { align: 'right' as const } : {})}
                >
                  <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                    {index === 0
                      ? `${totalsLabel}: ${data.totals.count}`
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
    </WideTableFrame>
  );
}
