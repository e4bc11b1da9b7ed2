import { MAX_PAGE_LIMIT } from '@portal/contract/constants';
import { TOTAL_COUNT_CAP } from '@portal/contract/pagination';
import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './fetch-all-pages';

/** A server list of `rows` rows whose count stops at the cap as the flights' does. */
const cappedList = (rows: number) => async (page: number, limit: number) => ({
  items: Array.from(
    { length: Math.max(0, Math.min(limit, rows - (page - 1) * limit)) },
    (_, index) => (page - 1) * limit + index,
  ),
  totalCount: Math.min(rows, TOTAL_COUNT_CAP),
  totalCountCapped: rows > TOTAL_COUNT_CAP,
  currentPageNumber: page,
  numItemsPerPage: limit,
});

describe('fetchAllPages', () => {
  it('reads past a capped count until a page comes back short, ending the progress at 1', async () => {
    const progress: number[] = [];
    const rows = await fetchAllPages(cappedList(TOTAL_COUNT_CAP + MAX_PAGE_LIMIT + 7), (fraction) =>
      progress.push(fraction),
    );
    expect(rows).toHaveLength(TOTAL_COUNT_CAP + MAX_PAGE_LIMIT + 7);
    expect(rows.at(-1)).toBe(TOTAL_COUNT_CAP + MAX_PAGE_LIMIT + 6);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((fraction, index) => index === 0 || fraction >= progress[index - 1]!)).toBe(true);
  });

  it('stops at the counted pages of an exact count', async () => {
    const asked: number[] = [];
    const list = cappedList(MAX_PAGE_LIMIT + 1);
    const rows = await fetchAllPages((page, limit) => {
      asked.push(page);
      return list(page, limit);
    });
    expect(rows).toHaveLength(MAX_PAGE_LIMIT + 1);
    expect(asked).toEqual([1, 2]);
  });
});
