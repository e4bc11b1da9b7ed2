import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { conflict } from '../http/problem';
import type { Tx } from './database';

/**
 * Locks the record until the transaction ends and answers whether it is there. FOR UPDATE waits for a transaction
 * that is adding a reference to it (the reference's foreign-key check holds a key-share lock) and makes later ones
 * wait, so the counts that follow see every reference that will exist.
 */
export const lockRecord = async (tx: Tx, table: PgTable, where: SQL): Promise<boolean> => {
  const rows = await tx.select({ one: sql`1` }).from(table).where(where).for('update');
  return rows.length > 0;
};

/** How many rows of `table` match: one kind of use of a record (issue 21). */
export const countRows = async (tx: Tx, table: PgTable, where: SQL | undefined): Promise<number> => {
  const [row] = await tx.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
};

/**
 * Issue 21: a record others refer to is not deleted. The caller locks the record first (`lockRecord`, or its own
 * find with FOR UPDATE), counts each kind of use, and this answers 409 with the feature's message naming every
 * kind and its count.
 */
export const refuseWhenInUse = <Uses extends Record<string, number>>(
  uses: Uses,
  message: (uses: Uses) => string,
): void => {
  if (Object.values(uses).some((total) => total > 0)) throw conflict(message(uses));
};
