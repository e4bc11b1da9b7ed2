import { formatNumber } from '@portal/contract/format/numbers';
import { type Page, TOTAL_COUNT_CAP } from '@portal/contract/pagination';
import { Empty, Table, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import { PAGE_SIZE_OPTIONS } from './use-list-params';
import { useKeyColumnFixed, WideTableFrame } from './wide-table';

export type PagedTableProps<T> = {
  columns: TableColumnsType<T>;
  rowKey: (row: T) => Key;
  data: Page<T> | undefined;
  isLoading: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number, limit: number) => void;
  emptyText?: string;
  /** The key of the column the server sorts by ('' for none) and its change; a column opts in with `sorter: true`. */
  sort?: string;
  onSortChange?: (columnKey: string) => void;
  /** A last row under the page (the totals of the whole filtered set), drawn while the page has rows. */
  summary?: (data: Page<T>) => ReactNode;
};

const sortOrderOf = (
  key: Key | undefined,
  sortDirections: SortOrder[] | undefined,
  sort: string,
): SortOrder => (key === sort ? (sortDirections?.[0] ?? 'ascend') : null);

/**
 * The pager's total. A capped count (more than TOTAL_COUNT_CAP rows) reads «более 10 000», and a full page past it
 * still offers the next one, so every row stays reachable.
 */
const pagerTotal = <T,>(data: Page<T> | undefined, page: number, limit: number) => {
  if (!data?.totalCountCapped)
    return { total: data?.totalCount ?? 0, text: `Всего: ${data?.totalCount ?? 0}` };
  const nextPage = data.items.length === limit ? 1 : 0;
  return {
    total: Math.max(data.totalCount, (page - 1) * limit + data.items.length + nextPage),
    text: `Всего: более ${formatNumber(TOTAL_COUNT_CAP)}`,
  };
};

/** A table paged by the server: page and limit go to the query, the total comes from totalCount. */
export function PagedTable<T extends object>({
  columns,
  rowKey,
  data,
  isLoading,
  page,
  limit,
  onPageChange,
  emptyText = 'Ничего не найдено',
  sort = '',
  onSortChange,
  summary,
}: PagedTableProps<T>) {
  const pager = pagerTotal(data, page, limit);
  const shownColumns = useKeyColumnFixed(
    columns.map((column) =>
      column.sorter ? { ...column, sortOrder: sortOrderOf(column.key, column.sortDirections, sort) } : column,
    ),
  );
  return (
    <WideTableFrame label="Таблица">
      <Table<T>
        columns={shownColumns}
        rowKey={rowKey}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action !== 'sort' || !onSortChange || Array.isArray(sorter)) return;
          onSortChange(sorter.order ? String(sorter.columnKey ?? '') : '');
        }}
        dataSource={data?.items ?? []}
        {...(summary ? { summary: () => (data && data.items.length > 0 ? summary(data) : null) } : {})}
        loading={isLoading}
        size="middle"
        // Narrow windows scroll the table sideways instead of squeezing the columns.
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: isLoading ? (
            <div style={{ height: 96 }} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
          ),
        }}
        pagination={{
          current: page,
          pageSize: limit,
          total: pager.total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: () => pager.text,
          hideOnSinglePage: false,
          onChange: onPageChange,
        }}
      />
    </WideTableFrame>
  );
}
