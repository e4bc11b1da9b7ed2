import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import {
  defaultPlanDateLoading,
  latenessSeconds,
  plannedArrivalAt,
  routeCodeOf,
  withRouteCodeSuffix,
} from '@portal/contract/freight/route-code';
import { zonedDay } from '@portal/contract/freight/zoned-time';
import { toRoubles } from '@portal/contract/validation/money';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../core/db/database';
import { pseudonymOf } from '../../core/procurement/pseudonyms';
import {
  auctionBids,
  auctionParticipants,
  auctionRoutes,
  auctions,
  auditLog,
  customers,
  departments,
  movementPoints,
  organizations,
  routeOwners,
  routes,
  routeTariffs,
  routeWayPoints,
  routeWays,
  transportationNames,
  users,
} from '../../db/schema/index';
import { AUCTION_AUDIT_ENTITY } from '../../modules/auctions/auctions.service';
import { bidHash, GENESIS_HASH } from '../../modules/auctions/bid-log';
import { DEMO_CUSTOMER_INN } from '../demo-accounts';
import type { SeedContext } from '../seed-files';
import {
  EXTENSION_MINUTES,
  endAfterBids,
  HISTORY_WAYS,
  type PlannedAuction,
  planHistory,
  STEP_KOPECKS,
} from './history-plan';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The customer's default time to decline a win (DESIGN 11): the flight is assigned after it. */
const TIME_TO_CANCEL_MS = 30 * MINUTE;
export const PARTNER_LOGINS = ['carrier', 'volga', 'sibir', 'ural', 'yug', 'kazan'];
/** The two managers who ran the history's auctions and own its flights. */
export const HISTORY_MANAGERS = ['manager@shipper.demo', 'logist1@shipper.demo'] as const;

type Way = {
  id: number;
  code: string;
  points: { departmentId: number; distance: number; timezone: string }[];
};
type Refs = {
  customerId: number;
  carriers: Map<string, number>;
  managers: number[];
  ways: Map<string, Way>;
  organizationIds: number[];
  transportationIds: number[];
  routeOwnerIds: number[];
};

const loadRefs = async (tx: Tx, customerId: number): Promise<Refs | null> => {
  const people = await tx
    .select({ id: users.id, username: users.username, ownerId: users.ownerId })
    .from(users)
    .where(
      inArray(users.username, [...HISTORY_MANAGERS, ...PARTNER_LOGINS.map((login) => `admin@${login}.demo`)]),
    );
  const carriers = new Map(
    people
      .filter((row) => row.username.startsWith('admin@'))
      .map((row) => [row.username.slice(6, -5), row.ownerId]),
  );
  const managers = HISTORY_MANAGERS.map((name) => people.find((row) => row.username === name)?.id);
  const wayRows = await tx
    .select({
      id: routeWays.id,
      code: routeWays.code,
      departmentId: routeWayPoints.departmentId,
      distance: routeWayPoints.distance,
      timezone: departments.timezone,
    })
    .from(routeWays)
    .innerJoin(routeWayPoints, eq(routeWayPoints.routeWayId, routeWays.id))
    .innerJoin(departments, eq(departments.id, routeWayPoints.departmentId))
    .where(and(eq(routeWays.customerId, customerId), inArray(routeWays.code, HISTORY_WAYS)))
    .orderBy(asc(routeWays.id), asc(routeWayPoints.position));
  const ways = new Map<string, Way>();
  for (const row of wayRows) {
    const way = ways.get(row.code) ?? { id: row.id, code: row.code, points: [] };
    way.points.push({ departmentId: row.departmentId, distance: row.distance, timezone: row.timezone });
    ways.set(row.code, way);
  }
  const ids = async (table: typeof organizations | typeof transportationNames | typeof routeOwners) =>
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(eq(table.customerId, customerId))
        .orderBy(asc(table.id))
    ).map((row) => row.id);
  const refs = {
    customerId,
    carriers,
    managers: managers.filter((id): id is number => id !== undefined),
    ways,
    organizationIds: await ids(organizations),
    transportationIds: await ids(transportationNames),
    routeOwnerIds: await ids(routeOwners),
  };
  const isComplete =
    carriers.size === PARTNER_LOGINS.length &&
    refs.managers.length === HISTORY_MANAGERS.length &&
    ways.size === HISTORY_WAYS.length &&
    refs.organizationIds.length > 0 &&
    refs.transportationIds.length > 0;
  return isComplete ? refs : null;
};

/** Each lane's current tariff: the history's start prices. */
const loadTariffs = async (tx: Tx, ways: Map<string, Way>) => {
  const tariffs = new Map<string, number>();
  for (const way of ways.values()) {
    const [row] = await tx
      .select({ summ: routeTariffs.summKopecks })
      .from(routeTariffs)
      .where(eq(routeTariffs.routeWayId, way.id))
      .orderBy(desc(routeTariffs.id))
      .limit(1);
    if (row) tariffs.set(way.code, row.summ);
  }
  return tariffs;
};

/** Ids taken from the tables' own sequences first, so rows that point at each other go in one statement each. */
const takeIds = async (tx: Tx, table: string, count: number): Promise<number[]> => {
  if (count === 0) return [];
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return (result.rows as { id: number }[]).map((row) => Number(row.id));
};

const insertAll = async <T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) => {
  for (let from = 0; from < rows.length; from += 1000)
    await tx.insert(table).values(rows.slice(from, from + 1000) as never);
};

/** The bid that wins: the lowest one of a carrier that did not decline. */
export const winningBidOf = <T extends { carrier: string; summKopecks: number }>(
  bids: T[],
  declinedBy?: string,
) =>
  bids
    .filter((bid) => bid.carrier !== declinedBy)
    .reduce<T | undefined>(
      (best, bid) => (!best || bid.summKopecks < best.summKopecks ? bid : best),
      undefined,
    );

type Rows = {
  auctions: (typeof auctions.$inferInsert)[];
  bids: (typeof auctionBids.$inferInsert)[];
  participants: (typeof auctionParticipants.$inferInsert)[];
  links: (typeof auctionRoutes.$inferInsert)[];
  routes: (typeof routes.$inferInsert)[];
  points: (typeof movementPoints.$inferInsert)[];
  audit: (typeof auditLog.$inferInsert)[];
};

const auditRow = (
  auctionId: number,
  action: string,
  states: [number, number],
  at: Date,
  actorUserId: number | null,
  details?: Record<string, unknown>,
): typeof auditLog.$inferInsert => ({
  actorUserId,
  entity: AUCTION_AUDIT_ENTITY,
  entityId: String(auctionId),
  action,
  fromState: String(states[0]),
  toState: String(states[1]),
  details: details ?? null,
  createdAt: at,
});

/** One auction's rows: the auction, its chained bids, its invited partners and, unless cancelled, its flight. */
const buildAuction = (
  refs: Refs,
  plan: PlannedAuction,
  ids: { auctionId: number; routeId: number; bidIds: number[] },
  codes: Map<string, string[]>,
  rows: Rows,
) => {
  const { auctionId, routeId } = ids;
  const manager = refs.managers[plan.manager]!;
  const dateEnd = plan.cancelledAt ? plan.plannedEnd : endAfterBids(plan.plannedEnd, plan.bids);
  const bidders: number[] = [];
  let prevHash = GENESIS_HASH;
  const bidRows = plan.bids.map((bid, n) => {
    const contractorId = refs.carriers.get(bid.carrier)!;
    const bidder = pseudonymOf(bidders, contractorId);
    if (bidder > bidders.length) bidders.push(contractorId);
    const seq = n + 1;
    const hash = bidHash({
      seq,
      bidId: ids.bidIds[n]!,
      bidder,
      summ: toRoubles(bid.summKopecks),
      createdOn: bid.at.toISOString(),
      prevHash,
    });
    const row = {
      id: ids.bidIds[n]!,
      auctionId,
      contractorId,
      summKopecks: bid.summKopecks,
      createdOn: bid.at,
      seq,
      prevHash,
      hash,
      extendedFrom: bid.extendedFrom,
      extendedTo: bid.extendedFrom ? new Date(bid.at.getTime() + EXTENSION_MINUTES * MINUTE) : null,
      declinedAt:
        bid.carrier === plan.declinedBy
          ? new Date(dateEnd.getTime() + (5 + (auctionId % 20)) * MINUTE)
          : null,
    };
    prevHash = hash;
    return row;
  });
  rows.bids.push(...bidRows);
  const winning = plan.cancelledAt ? undefined : winningBidOf(plan.bids, plan.declinedBy);
  const winnerRow = winning ? bidRows[plan.bids.indexOf(winning)] : undefined;
  const status = plan.cancelledAt
    ? AUCTION_STATUS.cancelled
    : winnerRow
      ? AUCTION_STATUS.closed
      : AUCTION_STATUS.noWinner;
  const decidedAt = bidRows.find((row) => row.declinedAt)?.declinedAt ?? dateEnd;
  const firstStart = plan.firstRound?.dateStart ?? plan.dateStart;
  rows.auctions.push({
    id: auctionId,
    customerId: refs.customerId,
    status,
    dateStart: plan.dateStart,
    dateEnd,
    startSumKopecks: plan.startSumKopecks,
    stepKopecks: STEP_KOPECKS,
    extensionMinutes: EXTENSION_MINUTES,
    extensionsCount: bidRows.filter((row) => row.extendedTo).length,
    bestSumKopecks: bidRows.at(-1)?.summKopecks ?? null,
    bidsCount: bidRows.length,
    lastBidSeq: bidRows.length,
    lastBidHash: bidRows.length > 0 ? prevHash : null,
    winnerBidId: winnerRow?.id ?? null,
    winnerDeadline: winnerRow ? new Date(decidedAt.getTime() + TIME_TO_CANCEL_MS) : null,
    createdBy: manager,
    createdAt: new Date(firstStart.getTime() - DAY),
    updatedAt: plan.cancelledAt ?? new Date(decidedAt.getTime() + TIME_TO_CANCEL_MS),
  });
  rows.participants.push(...[...refs.carriers.values()].map((contractorId) => ({ auctionId, contractorId })));
  rows.links.push({ auctionId, routeId });
  if (plan.firstRound)
    rows.audit.push(
      auditRow(
        auctionId,
        'clear_run',
        [AUCTION_STATUS.noWinner, AUCTION_STATUS.active],
        plan.dateStart,
        manager,
        {
          dateEnd: plan.plannedEnd.toISOString(),
        },
      ),
    );
  if (plan.cancelledAt)
    rows.audit.push(
      auditRow(
        auctionId,
        'cancel',
        [AUCTION_STATUS.active, AUCTION_STATUS.cancelled],
        plan.cancelledAt,
        manager,
      ),
    );
  const declined = bidRows.find((row) => row.declinedAt);
  if (declined)
    rows.audit.push(
      auditRow(
        auctionId,
        'decline_win',
        [AUCTION_STATUS.hasWinner, AUCTION_STATUS.hasWinner],
        declined.declinedAt!,
        null,
        {
          declinedBidId: bidRows.filter((row) => row.contractorId === declined.contractorId).at(-1)!.id,
          contractorId: declined.contractorId,
        },
      ),
    );
  // A cancelled auction's flight is written by the auction that bought it.
  if (!plan.cancelledAt) buildFlight(refs, plan, routeId, winnerRow, codes, rows, plan.firstRound?.dateStart);
};

/** The flight: closed with its points recorded when bought, cancelled when nobody bid. */
const buildFlight = (
  refs: Refs,
  plan: PlannedAuction,
  routeId: number,
  winner: { contractorId: number; summKopecks: number } | undefined,
  codes: Map<string, string[]>,
  rows: Rows,
  createdBefore?: Date,
) => {
  const way = refs.ways.get(plan.way)!;
  const first = way.points[0]!;
  const routeDay = zonedDay(plan.arrival, first.timezone);
  const taken = codes.get(routeDay) ?? [];
  const routeCode = withRouteCodeSuffix(routeCodeOf(plan.arrival, first.timezone, way.code), taken);
  codes.set(routeDay, [...taken, routeCode]);
  const points = way.points.map((point, position) => {
    const planned = plannedArrivalAt(plan.arrival, point.distance);
    const fact = winner ? new Date(planned.getTime() + plan.lateness[position]! * MINUTE) : null;
    return {
      routeId,
      position,
      departmentId: point.departmentId,
      distance: point.distance,
      planDateArrival: planned,
      factDateArrival: fact,
      interval: fact ? latenessSeconds(planned, fact) : null,
    };
  });
  rows.points.push(...points);
  const index = routeId;
  rows.routes.push({
    id: routeId,
    customerId: refs.customerId,
    routeWayId: way.id,
    routeCode,
    routeDay,
    transportationId: refs.transportationIds[index % refs.transportationIds.length]!,
    organizationId: refs.organizationIds[index % refs.organizationIds.length]!,
    firstDepartmentId: first.departmentId,
    lastDepartmentId: way.points.at(-1)!.departmentId,
    planDateArrival: plan.arrival,
    planDateLoading: defaultPlanDateLoading(plan.arrival),
    initialSumKopecks: plan.initialSumKopecks,
    freightSumKopecks: winner?.summKopecks ?? null,
    contractorId: winner?.contractorId ?? null,
    routeOwnerId: refs.routeOwnerIds.length ? refs.routeOwnerIds[index % refs.routeOwnerIds.length]! : null,
    managerId: refs.managers[plan.manager]!,
    isDraft: false,
    isCancel: !winner,
    currentState: winner ? 7 : 0,
    lateness: points.reduce((sum, point) => sum + (point.interval ?? 0), 0),
    createdAt: new Date((createdBefore ?? plan.dateStart).getTime() - DAY),
    updatedAt: points.at(-1)!.factDateArrival ?? plan.dateStart,
  });
};

/**
 * Issue 24 demo: a year of procurement behind the demo shipper's current auctions (history-plan.ts says what).
 * Written in bulk, a few statements per table, so the first start stays quick; history.seed.test.ts checks the
 * rows against the rules the API enforces. Runs while the shipper has no auction that ended a month ago.
 */
export const seedHistory = async (ctx: SeedContext, now = new Date()): Promise<boolean> => {
  const [shipper] = await ctx.db.select().from(customers).where(eq(customers.inn, DEMO_CUSTOMER_INN));
  if (!shipper) return false;
  const [old] = await ctx.db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.customerId, shipper.id), lt(auctions.dateEnd, new Date(now.getTime() - 30 * DAY))))
    .limit(1);
  if (old) return false;
  return ctx.db.transaction(async (tx) => {
    const refs = await loadRefs(tx, shipper.id);
    if (!refs) return false;
    const plans = planHistory(now, await loadTariffs(tx, refs.ways));
    const auctionIds = await takeIds(tx, 'auctions', plans.length);
    const routeIds = await takeIds(tx, 'routes', plans.length);
    const bidIds = await takeIds(
      tx,
      'auction_bids',
      plans.reduce((sum, plan) => sum + plan.bids.length, 0),
    );
    const days = plans.map((plan) => plan.arrival.toISOString().slice(0, 10)).sort();
    const existing = await tx
      .select({ day: routes.routeDay, code: routes.routeCode })
      .from(routes)
      .where(
        and(
          eq(routes.customerId, shipper.id),
          sql`${routes.routeDay} between ${days[0]!}::date - 1 and ${days.at(-1)!}::date + 1`,
        ),
      );
    const codes = new Map<string, string[]>();
    for (const row of existing) codes.set(row.day, [...(codes.get(row.day) ?? []), row.code]);
    const rows: Rows = {
      auctions: [],
      bids: [],
      participants: [],
      links: [],
      routes: [],
      points: [],
      audit: [],
    };
    let nextBid = 0;
    for (const [index, plan] of plans.entries()) {
      // The auction after a cancelled one buys the cancelled one's flight.
      const routeId = plans[index - 1]?.sharesFlightWithNext ? routeIds[index - 1]! : routeIds[index]!;
      const ids = bidIds.slice(nextBid, nextBid + plan.bids.length);
      nextBid += plan.bids.length;
      buildAuction(refs, plan, { auctionId: auctionIds[index]!, routeId, bidIds: ids }, codes, rows);
    }
    await insertAll(tx, routes, rows.routes);
    await insertAll(tx, movementPoints, rows.points);
    await insertAll(tx, auctions, rows.auctions);
    await insertAll(tx, auctionRoutes, rows.links);
    await insertAll(tx, auctionParticipants, rows.participants);
    await insertAll(tx, auctionBids, rows.bids);
    await insertAll(tx, auditLog, rows.audit);
    return true;
  });
};
