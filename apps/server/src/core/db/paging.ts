import type { Page, PageQuery } from '@portal/contract/pagination';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** `text%` for ILIKE: the values that begin with the text (best matches of a lookup come first). */
export const startsWithPattern = (text: string): string => `${escapeLike(text)}%`;

/** DESIGN 5: the list answer for one page of rows. */
export const pageAnswer = <T>(items: T[], totalCount: number, query: PageQuery): Page<T> => ({
  items,
  totalCount,
  currentPageNumber: query.page,
  numItemsPerPage: query.limit,
});
