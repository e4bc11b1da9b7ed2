import { MAX_PAGE_LIMIT } from '@portal/contract/constants';
import type { Page } from '@portal/contract/pagination';

export type FetchPage<T> = (page: number, limit: number) => Promise<Page<T>>;

/** Reads every page of a list (MAX_PAGE_LIMIT rows each), reporting progress from 0 to 1. */
export const fetchAllPages = async <T>(
  fetchPage: FetchPage<T>,
  onProgress?: (fraction: number) => void,
): Promise<T[]> => {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page, MAX_PAGE_LIMIT);
    rows.push(...result.items);
    const pageCount = Math.max(1, Math.ceil(result.totalCount / MAX_PAGE_LIMIT));
    onProgress?.(Math.min(1, page / pageCount));
    // An empty page ends the loop even if the total changed while reading.
    if (page >= pageCount || result.items.length === 0) return rows;
  }
};
