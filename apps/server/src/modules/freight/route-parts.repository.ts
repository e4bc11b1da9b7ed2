import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import {
  containers,
  contractors,
  departments,
  movementPoints,
  routeContainers,
  routeDisclaimers,
  routeEvents,
} from '../../db/schema/index';

// A route's parts: its movement points, disclaimers, events and containers.

export type MovementPointRow = typeof movementPoints.$inferSelect & {
  department: { id: number; name: string; timezone: string };
};

export const findMovementPoints = async (
  db: Db | Tx,
  routeIds: readonly number[],
): Promise<MovementPointRow[]> => {
  if (routeIds.length === 0) return [];
  const rows = await db
    .select({
      point: movementPoints,
      department: { id: departments.id, name: departments.name, timezone: departments.timezone },
    })
    .from(movementPoints)
    .innerJoin(departments, eq(departments.id, movementPoints.departmentId))
    .where(inArray(movementPoints.routeId, [...routeIds]))
    .orderBy(asc(movementPoints.routeId), asc(movementPoints.position));
  return rows.map(({ point, department }) => ({ ...point, department }));
};

export type NewMovementPoint = typeof movementPoints.$inferInsert;

export const replaceMovementPoints = async (
  tx: Tx,
  routeId: number,
  points: NewMovementPoint[],
): Promise<void> => {
  await tx.delete(movementPoints).where(eq(movementPoints.routeId, routeId));
  if (points.length) await tx.insert(movementPoints).values(points);
};

export const updateMovementPointRow = async (
  tx: Tx,
  pointId: number,
  values: Partial<NewMovementPoint>,
): Promise<void> => {
  await tx.update(movementPoints).set(values).where(eq(movementPoints.id, pointId));
};

export type DisclaimerRow = typeof routeDisclaimers.$inferSelect & {
  contractor: { id: number; name: string };
};

/** DESIGN 11: each route's open disclaimer, else its last one. */
export const findDisclaimers = async (db: Db | Tx, routeIds: readonly number[]): Promise<DisclaimerRow[]> => {
  if (routeIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([routeDisclaimers.routeId], {
      disclaimer: routeDisclaimers,
      contractor: { id: contractors.id, name: contractors.name },
    })
    .from(routeDisclaimers)
    .innerJoin(contractors, eq(contractors.id, routeDisclaimers.contractorId))
    .where(inArray(routeDisclaimers.routeId, [...routeIds]))
    .orderBy(
      asc(routeDisclaimers.routeId),
      sql`(${routeDisclaimers.status} = 0) desc`,
      desc(routeDisclaimers.id),
    );
  return rows.map(({ disclaimer, contractor }) => ({ ...disclaimer, contractor }));
};

export const lockOpenDisclaimer = async (tx: Tx, routeId: number) => {
  const [row] = await tx
    .select()
    .from(routeDisclaimers)
    .where(and(eq(routeDisclaimers.routeId, routeId), eq(routeDisclaimers.status, 0)))
    .for('update');
  return row ?? null;
};

export const insertDisclaimer = async (
  tx: Tx,
  values: typeof routeDisclaimers.$inferInsert,
): Promise<number> => {
  const [row] = await tx.insert(routeDisclaimers).values(values).returning({ id: routeDisclaimers.id });
  return row!.id;
};

export const decideDisclaimer = async (
  tx: Tx,
  disclaimerId: number,
  values: { status: number; decidedBy: number; decidedAt: Date },
): Promise<void> => {
  await tx.update(routeDisclaimers).set(values).where(eq(routeDisclaimers.id, disclaimerId));
};

export type RouteEventRow = typeof routeEvents.$inferSelect;

export const findRouteEvents = (db: Db | Tx, routeIds: readonly number[]): Promise<RouteEventRow[]> =>
  routeIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(routeEvents)
        .where(inArray(routeEvents.routeId, [...routeIds]))
        .orderBy(asc(routeEvents.routeId), asc(routeEvents.eventDate), asc(routeEvents.id));

export const insertRouteEvent = async (
  tx: Tx,
  values: typeof routeEvents.$inferInsert,
): Promise<RouteEventRow> => {
  const [row] = await tx.insert(routeEvents).values(values).returning();
  return row!;
};

export type RouteContainerRow = { routeId: number; id: number; number: string };

export const findRouteContainers = async (
  db: Db | Tx,
  routeIds: readonly number[],
): Promise<RouteContainerRow[]> =>
  routeIds.length === 0
    ? []
    : db
        .select({ routeId: routeContainers.routeId, id: containers.id, number: containers.number })
        .from(routeContainers)
        .innerJoin(containers, eq(containers.id, routeContainers.containerId))
        .where(inArray(routeContainers.routeId, [...routeIds]))
        .orderBy(asc(routeContainers.routeId), asc(containers.number));

export const replaceRouteContainers = async (
  tx: Tx,
  routeId: number,
  containerIds: readonly number[],
): Promise<void> => {
  await tx.delete(routeContainers).where(eq(routeContainers.routeId, routeId));
  if (containerIds.length)
    await tx.insert(routeContainers).values(containerIds.map((containerId) => ({ routeId, containerId })));
};
