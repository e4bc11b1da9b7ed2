import type { UseQueryResult } from '@tanstack/react-query';
import { useLastPage } from '../list/use-last-page';
import type { ListParams } from '../list/use-list-params';

type ReportData = { items: readonly unknown[]; totalCount: number };

/** The props of a paged report's table (shared ReportTable) from its query and the URL's page. */
export const useReportTable = <Data extends ReportData>(
  query: Pick<UseQueryResult<Data>, 'data' | 'isPending' | 'isPlaceholderData' | 'isError'>,
  { page, limit, setPage }: Pick<ListParams<string>, 'page' | 'limit' | 'setPage'>,
  emptyText: string,
) => {
  const { data } = query;
  useLastPage(data, page, limit, setPage);
  return {
    data,
    isLoading: query.isPending || query.isPlaceholderData,
    page,
    limit,
    onPageChange: setPage,
    emptyText: query.isError && !data ? 'Не удалось загрузить отчёт. Нажмите «Обновить».' : emptyText,
  };
};
