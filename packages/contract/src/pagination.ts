import * as z from 'zod';
import { MAX_PAGE_LIMIT } from './constants';
import { queryIntegerSchema } from './ids';

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
  });

export type Page<T> = { items: T[]; totalCount: number; currentPageNumber: number; numItemsPerPage: number };
