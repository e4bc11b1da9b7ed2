import { APPEAL_MESSAGES } from '@portal/contract/rating/appeal-status';
import type { IndexValue, RatingDetail, RatingListItem } from '@portal/contract/rating/rating.schemas';
import { DEFAULT_RATING_PERIOD } from '@portal/contract/rating/rating-periods';
import { and, asc, count, desc, eq, gte, inArray, lte, min } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { notFound } from '../../core/http/problem';
import { customers, ratingEvents, ratingIndexValues, ratings } from '../../db/schema/index';
import { ensureRatingIndexes, type IndexWithOptions } from './rating-indexes.repository';

type RatingRow = typeof ratings.$inferSelect;

export const presentIndex = (index: IndexWithOptions) => ({
  id: index.id,
  code: index.code,
  name: index.name,
  formula: index.formula,
  koeff: index.koeff,
  indexOptions: index.options.map((option) => ({
    id: option.id,
    min: option.min,
    max: option.max,
    value: option.value,
  })),
});

export const presentRatingItem = (row: RatingRow): RatingListItem => ({
  id: row.id,
  dateFrom: row.dateFrom,
  dateTo: row.dateTo,
  rating: row.rating,
});

/** The customers a carrier has ratings with, first by id (every carrier call defaults to the first). */
export const ratingCustomersOf = (db: Db, contractorId: number) =>
  db
    .selectDistinct({ id: customers.id, name: customers.name })
    .from(ratings)
    .innerJoin(customers, eq(customers.id, ratings.customerId))
    .where(eq(ratings.contractorId, contractorId))
    .orderBy(asc(customers.id));

export const defaultCustomerOf = async (db: Db, contractorId: number): Promise<number | null> => {
  const [row] = await db
    .select({ id: min(ratings.customerId) })
    .from(ratings)
    .where(eq(ratings.contractorId, contractorId));
  return row?.id ?? null;
};

export const listRatings = async (
  db: Db,
  pair: { customerId: number; contractorId: number },
  periodId: number,
  query: { dateFrom?: string | undefined; dateTo?: string | undefined; page: number; limit: number },
) => {
  const where = and(
    eq(ratings.customerId, pair.customerId),
    eq(ratings.contractorId, pair.contractorId),
    eq(ratings.periodId, periodId),
    query.dateFrom ? gte(ratings.dateTo, query.dateFrom) : undefined,
    query.dateTo ? lte(ratings.dateFrom, query.dateTo) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(ratings).where(where);
  const rows = await db
    .select()
    .from(ratings)
    .where(where)
    .orderBy(asc(ratings.dateFrom))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, totalCount: total?.value ?? 0 };
};

export const latestRating = async (
  db: Db,
  pair: { customerId: number; contractorId: number },
  periodId: number,
): Promise<RatingRow | undefined> =>
  (
    await db
      .select()
      .from(ratings)
      .where(
        and(
          eq(ratings.customerId, pair.customerId),
          eq(ratings.contractorId, pair.contractorId),
          eq(ratings.periodId, periodId),
        ),
      )
      .orderBy(desc(ratings.dateFrom))
      .limit(1)
  )[0];

export const findRating = async (db: Db | Tx, ratingId: number): Promise<RatingRow | undefined> =>
  (await db.select().from(ratings).where(eq(ratings.id, ratingId)))[0];

/** SPEC 3 rating detail: the rating and its index values with the index, its options and the calculation. */
export const ratingDetail = async (db: Db, rating: RatingRow | undefined): Promise<RatingDetail> => {
  if (!rating) throw notFound(APPEAL_MESSAGES.ratingNotFound);
  const indexes = await ensureRatingIndexes(db, rating.customerId);
  const values = await db.select().from(ratingIndexValues).where(eq(ratingIndexValues.ratingId, rating.id));
  const eventCounts = values.length
    ? await db
        .select({ indexValueId: ratingEvents.indexValueId, value: count() })
        .from(ratingEvents)
        .where(
          inArray(
            ratingEvents.indexValueId,
            values.map((value) => value.id),
          ),
        )
        .groupBy(ratingEvents.indexValueId)
    : [];
  const ratingIndexValuesOut: IndexValue[] = indexes.flatMap((index) => {
    const value = values.find((candidate) => candidate.indexId === index.id);
    if (!value) return [];
    return [
      {
        id: value.id,
        index: presentIndex(index),
        dateFrom: rating.dateFrom,
        dateTo: rating.dateTo,
        rating: value.points,
        bonus: value.bonus,
        bonusComment: value.bonusComment,
        calculation: {
          countNoDelayed: value.countNoDelayed,
          countAuctions: value.countAuctions,
          countRoutes: value.countRoutes,
        },
        result: value.result,
        eventsCount: eventCounts.find((row) => row.indexValueId === value.id)?.value ?? 0,
      },
    ];
  });
  return {
    id: rating.id,
    dateFrom: rating.dateFrom,
    dateTo: rating.dateTo,
    rating: rating.rating,
    periodId: rating.periodId,
    ratingIndexValues: ratingIndexValuesOut,
  };
};

/** The carrier's latest rating with the customer in the default period kind, null before any (the carrier card). */
export const latestRatingOf = async (
  db: Db,
  customerId: number,
  contractorId: number,
): Promise<number | null> => {
  const [row] = await db
    .select({ rating: ratings.rating })
    .from(ratings)
    .where(
      and(
        eq(ratings.customerId, customerId),
        eq(ratings.contractorId, contractorId),
        eq(ratings.periodId, DEFAULT_RATING_PERIOD),
      ),
    )
    .orderBy(desc(ratings.dateFrom))
    .limit(1);
  return row?.rating ?? null;
};
