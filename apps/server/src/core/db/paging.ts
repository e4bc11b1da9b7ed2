import { type Page, type PageQuery, TOTAL_COUNT_CAP } from '@portal/contract/pagination';
import { and, count, desc, type SQL, sql } from 'drizzle-orm';
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
 * How many rows match, counted no further than one past TOTAL_COUNT_CAP: the count of a large set stops early
 * instead of reading every match (bench:flights, issue 27).
 */
export const countUpToCap = (db: Db | Tx, table: PgTable, where: SQL | undefined) =>
  db.select({ count: count() }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(where)
      .limit(TOTAL_COUNT_CAP + 1)
      .as('capped'),
  );

/** The list answer of a capped list: a count past the cap answers the cap with `totalCountCapped: true`. */
export const cappedPageAnswer = <T>(items: T[], countedUpToCap: number, query: PageQuery): Page<T> => ({
  ...pageAnswer(items, Math.min(countedUpToCap, TOTAL_COUNT_CAP), query),
  totalCountCapped: countedUpToCap > TOTAL_COUNT_CAP,
});

/**
 * One page of a table's rows that match the conditions, newest id first, and how many match up to the cap (the
 * auctions' and tenders' lists of both sides).
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
    countUpToCap(db, table, where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.count ?? 0 };
};
