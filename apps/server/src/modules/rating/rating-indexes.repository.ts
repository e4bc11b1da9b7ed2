import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { ratingIndexes, ratingIndexOptions, ratingSettings } from '../../db/schema/index';
import { DEFAULT_GRACE_MINUTES, DEFAULT_INDEXES, type IndexCode } from './default-indexes';

export type IndexWithOptions = typeof ratingIndexes.$inferSelect & {
  code: IndexCode;
  options: (typeof ratingIndexOptions.$inferSelect)[];
};

/** The customer's indexes with their options, seeded with DEFAULT_INDEXES the first time they are needed. */
export const ensureRatingIndexes = async (tx: Tx | Db, customerId: number): Promise<IndexWithOptions[]> => {
  let rows = await tx
    .select()
    .from(ratingIndexes)
    .where(eq(ratingIndexes.customerId, customerId))
    .orderBy(asc(ratingIndexes.position), asc(ratingIndexes.id));
  if (rows.length === 0) {
    rows = await tx
      .insert(ratingIndexes)
      .values(
        DEFAULT_INDEXES.map((index, position) => ({
          customerId,
          code: index.code,
          name: index.name,
          formula: index.formula,
          koeff: index.koeff,
          position,
        })),
      )
      .onConflictDoNothing()
      .returning();
    if (rows.length === DEFAULT_INDEXES.length)
      await tx.insert(ratingIndexOptions).values(
        rows.flatMap((row) =>
          DEFAULT_INDEXES.find((index) => index.code === row.code)!.options.map((option) => ({
            indexId: row.id,
            ...option,
          })),
        ),
      );
    else return ensureRatingIndexes(tx, customerId);
  }
  const options = await tx
    .select()
    .from(ratingIndexOptions)
    .where(
      inArray(
        ratingIndexOptions.indexId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(ratingIndexOptions.min), asc(ratingIndexOptions.id));
  return rows.map((row) => ({
    ...row,
    code: row.code as IndexCode,
    options: options.filter((option) => option.indexId === row.id),
  }));
};

export const graceMinutesOf = async (tx: Tx | Db, customerId: number): Promise<number> => {
  const [row] = await tx.select().from(ratingSettings).where(eq(ratingSettings.customerId, customerId));
  return row?.graceMinutes ?? DEFAULT_GRACE_MINUTES;
};
