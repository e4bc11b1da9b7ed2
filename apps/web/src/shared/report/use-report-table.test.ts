import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReportTable } from './use-report-table';

const pageOf = (count: number, totalCount: number) => ({
  items: Array.from({ length: count }, (_, index) => ({ id: index + 1 })),
  totalCount,
});
const loaded = (data: ReturnType<typeof pageOf> | undefined, isError = false) => ({
  data,
  isPending: data === undefined && !isError,
  isPlaceholderData: false,
  isError,
});

describe('useReportTable', () => {
  it('moves a page past the end of the filtered set to its last page', () => {
    const setPage = vi.fn();
    renderHook(() =>
      useReportTable(loaded(pageOf(0, 250)), { page: 4, limit: 100, setPage }, 'Рейсы не найдены'),
    );
    expect(setPage).toHaveBeenCalledWith(3);
  });

  it('stays on the first page of an empty set and says so', () => {
    const setPage = vi.fn();
    const { result } = renderHook(() =>
      useReportTable(loaded(pageOf(0, 0)), { page: 1, limit: 100, setPage }, 'Аукционы не найдены'),
    );
    expect(setPage).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({
      isLoading: false,
      page: 1,
      limit: 100,
      emptyText: 'Аукционы не найдены',
    });
  });

  it('asks for a refresh when the report could not be loaded', () => {
    const { result } = renderHook(() =>
      useReportTable(loaded(undefined, true), { page: 1, limit: 100, setPage: vi.fn() }, 'Рейсы не найдены'),
    );
    expect(result.current.emptyText).toBe('Не удалось загрузить отчёт. Нажмите «Обновить».');
  });
});
