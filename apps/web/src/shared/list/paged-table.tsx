import type { Page } from '@portal/contract/pagination';
import { Empty, Grid, Table, type TableColumnsType } from 'antd';
import type { Key } from 'react';
import { FocusableScroll } from './focusable-scroll';
import { PAGE_SIZE_OPTIONS } from './use-list-params';

export type PagedTableProps<T> = {
  columns: TableColumnsType<T>;
  rowKey: (row: T) => Key;
  data: Page<T> | undefined;
  isLoading: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number, limit: number) => void;
  emptyText?: string;
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
}: PagedTableProps<T>) {
  const screens = Grid.useBreakpoint();
  // A fixed column would cover most of a phone's width; there the whole table scrolls as one.
  const shownColumns = screens.md === false ? columns.map(({ fixed: _fixed, ...column }) => column) : columns;
  return (
    <FocusableScroll label="Таблица">
      <Table<T>
        columns={shownColumns}
        rowKey={rowKey}
        dataSource={data?.items ?? []}
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
          total: data?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total) => `Всего: ${total}`,
          hideOnSinglePage: false,
          onChange: onPageChange,
        }}
      />
    </FocusableScroll>
  );
}
