import type { Page, PageQuery } from '@portal/contract/pagination';

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** DESIGN 5: the list answer for one page of rows. */
export const pageAnswer = <T>(items: T[], totalCount: number, query: PageQuery): Page<T> => ({
  items,
  totalCount,
  currentPageNumber: query.page,
  numItemsPerPage: query.limit,
});
