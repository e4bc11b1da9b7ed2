import { APPEAL_STATUS } from '@portal/contract/rating/appeal-status';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import {
  appeals,
  auctionBids,
  auctionRoutes,
  auctions,
  contractors,
  customers,
  departments,
  files,
  movementPoints,
  proformaHistory,
  proformaLines,
  proformas,
  ratingEvents,
  routes,
  routeWays,
  tenderRoutes,
  tenderRouteTemplates,
  users,
} from '../../db/schema/index';

export type ProformaRow = typeof proformas.$inferSelect;
export type ProformaLineRow = typeof proformaLines.$inferSelect;
type Reader = Db | Tx;

/** DESIGN 8: a closed flight. */
const CLOSED_STATE = 7;

/** Closed, not cancelled flights dated in the period that no live proforma holds (on no line not deleted). */
const freeClosedFlightsOf = (db: Reader, dateFrom: string, dateTo: string) =>
  and(
    eq(routes.currentState, CLOSED_STATE),
    eq(routes.isCancel, false),
    gte(routes.routeDay, dateFrom),
    lte(routes.routeDay, dateTo),
    notExists(
      db
        .select({ one: sql`1` })
        .from(proformaLines)
        .where(
          and(
            eq(proformaLines.routeId, routes.id),
            eq(proformaLines.kind, 'flight'),
            eq(proformaLines.isDeleted, false),
          ),
        ),
    ),
  );

/**
 * The carrier's closed flights of the customer dated in the period that no live proforma holds, with the source of
 * their price: the auction whose winning bid gave it (with the bid's hash), the tender lot that generated it, or
 * neither (the tariff).
 */
export const findInvoiceableFlights = async (
  db: Reader,
  contractorId: number,
  customerId: number,
  dateFrom: string,
  dateTo: string,
) => {
  const flights = await db
    .select({
      id: routes.id,
      day: routes.routeDay,
      freightSumKopecks: routes.freightSumKopecks,
      initialSumKopecks: routes.initialSumKopecks,
    })
    .from(routes)
    .where(
      and(
        eq(routes.contractorId, contractorId),
        eq(routes.customerId, customerId),
        freeClosedFlightsOf(db, dateFrom, dateTo),
      ),
    )
    .orderBy(asc(routes.routeDay), asc(routes.id));
  if (flights.length === 0) return [];
  const ids = flights.map((flight) => flight.id);
  const won = await db
    .select({ routeId: auctionRoutes.routeId, auctionId: auctions.id, hash: auctionBids.hash })
    .from(auctionRoutes)
    .innerJoin(auctions, eq(auctions.id, auctionRoutes.auctionId))
    .innerJoin(auctionBids, eq(auctionBids.id, auctions.winnerBidId))
    .where(and(inArray(auctionRoutes.routeId, ids), eq(auctionBids.contractorId, contractorId)))
    .orderBy(asc(auctions.id));
  const lots = await db
    .select({
      routeId: tenderRoutes.routeId,
      tenderId: tenderRouteTemplates.tenderId,
      lot: routeWays.name,
    })
    .from(tenderRoutes)
    .innerJoin(tenderRouteTemplates, eq(tenderRouteTemplates.id, tenderRoutes.routeTemplateId))
    .innerJoin(routeWays, eq(routeWays.id, tenderRouteTemplates.routeWayId))
    .where(inArray(tenderRoutes.routeId, ids));
  // The latest won auction of a flight is the one that priced it.
  const auctionOf = new Map(won.map((row) => [row.routeId, row]));
  const lotOf = new Map(lots.map((row) => [row.routeId, row]));
  return flights.map((flight) => ({
    ...flight,
    auction: auctionOf.get(flight.id) ?? null,
    lot: lotOf.get(flight.id) ?? null,
  }));
};
export type InvoiceableFlight = Awaited<ReturnType<typeof findInvoiceableFlights>>[number];

/** A live proforma of the company on the given side; a deleted one is never found. */
export const findProforma = async (
  db: Reader,
  side: 'customer' | 'contractor',
  ownerId: number,
  proformaId: number,
  lock = false,
): Promise<ProformaRow | null> => {
  const query = db
    .select()
    .from(proformas)
    .where(
      and(
        eq(proformas.id, proformaId),
        eq(side === 'customer' ? proformas.customerId : proformas.contractorId, ownerId),
        isNull(proformas.deletedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

export const findLines = (db: Reader, proformaId: number) =>
  db
    .select({
      line: proformaLines,
      route: { id: routes.id, routeCode: routes.routeCode },
      routeWay: { id: routeWays.id, name: routeWays.name },
      file: { guid: files.guid, originalName: files.originalName },
    })
    .from(proformaLines)
    .leftJoin(routes, eq(routes.id, proformaLines.routeId))
    .leftJoin(routeWays, eq(routeWays.id, routes.routeWayId))
    .leftJoin(files, eq(files.id, proformaLines.fileId))
    .where(eq(proformaLines.proformaId, proformaId))
    .orderBy(asc(proformaLines.day), asc(proformaLines.id));
export type LineWithRefs = Awaited<ReturnType<typeof findLines>>[number];

export const findHistory = (db: Reader, proformaId: number) =>
  db
    .select({ entry: proformaHistory, user: { id: users.id, fullname: users.fullname } })
    .from(proformaHistory)
    .leftJoin(users, eq(users.id, proformaHistory.userId))
    .where(eq(proformaHistory.proformaId, proformaId))
    .orderBy(asc(proformaHistory.id));

export const findFilesByIds = async (db: Reader, ids: (number | null)[]) => {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map<number, { guid: string; originalName: string }>();
  const rows = await db
    .select({ id: files.id, guid: files.guid, originalName: files.originalName })
    .from(files)
    .where(inArray(files.id, wanted));
  return new Map(rows.map((row) => [row.id, { guid: row.guid, originalName: row.originalName }]));
};

export const findCompanyNames = async (db: Reader, customerId: number, contractorId: number) => {
  const [customer] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [contractor] = await db
    .select({ id: contractors.id, name: contractors.name, vatRegime: contractors.vatRegime })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return { customer: customer ?? null, contractor: contractor! };
};

export const insertHistory = (tx: Tx, values: typeof proformaHistory.$inferInsert) =>
  tx.insert(proformaHistory).values(values);

/** Serialises the carrier's numbering: two sends of one carrier cannot take the same number. */
export const lockContractor = async (tx: Tx, contractorId: number): Promise<void> => {
  await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.id, contractorId))
    .for('update');
};

export const nextNumberSeq = async (tx: Tx, contractorId: number, year: number): Promise<number> => {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${proformas.numberSeq})` })
    .from(proformas)
    .where(and(eq(proformas.contractorId, contractorId), eq(proformas.numberYear, year)));
  return Number(row?.last ?? 0) + 1;
};

/**
 * The late movement points of the flights (lateness recorded and above zero), with their department and whether an
 * accepted appeal excused that lateness (an appeal on a rating event of the point).
 */
export const findLatePoints = async (db: Reader, routeIds: number[]) => {
  if (routeIds.length === 0) return [];
  return db
    .select({
      id: movementPoints.id,
      routeId: movementPoints.routeId,
      department: departments.name,
      planDateArrival: movementPoints.planDateArrival,
      factDateArrival: movementPoints.factDateArrival,
      latenessSeconds: movementPoints.interval,
      excused: sql<boolean>`exists (select 1 from ${ratingEvents} join ${appeals} on ${appeals.ratingEventId} = ${ratingEvents.id} where ${ratingEvents.movementPointId} = ${movementPoints.id} and ${appeals.status} = ${APPEAL_STATUS.accepted})`,
    })
    .from(movementPoints)
    .innerJoin(departments, eq(departments.id, movementPoints.departmentId))
    .where(and(inArray(movementPoints.routeId, routeIds), gt(movementPoints.interval, 0)))
    .orderBy(asc(movementPoints.routeId), asc(movementPoints.position));
};
export type LatePoint = Awaited<ReturnType<typeof findLatePoints>>[number];

/** The carrier–customer pairs with closed flights dated in the period that no live proforma holds. */
export const findPairsWithFreeFlights = (db: Reader, dateFrom: string, dateTo: string) =>
  db
    .selectDistinct({ contractorId: sql<number>`${routes.contractorId}`, customerId: routes.customerId })
    .from(routes)
    .where(and(isNotNull(routes.contractorId), freeClosedFlightsOf(db, dateFrom, dateTo)));
