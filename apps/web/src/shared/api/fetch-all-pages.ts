import { MAX_PAGE_LIMIT } from '@portal/contract/constants';
import type { Page } from '@portal/contract/pagination';

export type FetchPage<T> = (page: number, limit: number) => Promise<Page<T>>;

/**
 * Reads every page of a list (MAX_PAGE_LIMIT rows each), reporting progress from 0 to 1. A capped count says only
 * that there are more rows than the cap: such a list is read until a page comes back short.
 */
export const fetchAllPages = async <T>(
  fetchPage: FetchPage<T>,
  onProgress?: (fraction: number) => void,
): Promise<T[]> => {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page, MAX_PAGE_LIMIT);
    rows.push(...result.items);
    const countedPages = Math.max(1, Math.ceil(result.totalCount / MAX_PAGE_LIMIT));
    const pageCount = result.totalCountCapped ? Math.max(countedPages, page + 1) : countedPages;
    const isLast = result.totalCountCapped ? result.items.length < MAX_PAGE_LIMIT : page >= pageCount;
    onProgress?.(isLast ? 1 : page / pageCount);
    // An empty page ends the loop even if the total changed while reading.
    if (isLast || result.items.length === 0) return rows;
  }
};
