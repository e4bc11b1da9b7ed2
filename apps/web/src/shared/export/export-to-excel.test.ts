import type { Page } from '@portal/contract/pagination';
import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from '../api/fetch-all-pages';
import { buildWorkbook } from './export-to-excel';

const pageOf = (page: number, total: number): Page<number> => {
  const first = (page - 1) * 100;
  const items = Array.from(
    { length: Math.max(0, Math.min(100, total - first)) },
    (_, index) => first + index,
  );
  return { items, totalCount: total, currentPageNumber: page, numItemsPerPage: 100 };
};

// jsdom's Blob has no arrayBuffer().
const readBytes = (blob: Blob): Promise<ArrayBuffer> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('Excel export', () => {
  it('reads every page with limit 100 and reports the progress', async () => {
    const fetchPage = vi.fn(async (page: number, limit: number) => {
      expect(limit).toBe(100);
      return pageOf(page, 250);
    });
    const progress: number[] = [];
    const rows = await fetchAllPages(fetchPage, (fraction) => progress.push(fraction));
    expect(rows).toHaveLength(250);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(progress.at(-1)).toBe(1);
  });

  it('reads one page of an empty list', async () => {
    const fetchPage = vi.fn(async (page: number) => pageOf(page, 0));
    expect(await fetchAllPages(fetchPage)).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('writes a real .xlsx (a zip archive) with the Russian headers', async () => {
    const blob = await buildWorkbook(
      [{ name: 'Урок', published: true }],
      [
        { header: 'Название', value: (row) => row.name },
        { header: 'Опубликован', value: (row) => (row.published ? 'Да' : 'Нет') },
      ],
      'Видеоуроки',
    );
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = new Uint8Array(await readBytes(blob));
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  });
});
