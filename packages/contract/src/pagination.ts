import * as z from 'zod';
import { MAX_PAGE_LIMIT } from './constants';
import { queryIntegerSchema } from './ids';

/**
 * The lists of large sets (flights, auctions, tenders) count their matches only this far: past it the answer says
 * `totalCount: TOTAL_COUNT_CAP` with `totalCountCapped: true`, and the web shows «более 10 000».
 */
export const TOTAL_COUNT_CAP = 10_000;

/** Pages beyond this hold nothing any list will have; the bound keeps the offset a safe integer. */
export const MAX_PAGE_NUMBER = 1_000_000;

// DESIGN 5: lists take ?page=1&limit=100 and answer { items, totalCount, currentPageNumber, numItemsPerPage }.
export const pageQuerySchema = z.object({
  page: queryIntegerSchema(1, MAX_PAGE_NUMBER).default(1),
  limit: queryIntegerSchema(1, MAX_PAGE_LIMIT).default(MAX_PAGE_LIMIT),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    currentPageNumber: z.number().int(),
    numItemsPerPage: z.number().int(),
    // Present on the capped lists; absent, the count is exact.
    totalCountCapped: z.boolean().optional(),
  });

export type Page<T> = {
  items: T[];
  totalCount: number;
  currentPageNumber: number;
  numItemsPerPage: number;
  totalCountCapped?: boolean;
};
