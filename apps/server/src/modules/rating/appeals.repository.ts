import type { Appeal, AppealListQuery } from '@portal/contract/rating/rating.schemas';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../core/db/database';
import {
  appeals,
  contractors,
  departments,
  movementPoints,
  ratingEvents,
  ratingIndexes,
  ratingIndexValues,
  ratings,
  routeEvents,
  routes,
} from '../../db/schema/index';

const pointRoutes = alias(routes, 'point_routes');
const eventRoutes = alias(routes, 'event_routes');

const appealSelect = (db: Db | Tx) =>
  db
    .select({
      appeal: appeals,
      contractorName: contractors.name,
      event: ratingEvents,
      indexValueId: ratingIndexValues.id,
      indexId: ratingIndexes.id,
      indexName: ratingIndexes.name,
      dateFrom: ratings.dateFrom,
      dateTo: ratings.dateTo,
      point: movementPoints,
      pointRoute: { id: pointRoutes.id, routeCode: pointRoutes.routeCode },
      department: { id: departments.id, name: departments.name, timezone: departments.timezone },
      routeEvent: { id: routeEvents.id, type: routeEvents.type },
      eventRoute: { id: eventRoutes.id, routeCode: eventRoutes.routeCode },
    })
    .from(appeals)
    .innerJoin(contractors, eq(contractors.id, appeals.contractorId))
    .innerJoin(ratingEvents, eq(ratingEvents.id, appeals.ratingEventId))
    .innerJoin(ratingIndexValues, eq(ratingIndexValues.id, ratingEvents.indexValueId))
    .innerJoin(ratingIndexes, eq(ratingIndexes.id, ratingIndexValues.indexId))
    .innerJoin(ratings, eq(ratings.id, ratingIndexValues.ratingId))
    .leftJoin(movementPoints, eq(movementPoints.id, ratingEvents.movementPointId))
    .leftJoin(pointRoutes, eq(pointRoutes.id, movementPoints.routeId))
    .leftJoin(departments, eq(departments.id, movementPoints.departmentId))
    .leftJoin(routeEvents, eq(routeEvents.id, ratingEvents.routeEventId))
    .leftJoin(eventRoutes, eq(eventRoutes.id, routeEvents.routeId));

type AppealRow = Awaited<ReturnType<ReturnType<typeof appealSelect>['execute']>>[number];

export type AppealRecord = typeof appeals.$inferSelect;

const present = (row: AppealRow): Appeal => ({
  id: row.appeal.id,
  createdOn: row.appeal.createdOn.toISOString(),
  status: row.appeal.status,
  comment: row.appeal.comment,
  decisionComment: row.appeal.decisionComment,
  contractor: { id: row.appeal.contractorId, name: row.contractorName },
  appealEvent: {
    id: row.event.id,
    eventDate: row.event.eventDate.toISOString(),
    comment: row.event.comment,
    movementPoint:
      row.point && row.pointRoute && row.department
        ? {
            id: row.point.id,
            route: row.pointRoute,
            department: row.department,
            planDateArrival: row.point.planDateArrival.toISOString(),
            factDateArrival: row.point.factDateArrival?.toISOString() ?? null,
            interval: row.point.interval,
            ratingIndexes: [{ name: row.indexName }],
          }
        : null,
    event:
      row.routeEvent && row.eventRoute
        ? { id: row.routeEvent.id, type: row.routeEvent.type, route: row.eventRoute }
        : null,
  },
  indexValue: {
    id: row.indexValueId,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    index: { id: row.indexId, name: row.indexName },
  },
});

/** Query wall times are Moscow time (docs/decisions.md «Query dates and times»). */
const moscow = (wallTime: string) => new Date(`${wallTime}:00+03:00`);

// The «to» minute is inclusive: the filter names minutes, appeals are stamped to the second.
const afterMinute = (wallTime: string) => new Date(moscow(wallTime).getTime() + 60_000);

const filterOf = (customerId: number, query: Omit<AppealListQuery, 'page' | 'limit'>): SQL | undefined =>
  and(
    eq(appeals.customerId, customerId),
    query.id ? eq(appeals.id, query.id) : undefined,
    query.status?.length ? inArray(appeals.status, query.status) : undefined,
    query.contractors?.length ? inArray(appeals.contractorId, query.contractors) : undefined,
    query.index?.length ? inArray(ratingIndexValues.indexId, query.index) : undefined,
    query.date_from ? gte(appeals.createdOn, moscow(query.date_from)) : undefined,
    query.date_to ? lt(appeals.createdOn, afterMinute(query.date_to)) : undefined,
  );

export const listCustomerAppeals = async (db: Db, customerId: number, query: AppealListQuery) => {
  const where = filterOf(customerId, query);
  const [total] = await db
    .select({ value: count() })
    .from(appeals)
    .innerJoin(ratingEvents, eq(ratingEvents.id, appeals.ratingEventId))
    .innerJoin(ratingIndexValues, eq(ratingIndexValues.id, ratingEvents.indexValueId))
    .where(where);
  const rows = await appealSelect(db)
    .where(where)
    .orderBy(desc(appeals.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items: rows.map(present), totalCount: total?.value ?? 0 };
};

export const listContractorAppeals = async (db: Db, contractorId: number, customerId: number) => {
  const rows = await appealSelect(db)
    .where(and(eq(appeals.contractorId, contractorId), eq(appeals.customerId, customerId)))
    .orderBy(desc(appeals.id));
  return { items: rows.map(present), totalCount: rows.length };
};

export const findAppeal = async (db: Db | Tx, appealId: number): Promise<Appeal | undefined> => {
  const [row] = await appealSelect(db).where(eq(appeals.id, appealId));
  return row ? present(row) : undefined;
};

export const lockAppeal = async (tx: Tx, customerId: number, appealId: number) =>
  (
    await tx
      .select()
      .from(appeals)
      .where(and(eq(appeals.id, appealId), eq(appeals.customerId, customerId)))
      .for('update')
  )[0];

/** The rating event with its rating's customer and carrier, and the latest appeal status per event. */
export const findRatingEvents = (db: Db | Tx, where: SQL) =>
  db
    .select({
      event: ratingEvents,
      customerId: ratings.customerId,
      contractorId: ratings.contractorId,
      ratingId: ratings.id,
      appealId: sql<
        number | null
      >`(select a.id from appeals a where a.rating_event_id = ${ratingEvents.id} order by a.id desc limit 1)`,
      appealStatus: sql<
        number | null
      >`(select a.status from appeals a where a.rating_event_id = ${ratingEvents.id} order by a.id desc limit 1)`,
    })
    .from(ratingEvents)
    .innerJoin(ratingIndexValues, eq(ratingIndexValues.id, ratingEvents.indexValueId))
    .innerJoin(ratings, eq(ratings.id, ratingIndexValues.ratingId))
    .where(where)
    .orderBy(ratingEvents.eventDate, ratingEvents.id);
