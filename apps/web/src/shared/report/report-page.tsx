import type { UseQueryResult } from '@tanstack/react-query';
import { Flex } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { ReportExportButton } from '../export/report-export-button';
import { FilterPanel } from '../list/filter-panel';
import { RefreshButton } from '../list/refresh-button';
import type { ListParams } from '../list/use-list-params';

type ReportToolbar = {
  fileName: string;
  fetchWorkbook: ComponentProps<typeof ReportExportButton>['fetchWorkbook'];
  /** The report's query: the refresh button reloads it and shows when it was loaded. */
  query: Pick<UseQueryResult, 'refetch' | 'isFetching' | 'isPending' | 'dataUpdatedAt'>;
};

type ReportPageProps = {
  /** The server's workbook and the refresh; null where the screen shows neither (the portal's usage). */
  toolbar: ReportToolbar | null;
  /** The filter fields, in the collapsible panel. */
  filters: ReactNode;
  /** From useListParams: how many filters are set, and their reset. */
  list: Pick<ListParams<string>, 'activeFilterCount' | 'resetFilters'>;
  isFilterOpen?: boolean;
  /** The report itself: its table, or the statistics' tabs. */
  children: ReactNode;
};

/** A report screen (routes, auctions, statistics): the export and refresh buttons, the filters, the report. */
export function ReportPage({ toolbar, filters, list, isFilterOpen = true, children }: ReportPageProps) {
  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end" align="center" gap={8} wrap>
        {toolbar && (
          <>
            <ReportExportButton fileName={toolbar.fileName} fetchWorkbook={toolbar.fetchWorkbook} />
            <RefreshButton
              onRefresh={() => void toolbar.query.refetch()}
              isRefreshing={toolbar.query.isFetching && !toolbar.query.isPending}
              updatedAt={toolbar.query.dataUpdatedAt}
            />
          </>
        )}
      </Flex>
      <FilterPanel
        activeCount={list.activeFilterCount}
        onReset={list.resetFilters}
        isDefaultOpen={isFilterOpen}
      >
        {filters}
      </FilterPanel>
      {children}
    </Flex>
  );
}
