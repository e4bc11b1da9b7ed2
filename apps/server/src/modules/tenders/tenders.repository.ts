import { and, asc, count, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { containsPattern, findPageOf } from '../../core/db/paging';
import { procurementRows } from '../../core/procurement/procurement-rows';
import {
  contractors,
  dimensions,
  organizations,
  routeOwners,
  routes,
  tenderBids,
  tenderOffers,
  tenderParticipants,
  tenderRoutes,
  tenderRouteTemplates,
  tenders,
  transportationNames,
} from '../../db/schema/index';

export type TenderRecord = typeof tenders.$inferSelect;
export type NewTender = typeof tenders.$inferInsert;
export type LotRecord = typeof tenderRouteTemplates.$inferSelect;
export type NewLot = typeof tenderRouteTemplates.$inferInsert;
export type TenderBidRecord = typeof tenderBids.$inferSelect;
export type TenderOfferRecord = typeof tenderOffers.$inferSelect;

const tenderRows = procurementRows(
  tenders,
  tenderParticipants,
  tenderParticipants.tenderId,
  (tenderId, contractorId) => ({
    tenderId,
    contractorId,
  }),
);

/** Ownership lives in the query: another customer's tender is simply not found. */
export const findCustomerTender = tenderRows.findOwn;
export const findTenderById = tenderRows.findById;
export const insertTender = tenderRows.insert;
export const updateTenderRow = tenderRows.update;
export const deleteTenderRow = tenderRows.remove;
export const replaceParticipants = tenderRows.replaceParticipants;
export const findParticipants = tenderRows.findParticipants;
/** The carrier's tenders: those it is invited to, never drafts. */
export const findContractorTenders = tenderRows.findCarrierPage;
export const claimDueTender = tenderRows.claimDue;

export const replaceLots = async (tx: Tx, tenderId: number, lots: Omit<NewLot, 'tenderId'>[]) => {
  await tx.delete(tenderRouteTemplates).where(eq(tenderRouteTemplates.tenderId, tenderId));
  await tx.insert(tenderRouteTemplates).values(lots.map((lot) => ({ ...lot, tenderId })));
};

export const findLots = async (db: Db | Tx, tenderIds: number[]) => {
  if (tenderIds.length === 0) return [];
  return db
    .select()
    .from(tenderRouteTemplates)
    .where(inArray(tenderRouteTemplates.tenderId, tenderIds))
    .orderBy(asc(tenderRouteTemplates.tenderId), asc(tenderRouteTemplates.position));
};

export const findLot = async (db: Db | Tx, tenderId: number, lotId: number) => {
  const [row] = await db
    .select()
    .from(tenderRouteTemplates)
    .where(and(eq(tenderRouteTemplates.tenderId, tenderId), eq(tenderRouteTemplates.id, lotId)));
  return row ?? null;
};

export const updateLotRow = async (tx: Tx, lotId: number, values: Partial<NewLot>) => {
  await tx.update(tenderRouteTemplates).set(values).where(eq(tenderRouteTemplates.id, lotId));
};

export const isParticipant = async (db: Db | Tx, tenderId: number, contractorId: number) => {
  const [row] = await db
    .select({ id: tenderParticipants.contractorId })
    .from(tenderParticipants)
    .where(and(eq(tenderParticipants.tenderId, tenderId), eq(tenderParticipants.contractorId, contractorId)));
  return row !== undefined;
};

type RefKind = 'transportation' | 'routeOwner' | 'dimension';
const REF_TABLES = { transportation: transportationNames, routeOwner: routeOwners, dimension: dimensions };

export const findNameRefs = async (db: Db | Tx, kind: RefKind, ids: number[]) => {
  if (ids.length === 0) return [];
  const table = REF_TABLES[kind];
  return db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
};

/** Which of these ids are the customer's own kind of cargo / route owner / dimension. */
export const countOwnRefs = async (db: Db | Tx, kind: RefKind, customerId: number, ids: number[]) => {
  if (ids.length === 0) return new Set<number>();
  const table = REF_TABLES[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.customerId, customerId), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id));
};

/** The bids of these tenders with their carriers, lowest first. */
export const findBids = (db: Db | Tx, tenderIds: number[]) =>
  tenderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ bid: tenderBids, contractor: { id: contractors.id, name: contractors.name } })
        .from(tenderBids)
        .innerJoin(contractors, eq(contractors.id, tenderBids.contractorId))
        .where(inArray(tenderBids.tenderId, tenderIds))
        .orderBy(asc(tenderBids.summKopecks), asc(tenderBids.createdOn), asc(tenderBids.id));

export const findOffers = (db: Db | Tx, tenderIds: number[]) =>
  tenderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ offer: tenderOffers, contractor: { id: contractors.id, name: contractors.name } })
        .from(tenderOffers)
        .innerJoin(contractors, eq(contractors.id, tenderOffers.contractorId))
        .where(inArray(tenderOffers.tenderId, tenderIds))
        .orderBy(asc(tenderOffers.summKopecks), asc(tenderOffers.id));

export const findBid = async (db: Db | Tx, tenderId: number, bidId: number) => {
  const [row] = await db
    .select()
    .from(tenderBids)
    .where(and(eq(tenderBids.tenderId, tenderId), eq(tenderBids.id, bidId)));
  return row ?? null;
};

/** One bid per carrier and lot: a second post replaces the price and the time, keeping the row and its id. */
export const upsertBid = async (tx: Tx, values: typeof tenderBids.$inferInsert): Promise<TenderBidRecord> => {
  const [row] = await tx
    .insert(tenderBids)
    .values(values)
    .onConflictDoUpdate({
      target: [tenderBids.routeTemplateId, tenderBids.contractorId],
      set: { summKopecks: values.summKopecks, createdOn: values.createdOn, userId: values.userId ?? null },
    })
    .returning();
  return row!;
};

export const deleteBid = async (tx: Tx, bidId: number) => {
  await tx.delete(tenderBids).where(eq(tenderBids.id, bidId));
};

export const findOwnOffer = async (db: Db | Tx, lotId: number, contractorId: number, offerId: number) => {
  const [row] = await db
    .select()
    .from(tenderOffers)
    .where(
      and(
        eq(tenderOffers.routeTemplateId, lotId),
        eq(tenderOffers.contractorId, contractorId),
        eq(tenderOffers.id, offerId),
      ),
    );
  return row ?? null;
};

export const insertOffer = async (tx: Tx, values: typeof tenderOffers.$inferInsert) => {
  const [row] = await tx.insert(tenderOffers).values(values).returning();
  return row!;
};

export const updateOffer = async (tx: Tx, offerId: number, summKopecks: number) => {
  const [row] = await tx
    .update(tenderOffers)
    .set({ summKopecks })
    .where(eq(tenderOffers.id, offerId))
    .returning();
  return row!;
};

export const deleteOffer = async (tx: Tx, offerId: number) => {
  await tx.delete(tenderOffers).where(eq(tenderOffers.id, offerId));
};

/** The lowest standing bid of a lot: not declined, and not of a carrier that declined this lot. */
export const findBestStandingBid = async (db: Db | Tx, lotId: number) => {
  const [row] = await db
    .select()
    .from(tenderBids)
    .where(and(eq(tenderBids.routeTemplateId, lotId), isNull(tenderBids.declinedAt)))
    .orderBy(asc(tenderBids.summKopecks), asc(tenderBids.createdOn), asc(tenderBids.id))
    .limit(1);
  return row ?? null;
};

export const markBidDeclined = async (tx: Tx, bidId: number, at: Date) => {
  await tx.update(tenderBids).set({ declinedAt: at }).where(eq(tenderBids.id, bidId));
};

export const tenderListConditions = (customerId: number, filter: { status?: number; query?: string }) => {
  const conditions: SQL[] = [eq(tenders.customerId, customerId)];
  if (filter.status !== undefined) conditions.push(eq(tenders.status, filter.status));
  if (filter.query) conditions.push(ilike(tenders.name, containsPattern(filter.query)));
  return conditions;
};

export const findTenders = (db: Db | Tx, conditions: SQL[], page: { page: number; limit: number }) =>
  findPageOf(db, tenders, conditions, page);

/** Tenders in which the carrier holds a lot's win (status 4). */
export const wonTendersCondition = (contractorId: number): SQL =>
  sql`exists (select 1 from ${tenderRouteTemplates} l join ${tenderBids} b on b.id = l.winner_bid_id
    where l.tender_id = ${tenders.id} and b.contractor_id = ${contractorId})`;

/** The customer's first organization: generated flights are ordered from it. */
export const findFirstOrganization = async (db: Db | Tx, customerId: number) => {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.customerId, customerId))
    .orderBy(asc(organizations.id))
    .limit(1);
  return row ?? null;
};

export const linkTenderRoutes = async (tx: Tx, lotId: number, routeIds: number[]) => {
  if (routeIds.length)
    await tx.insert(tenderRoutes).values(routeIds.map((routeId) => ({ routeId, routeTemplateId: lotId })));
};

export const countLotRoutes = async (db: Db | Tx, lotIds: number[]) => {
  if (lotIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ lotId: tenderRoutes.routeTemplateId, count: count() })
    .from(tenderRoutes)
    .where(inArray(tenderRoutes.routeTemplateId, lotIds))
    .groupBy(tenderRoutes.routeTemplateId);
  return new Map(rows.map((row) => [row.lotId, row.count]));
};

/** A lot's flights not yet started (awaiting the first arrival, not cancelled), locked, in date order. */
export const lockUnstartedLotRoutes = (tx: Tx, lotId: number, contractorId: number, now: Date) =>
  tx
    .select({ id: routes.id, routeCode: routes.routeCode, customerId: routes.customerId })
    .from(routes)
    .innerJoin(tenderRoutes, eq(tenderRoutes.routeId, routes.id))
    .where(
      and(
        eq(tenderRoutes.routeTemplateId, lotId),
        eq(routes.contractorId, contractorId),
        eq(routes.currentState, 0),
        eq(routes.isCancel, false),
        sql`${routes.planDateArrival} > ${now.toISOString()}`,
      ),
    )
    .orderBy(asc(routes.planDateArrival))
    .for('update', { of: routes });

export const reassignRoutes = async (
  tx: Tx,
  routeIds: number[],
  contractorId: number | null,
  freightSumKopecks: number | null,
) => {
  if (routeIds.length === 0) return;
  await tx
    .update(routes)
    .set({ contractorId, freightSumKopecks, updatedAt: new Date() })
    .where(inArray(routes.id, routeIds));
};
