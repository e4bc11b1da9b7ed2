import { formatHoursAndMinutes } from '@portal/contract/rating/rating.rules';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../core/db/database';
import {
  appeals,
  auctionBids,
  auctions,
  departments,
  movementPoints,
  ratingEvents,
  routeEvents,
  routes,
} from '../../db/schema/index';

// DESIGN 8 rating inputs of one customer and carrier: closed routes with their late points, auctions taken part
// in, declined wins, accidents and thefts. Excused facts (an accepted appeal) are listed but not counted.

export type LateFact = { movementPointId: number; date: Date; comment: string; excused: boolean };
export type ClosedRoute = { date: Date; late: LateFact[]; lateCounted: boolean };
export type IncidentFact = { routeEventId: number; date: Date; comment: string; excused: boolean };
export type RatingInputs = {
  closedRoutes: ClosedRoute[];
  auctionDates: Date[];
  declinedDates: Date[];
  incidents: IncidentFact[];
};

const ENDED_AUCTION = [3, 4, 5];
const CLOSED = 7;

const excusedSources = async (tx: Tx, customerId: number, contractorId: number) => {
  const rows = await tx
    .select({ point: ratingEvents.movementPointId, event: ratingEvents.routeEventId })
    .from(appeals)
    .innerJoin(ratingEvents, eq(ratingEvents.id, appeals.ratingEventId))
    .where(
      and(eq(appeals.customerId, customerId), eq(appeals.contractorId, contractorId), eq(appeals.status, 2)),
    );
  return {
    points: new Set(rows.map((row) => row.point).filter((id) => id !== null)),
    events: new Set(rows.map((row) => row.event).filter((id) => id !== null)),
  };
};

const closedRoutesOf = async (
  tx: Tx,
  customerId: number,
  contractorId: number,
  graceSeconds: number,
  excused: Set<number>,
): Promise<ClosedRoute[]> => {
  const rows = await tx
    .select({
      routeId: routes.id,
      routeCode: routes.routeCode,
      pointId: movementPoints.id,
      fact: movementPoints.factDateArrival,
      interval: movementPoints.interval,
      department: departments.name,
    })
    .from(routes)
    .innerJoin(movementPoints, eq(movementPoints.routeId, routes.id))
    .innerJoin(departments, eq(departments.id, movementPoints.departmentId))
    .where(
      and(
        eq(routes.customerId, customerId),
        eq(routes.contractorId, contractorId),
        eq(routes.currentState, CLOSED),
        eq(routes.isCancel, false),
        isNotNull(movementPoints.factDateArrival),
      ),
    )
    .orderBy(routes.id, movementPoints.position);
  const byRoute = new Map<number, ClosedRoute>();
  for (const row of rows) {
    const route = byRoute.get(row.routeId) ?? { date: row.fact!, late: [], lateCounted: false };
    if (row.fact! > route.date) route.date = row.fact!;
    if ((row.interval ?? 0) > graceSeconds) {
      const isExcused = excused.has(row.pointId);
      route.late.push({
        movementPointId: row.pointId,
        date: row.fact!,
        comment: `Рейс ${row.routeCode}, ${row.department}: опоздание ${formatHoursAndMinutes(row.interval!)}`,
        excused: isExcused,
      });
      if (!isExcused) route.lateCounted = true;
    }
    byRoute.set(row.routeId, route);
  }
  return [...byRoute.values()];
};

const auctionFacts = async (tx: Tx, customerId: number, contractorId: number) => {
  const rows = await tx
    .select({
      auctionId: auctions.id,
      dateEnd: auctions.dateEnd,
      declinedAt: sql<Date | null>`max(${auctionBids.declinedAt})`.mapWith((value) =>
        value === null ? null : new Date(value),
      ),
    })
    .from(auctionBids)
    .innerJoin(auctions, eq(auctions.id, auctionBids.auctionId))
    .where(
      and(
        eq(auctions.customerId, customerId),
        eq(auctionBids.contractorId, contractorId),
        inArray(auctions.status, ENDED_AUCTION),
      ),
    )
    .groupBy(auctions.id, auctions.dateEnd);
  return {
    auctionDates: rows.map((row) => row.dateEnd),
    declinedDates: rows.flatMap((row) => (row.declinedAt ? [row.declinedAt] : [])),
  };
};

const incidentsOf = async (
  tx: Tx,
  customerId: number,
  contractorId: number,
  excused: Set<number>,
): Promise<IncidentFact[]> => {
  const rows = await tx
    .select({
      id: routeEvents.id,
      type: routeEvents.type,
      date: routeEvents.eventDate,
      comment: routeEvents.comment,
      routeCode: routes.routeCode,
    })
    .from(routeEvents)
    .innerJoin(routes, eq(routes.id, routeEvents.routeId))
    .where(and(eq(routes.customerId, customerId), eq(routeEvents.contractorId, contractorId)));
  return rows.map((row) => ({
    routeEventId: row.id,
    date: row.date,
    comment: `Рейс ${row.routeCode}, ${row.type === 0 ? 'ДТП' : 'хищение'}: ${row.comment}`,
    excused: excused.has(row.id),
  }));
};

export const readRatingInputs = async (
  tx: Tx,
  customerId: number,
  contractorId: number,
  graceMinutes: number,
): Promise<RatingInputs> => {
  const excused = await excusedSources(tx, customerId, contractorId);
  const closedRoutes = await closedRoutesOf(tx, customerId, contractorId, graceMinutes * 60, excused.points);
  const { auctionDates, declinedDates } = await auctionFacts(tx, customerId, contractorId);
  const incidents = await incidentsOf(tx, customerId, contractorId, excused.events);
  return { closedRoutes, auctionDates, declinedDates, incidents };
};
