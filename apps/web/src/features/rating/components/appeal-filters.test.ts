import { describe, expect, it } from 'vitest';
import { appealListQuery, statusesOf, statusFilterText } from './appeal-filters';

const none = { id: '', status: '', index: '', contractors: '', date_from: '', date_to: '' };

describe('the customer appeals filters', () => {
  it('defaults the status to New and keeps an emptied choice empty', () => {
    expect(statusesOf('')).toEqual([0]);
    expect(statusesOf(statusFilterText([]))).toEqual([]);
    expect(statusesOf(statusFilterText([1, 3]))).toEqual([1, 3]);
  });

  it('sends the filters as SPEC 7 names them, page size 100', () => {
    expect(appealListQuery(none, 1, 100)).toEqual({ page: 1, limit: 100, status: [0] });
    expect(
      appealListQuery(
        {
          id: '12',
          status: '1,2',
          index: '3',
          contractors: '7,8',
          date_from: '2026-05-01T00:00',
          date_to: '2026-05-31T23:59',
        },
        2,
        100,
      ),
    ).toEqual({
      page: 2,
      limit: 100,
      id: 12,
      status: [1, 2],
      index: [3],
      contractors: [7, 8],
      date_from: '2026-05-01T00:00',
      date_to: '2026-05-31T23:59',
    });
    expect(appealListQuery({ ...none, id: 'abc', status: 'none' }, 1, 100)).toEqual({ page: 1, limit: 100 });
  });
});
