import type { Page } from '@portal/contract/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { ExportButton } from '../export/export-button';
import type { ExportOptions } from '../export/export-to-excel';
import { FilterPanel } from './filter-panel';
import { PagedTable, type PagedTableProps } from './paged-table';
import { RefreshButton } from './refresh-button';
import { useLastPage } from './use-last-page';
import type { ListParams } from './use-list-params';

export type ListPageProps<T, K extends string> = {
  /** From useListParams: page, limit and filters in the URL. */
  list: ListParams<K>;
  /** The page query of the list; its dataUpdatedAt is the time of the last refresh. */
  query: UseQueryResult<Page<T>>;
  columns: PagedTableProps<T>['columns'];
  rowKey: PagedTableProps<T>['rowKey'];
  /** Buttons on the left of the toolbar (Add…). */
  actions?: ReactNode;
  /** FilterField elements; without them there is no filter panel. */
  filters?: ReactNode;
  exportOptions?: ExportOptions<T>;
  emptyText?: string;
  /** The totals row under the table (PagedTable's `summary`). */
  summary?: PagedTableProps<T>['summary'];
};

/**
 * DESIGN 10's list screen: toolbar (actions, Excel export, refresh with its time), the collapsible filter panel
 * and the server-paged table with its loading and empty states. The screen title comes from the main layout.
 */
export function ListPage<T extends object, K extends string>({
  list,
  query,
  columns,
  rowKey,
  actions,
  filters,
  exportOptions,
  emptyText,
  summary,
}: ListPageProps<T, K>) {
  const { data } = query;
  const { page, limit, setPage } = list;

  useLastPage(data, page, limit, setPage);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex gap={8} wrap>
          {actions}
        </Flex>
        <Flex gap={8} align="center" wrap style={{ marginLeft: 'auto' }}>
          {exportOptions && <ExportButton options={exportOptions} />}
          <RefreshButton
            onRefresh={() => void query.refetch()}
            isRefreshing={query.isFetching && !query.isPending}
            updatedAt={query.dataUpdatedAt}
          />
        </Flex>
      </Flex>
      {filters && (
        <FilterPanel activeCount={list.activeFilterCount} onReset={list.resetFilters}>
          {filters}
        </FilterPanel>
      )}
      <PagedTable<T>
        columns={columns}
        rowKey={rowKey}
        data={data}
        isLoading={query.isPending || query.isPlaceholderData}
        page={page}
        limit={limit}
        onPageChange={setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        {...(summary ? { summary } : {})}
        {...(query.isError && !data
          ? { emptyText: 'Не удалось загрузить список. Нажмите «Обновить».' }
          : emptyText
            ? { emptyText }
            : {})}
      />
    </Flex>
  );
}
