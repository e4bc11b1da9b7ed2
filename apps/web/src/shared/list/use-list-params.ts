import { MAX_PAGE_LIMIT } from '@portal/contract/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, MAX_PAGE_LIMIT];

export type ListParams<K extends string> = {
  page: number;
  limit: number;
  /** Every filter as its URL text; '' when not set. */
  filters: Record<K, string>;
  activeFilterCount: number;
  setPage: (page: number, limit?: number) => void;
  /** Sets one filter and goes back to the first page. */
  setFilter: (key: K, value: string) => void;
  resetFilters: () => void;
  /** The key of the column the server sorts by; '' for the list's own order. */
  sort: string;
  setSort: (columnKey: string) => void;
};

const positiveInt = (text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

/**
 * The state of a list screen (page, page size, filters) kept in the URL search params, so a reload, a shared
 * link or the browser's Back returns to the same list. The URL is replaced, not pushed: paging and filtering
 * do not fill the history.
 */
export const useListParams = <K extends string>(
  filterKeys: readonly K[],
  {
    defaultLimit = DEFAULT_PAGE_SIZE,
    keptKeys = [],
  }: {
    defaultLimit?: number;
    /** Keys that hold the screen's state rather than a filter (a tab): not counted as set, kept by a reset. */
    keptKeys?: readonly K[];
  } = {},
): ListParams<K> => {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInt(searchParams.get('page'), 1);
  const limit = positiveInt(searchParams.get('limit'), defaultLimit, MAX_PAGE_LIMIT);
  const filterKey = filterKeys.join('|');
  const resetKeys = filterKeys.filter((key) => !keptKeys.includes(key));
  const resetKey = resetKeys.join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the keys' content.
  const filters = useMemo(
    () =>
      Object.fromEntries(filterKeys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<K, string>,
    [searchParams, filterKey],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (nextPage: number, nextLimit?: number) =>
      update((next) => {
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        if (nextLimit !== undefined && nextLimit !== defaultLimit) next.set('limit', String(nextLimit));
        else if (nextLimit !== undefined) next.delete('limit');
      }),
    [update, defaultLimit],
  );

  const setFilter = useCallback(
    (key: K, value: string) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }),
    [update],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey stands for the keys' content.
  const resetFilters = useCallback(
    () =>
      update((next) => {
        for (const key of resetKeys) next.delete(key);
        next.delete('page');
      }),
    [update, resetKey],
  );

  const setSort = useCallback(
    (columnKey: string) =>
      update((next) => {
        if (columnKey) next.set('sort', columnKey);
        else next.delete('sort');
        next.delete('page');
      }),
    [update],
  );

  const activeFilterCount = resetKeys.filter((key) => filters[key]).length;
  const sort = searchParams.get('sort') ?? '';
  // One object while the address stays, so a memoised filter panel skips the renders of the list's answers.
  return useMemo(
    () => ({ page, limit, filters, activeFilterCount, setPage, setFilter, resetFilters, sort, setSort }),
    [page, limit, filters, activeFilterCount, setPage, setFilter, resetFilters, sort, setSort],
  );
};
