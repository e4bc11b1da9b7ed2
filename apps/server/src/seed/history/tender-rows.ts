import { TARIFF_SOURCE } from '@portal/contract/freight/route-ways.schemas';
import { TENDER_STATUS } from '@portal/contract/tenders/tender-status';
import { tripDates } from '@portal/contract/tenders/trips';
import type {
  auditLog,
  routeTariffs,
  tenderBids,
  tenderParticipants,
  tenderRoutes,
  tenderRouteTemplates,
  tenders,
} from '../../db/schema/index';
import { tripArrivalAt } from '../../modules/tenders/tender-acceptance';
import { TENDER_AUDIT_ENTITY } from '../../modules/tenders/tenders.service';
import { DAY, type Refs } from './history-refs';
import { buildFlight, type Rows } from './history-rows';
import type { PlannedLot, PlannedTender, PlannedTenderBid } from './tender-plan';

// The history's tenders built in memory from their plan, as acceptLot and declineLot would have left them: lots
// with their bids and winners, the flights the winners were given, the tariffs each result set.

export type TenderRows = {
  tenders: (typeof tenders.$inferInsert)[];
  participants: (typeof tenderParticipants.$inferInsert)[];
  lots: (typeof tenderRouteTemplates.$inferInsert)[];
  bids: (typeof tenderBids.$inferInsert)[];
  links: (typeof tenderRoutes.$inferInsert)[];
  tariffs: (typeof routeTariffs.$inferInsert)[];
  audit: (typeof auditLog.$inferInsert)[];
};
export type TenderIds = {
  tenders: number[];
  lots: number[];
  bids: number[];
  routes: number[];
  tariffs: number[];
};

/** The lowest bid wins at acceptance; a declined win passes to the next lowest (prices are all apart). */
const resultOf = (lot: PlannedLot) => {
  const [accepted, next] = [...lot.bids].sort((a, b) => a.summKopecks - b.summKopecks);
  return { accepted, final: lot.declinedBy ? next : accepted };
};

/** How many rows of each table the plans need, so their ids are taken up front. */
export const tenderIdCounts = (plans: PlannedTender[]) => {
  const lots = plans.flatMap((plan) => plan.lots);
  const won = lots.filter((lot) => lot.bids.length > 0);
  return {
    tenders: plans.length,
    lots: lots.length,
    bids: lots.reduce((sum, lot) => sum + lot.bids.length, 0),
    routes: won.reduce((sum, lot) => sum + lot.lateness.length, 0),
    tariffs: won.length + lots.filter((lot) => lot.declinedBy).length,
  };
};

/** Ids handed out in order from a list taken up front. */
const cursor = (ids: number[]) => {
  let next = 0;
  return () => ids[next++]!;
};

type TariffChange = {
  at: Date;
  way: string;
  summKopecks: number;
  tenderId: number;
  createdBy: number | null;
  /** The lot whose acceptance this is: it records the tariff before. */
  accepted?: typeof tenderRouteTemplates.$inferInsert;
};

/**
 * Every tender's rows; its flights go to `flights` with the auctions' (one route code per day across both).
 * `tariffs` are the lanes' tariffs before the history: each acceptance records the one just before it.
 */
export const buildTenders = (
  refs: Refs,
  plans: PlannedTender[],
  ids: TenderIds,
  tariffs: Map<string, number>,
  codes: Map<string, string[]>,
  flights: Pick<Rows, 'routes' | 'points'>,
): TenderRows => {
  const rows: TenderRows = {
    tenders: [],
    participants: [],
    lots: [],
    bids: [],
    links: [],
    tariffs: [],
    audit: [],
  };
  const take = { lot: cursor(ids.lots), bid: cursor(ids.bids), route: cursor(ids.routes) };
  const changes: TariffChange[] = [];
  for (const [index, plan] of plans.entries()) {
    const tenderId = ids.tenders[index]!;
    const manager = refs.managers[plan.manager]!;
    const winners: Record<number, number | null> = {};
    for (const [position, lot] of plan.lots.entries()) {
      const lotId = take.lot();
      const bidIds = new Map<PlannedTenderBid, number>(lot.bids.map((bid) => [bid, take.bid()]));
      const { accepted, final } = resultOf(lot);
      const way = refs.ways.get(lot.way)!;
      const trips = tripDates(lot.dateFrom, lot.dateTo, lot.weekdays);
      const lotRow: typeof tenderRouteTemplates.$inferInsert = {
        id: lotId,
        tenderId,
        position,
        routeWayId: way.id,
        dateFrom: lot.dateFrom,
        dateTo: lot.dateTo,
        weekdays: lot.weekdays,
        transportationId: refs.transportationIds[lotId % refs.transportationIds.length]!,
        startSumKopecks: lot.startSumKopecks,
        tripsCount: trips.length,
        winnerBidId: final ? bidIds.get(final)! : null,
        tariffBeforeKopecks: null,
      };
      rows.lots.push(lotRow);
      winners[lotId] = accepted ? bidIds.get(accepted)! : null;
      for (const bid of lot.bids)
        rows.bids.push({
          id: bidIds.get(bid)!,
          tenderId,
          routeTemplateId: lotId,
          contractorId: refs.carriers.get(bid.carrier)!,
          userId: refs.carrierUsers.get(bid.carrier) ?? null,
          summKopecks: bid.summKopecks,
          createdOn: bid.at,
          declinedAt: bid.carrier === lot.declinedBy ? plan.declinedAt! : null,
        });
      if (!accepted || !final) continue;
      changes.push({
        at: plan.acceptedAt,
        way: lot.way,
        summKopecks: accepted.summKopecks,
        tenderId,
        createdBy: manager,
        accepted: lotRow,
      });
      if (lot.declinedBy) {
        const declinedBy = refs.carrierUsers.get(lot.declinedBy) ?? null;
        changes.push({
          at: plan.declinedAt!,
          way: lot.way,
          summKopecks: final.summKopecks,
          tenderId,
          createdBy: declinedBy,
        });
        rows.audit.push({
          actorUserId: declinedBy,
          entity: TENDER_AUDIT_ENTITY,
          entityId: String(tenderId),
          action: 'declinewin',
          details: { contractorId: refs.carriers.get(lot.declinedBy)!, routeTemplates: [lotId] },
          createdAt: plan.declinedAt!,
        });
      }
      // generateLotRoutes: one flight a trip day at TRIP_ARRIVAL_HOUR in the first point's zone, at the
      // accepted price; a decline before the first trip moved them all to the next bid at its price.
      for (const [trip, day] of trips.entries()) {
        const routeId = take.route();
        buildFlight(
          refs,
          {
            way: lot.way,
            arrival: tripArrivalAt(day, way.points[0]!.timezone),
            lateness: lot.lateness[trip]!,
            initialSumKopecks: accepted.summKopecks,
            createdAt: plan.acceptedAt,
            updatedAt: plan.declinedAt ?? plan.acceptedAt,
            transportationId: lotRow.transportationId,
            organizationId: refs.organizationIds[0]!,
            routeOwnerId: null,
          },
          routeId,
          { contractorId: refs.carriers.get(final.carrier)!, summKopecks: final.summKopecks },
          codes,
          flights,
        );
        rows.links.push({ routeId, routeTemplateId: lotId });
      }
    }
    rows.tenders.push({
      id: tenderId,
      customerId: refs.customerId,
      status: TENDER_STATUS.accepted,
      name: plan.name,
      dateStart: plan.dateStart,
      dateEnd: plan.dateEnd,
      createdBy: manager,
      createdAt: new Date(plan.dateStart.getTime() - DAY),
      updatedAt: plan.declinedAt ?? plan.acceptedAt,
    });
    rows.participants.push(
      ...[...refs.carriers.values()].map((contractorId) => ({ tenderId, contractorId })),
    );
    rows.audit.push({
      actorUserId: manager,
      entity: TENDER_AUDIT_ENTITY,
      entityId: String(tenderId),
      action: 'acceptwinner',
      fromState: String(TENDER_STATUS.ended),
      toState: String(TENDER_STATUS.accepted),
      details: { dateStart: plan.dateStart.toISOString(), dateEnd: plan.dateEnd.toISOString(), winners },
      createdAt: plan.acceptedAt,
    });
  }
  rows.tariffs = tariffRows(changes, tariffs, cursor(ids.tariffs), refs);
  return rows;
};

/** The tariff rows in time order (ids ascending with time); each acceptance notes the lane's tariff before it. */
const tariffRows = (
  changes: TariffChange[],
  before: Map<string, number>,
  nextId: () => number,
  refs: Refs,
) => {
  const current = new Map(before);
  return changes
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((change) => {
      if (change.accepted) change.accepted.tariffBeforeKopecks = current.get(change.way) ?? null;
      current.set(change.way, change.summKopecks);
      return {
        id: nextId(),
        routeWayId: refs.ways.get(change.way)!.id,
        summKopecks: change.summKopecks,
        source: TARIFF_SOURCE.tender,
        tenderId: change.tenderId,
        createdBy: change.createdBy,
        createdAt: change.at,
      };
    });
};
