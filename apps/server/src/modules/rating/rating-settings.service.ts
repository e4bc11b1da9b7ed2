import { APPEAL_MESSAGES } from '@portal/contract/rating/appeal-status';
import type {
  BonusValues,
  IndexOptionsBody,
  RatingIndexBody,
  RatingSettings,
} from '@portal/contract/rating/rating.schemas';
import { DEFAULT_RATING_PERIOD } from '@portal/contract/rating/rating-periods';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { notFound } from '../../core/http/problem';
import {
  contractors,
  ratingHistory,
  ratingIndexes,
  ratingIndexOptions,
  ratingIndexValues,
  ratingSettings,
  ratings,
} from '../../db/schema/index';
import { ensureRatingIndexes, graceMinutesOf } from './rating-indexes.repository';
import { presentIndex } from './rating-reads';
import { recomputeRatings } from './rating-recompute';

export const customerIndexes = async (ctx: AppContext, customerId: number) => ({
  items: (await ensureRatingIndexes(ctx.db, customerId)).map(presentIndex),
});

export const customerIndex = async (ctx: AppContext, customerId: number, indexId: number) => {
  const index = (await ensureRatingIndexes(ctx.db, customerId)).find((candidate) => candidate.id === indexId);
  if (!index) throw notFound(APPEAL_MESSAGES.indexNotFound);
  return presentIndex(index);
};

/** Every carrier rated by the customer is recomputed after a change of its settings. */
const recomputeCustomer = async (ctx: AppContext, customerId: number, reason: string) => {
  const pairs = await ctx.db
    .selectDistinct({ contractorId: ratings.contractorId })
    .from(ratings)
    .where(eq(ratings.customerId, customerId));
  for (const pair of pairs) await recomputeRatings(ctx.db, customerId, pair.contractorId, reason);
};

export const ratingSettingsOf = async (ctx: AppContext, customerId: number): Promise<RatingSettings> => ({
  graceMinutes: await graceMinutesOf(ctx.db, customerId),
});

export const updateRatingSettings = async (ctx: AppContext, principal: Principal, body: RatingSettings) => {
  const customerId = principal.ownerId;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(ratingSettings)
      .values({ customerId, graceMinutes: body.graceMinutes })
      .onConflictDoUpdate({ target: ratingSettings.customerId, set: { graceMinutes: body.graceMinutes } });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'rating_settings',
      entityId: customerId,
      action: 'update',
      details: body,
    });
  });
  await recomputeCustomer(ctx, customerId, 'пересчёт: изменены настройки рейтинга');
  return ratingSettingsOf(ctx, customerId);
};

export const updateIndex = async (
  ctx: AppContext,
  principal: Principal,
  indexId: number,
  body: Required<Pick<RatingIndexBody, 'name' | 'formula' | 'koeff'>>,
) => {
  await customerIndex(ctx, principal.ownerId, indexId);
  await ctx.db.transaction(async (tx) => {
    await tx.update(ratingIndexes).set(body).where(eq(ratingIndexes.id, indexId));
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'rating_index',
      entityId: indexId,
      action: 'update',
      details: body,
    });
  });
  await recomputeCustomer(ctx, principal.ownerId, 'пересчёт: изменены настройки рейтинга');
  return customerIndex(ctx, principal.ownerId, indexId);
};

export const replaceOptions = async (
  ctx: AppContext,
  principal: Principal,
  indexId: number,
  body: IndexOptionsBody,
) => {
  await customerIndex(ctx, principal.ownerId, indexId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(ratingIndexOptions).where(eq(ratingIndexOptions.indexId, indexId));
    if (body.options.length > 0)
      await tx.insert(ratingIndexOptions).values(body.options.map((option) => ({ indexId, ...option })));
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'rating_index',
      entityId: indexId,
      action: 'options',
      details: { options: body.options },
    });
  });
  await recomputeCustomer(ctx, principal.ownerId, 'пересчёт: изменены настройки рейтинга');
  return customerIndex(ctx, principal.ownerId, indexId);
};

/** PUT indexvalues/{id}: the customer's bonus points and comment; the rating is recomputed at once. */
export const setBonus = async (
  ctx: AppContext,
  principal: Principal,
  indexValueId: number,
  body: BonusValues,
) => {
  const [owner] = await ctx.db
    .select({ customerId: ratings.customerId, contractorId: ratings.contractorId, ratingId: ratings.id })
    .from(ratingIndexValues)
    .innerJoin(ratings, eq(ratings.id, ratingIndexValues.ratingId))
    .where(eq(ratingIndexValues.id, indexValueId));
  if (owner?.customerId !== principal.ownerId) throw notFound(APPEAL_MESSAGES.indexValueNotFound);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(ratingIndexValues)
      .set({ bonus: body.bonus, bonusComment: body.bonusComment })
      .where(eq(ratingIndexValues.id, indexValueId));
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'rating_index_value',
      entityId: indexValueId,
      action: 'bonus',
      comment: body.bonusComment,
      details: { bonus: body.bonus },
    });
  });
  await recomputeRatings(ctx.db, owner.customerId, owner.contractorId, 'пересчёт: изменён бонус');
  return owner.ratingId;
};

/** Carriers ranked by their latest rating of the period kind, with the previous one for the trend. */
export const ratingTop = async (
  ctx: AppContext,
  customerId: number,
  periodId: number = DEFAULT_RATING_PERIOD,
) => {
  const rows = await ctx.db
    .select({ rating: ratings, name: contractors.name })
    .from(ratings)
    .innerJoin(contractors, eq(contractors.id, ratings.contractorId))
    .where(and(eq(ratings.customerId, customerId), eq(ratings.periodId, periodId)))
    .orderBy(asc(ratings.contractorId), desc(ratings.dateFrom));
  const byCarrier = new Map<number, typeof rows>();
  for (const row of rows)
    byCarrier.set(row.rating.contractorId, [...(byCarrier.get(row.rating.contractorId) ?? []), row]);
  const items = [...byCarrier.values()].map(([latest, previous]) => ({
    contractor: { id: latest!.rating.contractorId, name: latest!.name },
    ratingId: latest!.rating.id,
    dateFrom: latest!.rating.dateFrom,
    dateTo: latest!.rating.dateTo,
    rating: latest!.rating.rating,
    previous: previous?.rating.rating ?? null,
  }));
  return { items: items.sort((a, b) => b.rating - a.rating) };
};

export const ratingHistoryOf = async (
  ctx: AppContext,
  customerId: number,
  query: { page: number; limit: number; contractor?: number | undefined },
) => {
  const where = and(
    eq(ratings.customerId, customerId),
    query.contractor ? eq(ratings.contractorId, query.contractor) : undefined,
  );
  const [total] = await ctx.db
    .select({ value: count() })
    .from(ratingHistory)
    .innerJoin(ratings, eq(ratings.id, ratingHistory.ratingId))
    .where(where);
  const rows = await ctx.db
    .select({ history: ratingHistory, rating: ratings, name: contractors.name })
    .from(ratingHistory)
    .innerJoin(ratings, eq(ratings.id, ratingHistory.ratingId))
    .innerJoin(contractors, eq(contractors.id, ratings.contractorId))
    .where(where)
    .orderBy(desc(ratingHistory.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.map((row) => ({
      id: row.history.id,
      createdAt: row.history.createdAt.toISOString(),
      ratingId: row.rating.id,
      contractor: { id: row.rating.contractorId, name: row.name },
      dateFrom: row.rating.dateFrom,
      dateTo: row.rating.dateTo,
      before: row.history.before,
      after: row.history.after,
      reason: row.history.reason,
    })),
    totalCount: total?.value ?? 0,
    currentPageNumber: query.page,
    numItemsPerPage: query.limit,
  };
};
