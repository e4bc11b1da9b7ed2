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
import { pseudonymOf } from '../../core/procurement/pseudonyms';
import type {
  auctionBids,
  auctionParticipants,
  auctionRoutes,
  auctions,
  auditLog,
  movementPoints,
  routes,
} from '../../db/schema/index';
import { AUCTION_AUDIT_ENTITY } from '../../modules/auctions/auctions.service';
import { bidHash, GENESIS_HASH } from '../../modules/auctions/bid-log';
import { EXTENSION_MINUTES, endAfterBids, type PlannedAuction, STEP_KOPECKS } from './history-plan';
import { DAY, MINUTE, type Refs, TIME_TO_CANCEL_MS } from './history-refs';

// The history's rows built in memory from its plan: an auction with its chained bids and audit, its flight.
/** The bid that wins: the lowest one of a carrier that did not decline. */
const winningBidOf = <T extends { carrier: string; summKopecks: number }>(bids: T[], declinedBy?: string) =>
  bids
    .filter((bid) => bid.carrier !== declinedBy)
    .reduce<T | undefined>(
      (best, bid) => (!best || bid.summKopecks < best.summKopecks ? bid : best),
      undefined,
    );

export type Rows = {
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
export const buildAuction = (
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
  if (!plan.cancelledAt)
    buildFlight(
      refs,
      { ...plan, createdAt: new Date(firstStart.getTime() - DAY), updatedAt: plan.dateStart },
      routeId,
      winnerRow,
      codes,
      rows,
    );
};

/** What a flight is made of, whether an auction bought it or a tender's lot generated it. */
export type PlannedFlight = {
  way: string;
  /** The manager who owns it (refs.managers); none for a flight a tender generated. */
  manager?: 0 | 1;
  /** The planned arrival at the first point, and each point's lateness in minutes. */
  arrival: Date;
  lateness: number[];
  initialSumKopecks: number;
  /** When it was made, and its last change when no point was recorded. */
  createdAt: Date;
  updatedAt: Date;
  /** Its order's refs; unless given, the customer's taken in turn by the flight's id. */
  transportationId?: number;
  organizationId?: number;
  routeOwnerId?: number | null;
};

/** The flight: closed with its points recorded when bought, cancelled when nobody bid. */
export const buildFlight = (
  refs: Refs,
  plan: PlannedFlight,
  routeId: number,
  winner: { contractorId: number; summKopecks: number } | undefined,
  codes: Map<string, string[]>,
  rows: Pick<Rows, 'routes' | 'points'>,
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
    transportationId: plan.transportationId ?? refs.transportationIds[index % refs.transportationIds.length]!,
    organizationId: plan.organizationId ?? refs.organizationIds[index % refs.organizationIds.length]!,
    firstDepartmentId: first.departmentId,
    lastDepartmentId: way.points.at(-1)!.departmentId,
    planDateArrival: plan.arrival,
    planDateLoading: defaultPlanDateLoading(plan.arrival),
    initialSumKopecks: plan.initialSumKopecks,
    freightSumKopecks: winner?.summKopecks ?? null,
    contractorId: winner?.contractorId ?? null,
    routeOwnerId:
      plan.routeOwnerId !== undefined
        ? plan.routeOwnerId
        : refs.routeOwnerIds.length
          ? refs.routeOwnerIds[index % refs.routeOwnerIds.length]!
          : null,
    managerId: plan.manager === undefined ? null : refs.managers[plan.manager]!,
    isDraft: false,
    isCancel: !winner,
    currentState: winner ? 7 : 0,
    lateness: points.reduce((sum, point) => sum + (point.interval ?? 0), 0),
    createdAt: plan.createdAt,
    updatedAt: points.at(-1)!.factDateArrival ?? plan.updatedAt,
  });
};
