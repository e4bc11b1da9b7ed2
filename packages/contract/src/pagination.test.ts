import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { MAX_PAGE_LIMIT } from './constants';
import { pageOf, pageQuerySchema } from './pagination';

// DESIGN 5: lists take ?page=1&limit=100.
describe('pageQuerySchema', () => {
  it('starts at page 1 with 100 items unless told otherwise', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: MAX_PAGE_LIMIT });
    expect(pageQuerySchema.parse({ page: '3', limit: '20' })).toEqual({ page: 3, limit: 20 });
  });

  it('numbers pages from 1', () => {
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });

  it('takes 1 to 100 items a page', () => {
    expect(pageQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(pageQuerySchema.parse({ limit: String(MAX_PAGE_LIMIT) }).limit).toBe(MAX_PAGE_LIMIT);
    expect(pageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ limit: String(MAX_PAGE_LIMIT + 1) }).success).toBe(false);
  });
});

describe('pageOf', () => {
  it('answers the items with the total, the page number and the page size', () => {
    const page = { items: [{ id: 1 }], totalCount: 1, currentPageNumber: 1, numItemsPerPage: 100 };
    expect(pageOf(z.object({ id: z.number() })).parse(page)).toEqual(page);
  });
});
