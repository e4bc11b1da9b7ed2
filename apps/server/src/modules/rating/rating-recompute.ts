import {
  indexValueOf,
  periodRating,
  pointsFor,
  positiveKoeffSum,
  type RatingCalculation,
  resultPoints,
} from '@portal/contract/rating/rating.rules';
import { periodHolding, RATING_PERIODS, type RatingPeriodId } from '@portal/contract/rating/rating-periods';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { ratingEvents, ratingHistory, ratingIndexValues, ratings } from '../../db/schema/index';
import type { IndexCode } from './default-indexes';
import { ensureRatingIndexes, graceMinutesOf, type IndexWithOptions } from './rating-indexes.repository';
import { type ClosedRoute, type IncidentFact, type LateFact, readRatingInputs } from './rating-inputs';

type PeriodFacts = {
  dateFrom: string;
  dateTo: string;
  routes: ClosedRoute[];
  auctions: number;
  declined: number;
  incidents: IncidentFact[];
};
type EventFact = { movementPointId?: number; routeEventId?: number; date: Date; comment: string };

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
/** Periods are calendar days in Moscow, the operator's working zone. */
const moscowDay = (date: Date) => new Date(date.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

const calculationOf = (code: IndexCode, facts: PeriodFacts): RatingCalculation => {
  const none = { countNoDelayed: null, countAuctions: null, countRoutes: null };
  switch (code) {
    case 'onTime':
      return {
        countNoDelayed: facts.routes.filter((route) => !route.lateCounted).length,
        countAuctions: null,
        countRoutes: facts.routes.length,
      };
    case 'auctions':
      return { ...none, countAuctions: facts.auctions };
    case 'routes':
      return { ...none, countRoutes: facts.routes.length };
    case 'tenders':
      // Tenders are not built yet: no route comes from one.
      return { ...none, countRoutes: 0 };
    case 'incidents':
      return { ...none, countRoutes: facts.incidents.filter((incident) => !incident.excused).length };
    case 'declinedWins':
      return { ...none, countAuctions: facts.declined };
  }
};

const eventsOf = (code: IndexCode, facts: PeriodFacts): EventFact[] => {
  if (code === 'onTime')
    return facts.routes.flatMap((route) => route.late).map((late: LateFact) => ({ ...late }));
  if (code === 'incidents') return facts.incidents.map((incident) => ({ ...incident }));
  return [];
};

/** The facts of one carrier bucketed into the periods of one kind, by the Moscow day they happened. */
const bucket = (inputs: Awaited<ReturnType<typeof readRatingInputs>>, periodId: RatingPeriodId) => {
  const periods = new Map<string, PeriodFacts>();
  const at = (date: Date) => {
    const range = periodHolding(periodId, moscowDay(date));
    const facts = periods.get(range.dateFrom) ?? {
      ...range,
      routes: [],
      auctions: 0,
      declined: 0,
      incidents: [],
    };
    periods.set(range.dateFrom, facts);
    return facts;
  };
  for (const route of inputs.closedRoutes) at(route.date).routes.push(route);
  for (const date of inputs.auctionDates) at(date).auctions += 1;
  for (const date of inputs.declinedDates) at(date).declined += 1;
  for (const incident of inputs.incidents) at(incident.date).incidents.push(incident);
  return periods;
};

const syncEvents = async (tx: Tx, indexValueId: number, facts: EventFact[]) => {
  const existing = await tx.select().from(ratingEvents).where(eq(ratingEvents.indexValueId, indexValueId));
  const key = (fact: { movementPointId?: number | null; routeEventId?: number | null }) =>
    fact.movementPointId ? `p${fact.movementPointId}` : `e${fact.routeEventId}`;
  const wanted = new Set(facts.map(key));
  const stale = existing.filter((row) => !wanted.has(key(row))).map((row) => row.id);
  if (stale.length > 0) await tx.delete(ratingEvents).where(inArray(ratingEvents.id, stale));
  const present = new Set(existing.map(key));
  const missing = facts.filter((fact) => !present.has(key(fact)));
  if (missing.length > 0)
    await tx.insert(ratingEvents).values(
      missing.map((fact) => ({
        indexValueId,
        movementPointId: fact.movementPointId ?? null,
        routeEventId: fact.routeEventId ?? null,
        eventDate: fact.date,
        comment: fact.comment,
      })),
    );
};

const writeRating = async (
  tx: Tx,
  pair: { customerId: number; contractorId: number },
  periodId: RatingPeriodId,
  facts: PeriodFacts,
  indexes: IndexWithOptions[],
  before: { id: number; rating: number } | undefined,
  reason: string,
) => {
  const [rating] = before
    ? [before]
    : await tx
        .insert(ratings)
        .values({ ...pair, periodId, dateFrom: facts.dateFrom, dateTo: facts.dateTo, rating: 0 })
        .returning({ id: ratings.id, rating: ratings.rating });
  const values = await tx.select().from(ratingIndexValues).where(eq(ratingIndexValues.ratingId, rating!.id));
  const positiveSum = positiveKoeffSum(indexes.map((index) => index.koeff));
  const results: number[] = [];
  for (const index of indexes) {
    const calculation = calculationOf(index.code, facts);
    const points = pointsFor(index.options, indexValueOf(calculation));
    const current = values.find((value) => value.indexId === index.id);
    const bonus = current?.bonus ?? 0;
    const result = resultPoints({ rating: points, bonus, koeff: index.koeff }, positiveSum);
    results.push(result);
    const row = { ...calculation, points, result };
    const [saved] = current
      ? await tx
          .update(ratingIndexValues)
          .set(row)
          .where(eq(ratingIndexValues.id, current.id))
          .returning({ id: ratingIndexValues.id })
      : await tx
          .insert(ratingIndexValues)
          .values({ ratingId: rating!.id, indexId: index.id, ...row })
          .returning({ id: ratingIndexValues.id });
    await syncEvents(tx, saved!.id, eventsOf(index.code, facts));
  }
  const after = periodRating(results);
  if (!before || before.rating !== after) {
    await tx.update(ratings).set({ rating: after, computedAt: new Date() }).where(eq(ratings.id, rating!.id));
    await tx.insert(ratingHistory).values({
      ratingId: rating!.id,
      before: before?.rating ?? null,
      after,
      reason: before ? reason : 'расчёт',
    });
  }
};

/**
 * Recomputes every period of one customer and carrier from the real data. Rows are updated in place (ids stay,
 * DESIGN 11); a changed figure leaves a history entry with the reason. One pair at a time (advisory lock).
 */
export const recomputeRatings = async (
  db: Db,
  customerId: number,
  contractorId: number,
  reason = 'пересчёт',
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${customerId}, ${contractorId})`);
    const indexes = await ensureRatingIndexes(tx, customerId);
    const inputs = await readRatingInputs(tx, customerId, contractorId, await graceMinutesOf(tx, customerId));
    const existing = await tx
      .select({
        id: ratings.id,
        rating: ratings.rating,
        periodId: ratings.periodId,
        dateFrom: ratings.dateFrom,
        dateTo: ratings.dateTo,
      })
      .from(ratings)
      .where(and(eq(ratings.customerId, customerId), eq(ratings.contractorId, contractorId)));
    for (const period of RATING_PERIODS) {
      const periods = bucket(inputs, period.id);
      for (const old of existing.filter((row) => row.periodId === period.id))
        if (!periods.has(old.dateFrom))
          periods.set(old.dateFrom, {
            dateFrom: old.dateFrom,
            dateTo: old.dateTo,
            routes: [],
            auctions: 0,
            declined: 0,
            incidents: [],
          });
      for (const facts of periods.values()) {
        const before = existing.find((row) => row.periodId === period.id && row.dateFrom === facts.dateFrom);
        await writeRating(tx, { customerId, contractorId }, period.id, facts, indexes, before, reason);
      }
    }
  });
};
