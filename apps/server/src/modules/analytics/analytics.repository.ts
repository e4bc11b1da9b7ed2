import type { OwnerType } from '@portal/contract/roles';
import { and, asc, between, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { analyticsDailyCounts } from '../../db/schema/index';

export type DailyCount = Omit<typeof analyticsDailyCounts.$inferInsert, 'id'>;

/** Adds each row's count to its day's row, creating it on the first event (one statement, no read first). */
export const addDailyCounts = async (db: Db, rows: DailyCount[]) => {
  if (rows.length === 0) return;
  const t = analyticsDailyCounts;
  await db
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.day, t.ownerType, t.ownerId, t.role, t.routeId, t.name, t.action],
      set: { count: sql`${t.count} + excluded.count` },
    });
};

/** A company's counts of a period, summed over roles: the roles never leave the table. */
export const companyCountsByDay = (
  db: Db,
  owner: { ownerType: OwnerType; ownerId: number },
  dateFrom: string,
  dateTo: string,
) => {
  const t = analyticsDailyCounts;
  return db
    .select({
      day: t.day,
      routeId: t.routeId,
      name: t.name,
      action: t.action,
      count: sql<number>`sum(${t.count})::int`,
    })
    .from(t)
    .where(
      and(eq(t.ownerType, owner.ownerType), eq(t.ownerId, owner.ownerId), between(t.day, dateFrom, dateTo)),
    )
    .groupBy(t.day, t.routeId, t.name, t.action)
    .orderBy(asc(t.day));
};

/** Deletes the daily rows before `firstKeptDay`; answers how many went. */
export const deleteCountsBefore = async (db: Db, firstKeptDay: string): Promise<number> => {
  const deleted = await db
    .delete(analyticsDailyCounts)
    .where(lt(analyticsDailyCounts.day, firstKeptDay))
    .returning({ id: analyticsDailyCounts.id });
  return deleted.length;
};
