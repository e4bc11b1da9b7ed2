import { useEffect } from 'react';

/**
 * A page past the end (a row deleted, the filters narrowed the set below this page) shows the last page there
 * is instead of an empty table.
 */
export const useLastPage = (
  data: { items: readonly unknown[]; totalCount: number } | undefined,
  page: number,
  limit: number,
  setPage: (page: number) => void,
) => {
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1 && data.totalCount > 0)
      setPage(Math.ceil(data.totalCount / limit));
  }, [data, page, limit, setPage]);
};
