import type { Page, PageQuery } from '@portal/contract/pagination';
import { and, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database';

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

/**
 * One page of a table's rows that match the conditions, newest id first, and how many match in all (the auctions'
 * and tenders' lists of both sides).
 */
export const findPageOf = async <T extends PgTable & { id: PgColumn }>(
  db: Db | Tx,
  table: T,
  conditions: SQL[],
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> => {
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ count: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.count ?? 0 };
};
