import { defaultPlanDateLoading } from '@portal/contract/freight/route-code';
import { TARIFF_SOURCE } from '@portal/contract/freight/route-ways.schemas';
import { instantOfZonedWallTime } from '@portal/contract/freight/zoned-time';
import { TENDER_MESSAGES } from '@portal/contract/tenders/tenders.schemas';
import { tripDates } from '@portal/contract/tenders/trips';
import { writeAudit } from '../../core/audit';
import { lockCustomer } from '../../core/db/customer-lock';
import type { Tx } from '../../core/db/database';
import { unprocessable } from '../../core/http/problem';
import { freeRouteCode, plannedPoints } from '../freight/customer-routes.service';
import { recordRouteEvent } from '../freight/route-events';
import type { RouteChange } from '../freight/route-live';
import { replaceMovementPoints } from '../freight/route-parts.repository';
import { findRouteWay, findRouteWayPoints, insertTariff } from '../freight/route-ways.repository';
import { insertRoute } from '../freight/routes.repository';
import {
  findBestStandingBid,
  findFirstOrganization,
  type LotRecord,
  linkTenderRoutes,
  lockUnstartedLotRoutes,
  markBidDeclined,
  reassignRoutes,
  type TenderBidRecord,
  type TenderRecord,
  updateLotRow,
} from './tenders.repository';

/** Generated flights arrive at their first point at this hour of its own zone. */
export const TRIP_ARRIVAL_HOUR = 9;

/** A trip day's (YYYY-MM-DD) planned arrival: TRIP_ARRIVAL_HOUR on the clock of the lane's first department. */
export const tripArrivalAt = (day: string, timeZone: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfZonedWallTime({ year, month, day: date, hour: TRIP_ARRIVAL_HOUR, minute: 0 }, timeZone);
};

/** The lane's tariff becomes the winning price, with this tender as its source; earlier tariffs stay as history. */
const setTenderTariff = (
  tx: Tx,
  tender: TenderRecord,
  lot: LotRecord,
  bid: TenderBidRecord,
  actor: number | null,
) =>
  insertTariff(tx, {
    routeWayId: lot.routeWayId,
    summKopecks: bid.summKopecks,
    source: TARIFF_SOURCE.tender,
    tenderId: tender.id,
    createdBy: actor,
  });

/**
 * Issue 16: the winner of a lot gets a ready flight (not a draft) on each day of the period the weekday pattern
 * names, one per trip of the lot (its first trip days when the customer asked for fewer trips than days), arriving
 * at TRIP_ARRIVAL_HOUR in the zone of the lane's first department, at the winning price as both initial and freight
 * sum. Answers the flights made, for the live channel.
 */
const generateLotRoutes = async (
  tx: Tx,
  tender: TenderRecord,
  lot: LotRecord,
  bid: TenderBidRecord,
  actor: number | null,
  now: Date,
): Promise<RouteChange[]> => {
  const routeWay = (await findRouteWay(tx, tender.customerId, lot.routeWayId))!;
  const points = await findRouteWayPoints(tx, [routeWay.id]);
  const organization = await findFirstOrganization(tx, tender.customerId);
  if (!organization) throw unprocessable([TENDER_MESSAGES.noOrganization], TENDER_MESSAGES.noOrganization);
  const refs = { routeWay, points };
  const timeZone = points[0]!.department.timezone;
  await lockCustomer(tx, tender.customerId);
  const made: RouteChange[] = [];
  for (const day of tripDates(lot.dateFrom, lot.dateTo, lot.weekdays).slice(0, lot.tripsCount)) {
    const planDateArrival = tripArrivalAt(day, timeZone);
    const code = await freeRouteCode(tx, tender.customerId, refs, planDateArrival);
    const routeId = await insertRoute(tx, {
      customerId: tender.customerId,
      routeWayId: routeWay.id,
      transportationId: lot.transportationId,
      organizationId: organization.id,
      firstDepartmentId: points[0]!.department.id,
      lastDepartmentId: points[points.length - 1]!.department.id,
      planDateArrival,
      planDateLoading: defaultPlanDateLoading(planDateArrival),
      initialSumKopecks: bid.summKopecks,
      freightSumKopecks: bid.summKopecks,
      contractorId: bid.contractorId,
      routeOwnerId: lot.routeOwnerId,
      isDraft: false,
      ...code,
    });
    await replaceMovementPoints(tx, routeId, plannedPoints(routeId, refs, planDateArrival));
    await writeAudit(tx, {
      actorUserId: actor,
      entity: 'route',
      entityId: routeId,
      action: 'tender_assign',
      toState: 'ready',
      details: { tenderId: tender.id, routeTemplateId: lot.id, contractorId: bid.contractorId },
    });
    await linkTenderRoutes(tx, lot.id, [routeId]);
    await recordRouteEvent(tx, routeId, 'route.assigned', now);
    made.push({
      routeId,
      routeCode: code.routeCode,
      customerId: tender.customerId,
      contractorId: bid.contractorId,
    });
  }
  return made;
};

/** Accepts one lot: its chosen bid, else the lowest standing one, wins; a lot without bids has no winner. */
export const acceptLot = async (
  tx: Tx,
  tender: TenderRecord,
  lot: LotRecord,
  chosen: TenderBidRecord | null,
  actor: number | null,
  now: Date,
): Promise<{ winner: TenderBidRecord | null; routes: RouteChange[] }> => {
  const winner = chosen ?? (await findBestStandingBid(tx, lot.id));
  if (!winner) {
    await updateLotRow(tx, lot.id, { winnerBidId: null });
    return { winner: null, routes: [] };
  }
  const routeWay = await findRouteWay(tx, tender.customerId, lot.routeWayId);
  await updateLotRow(tx, lot.id, {
    winnerBidId: winner.id,
    tariffBeforeKopecks: routeWay?.tariffKopecks ?? null,
  });
  await setTenderTariff(tx, tender, lot, winner, actor);
  return { winner, routes: await generateLotRoutes(tx, tender, lot, winner, actor, now) };
};

/**
 * A declined win passes the lot to the next best standing bid: its price becomes the tariff, and the flights not
 * yet started move to that carrier at that price. With no bid left they lose their carrier.
 */
export const declineLot = async (
  tx: Tx,
  tender: TenderRecord,
  lot: LotRecord,
  declined: TenderBidRecord,
  now: Date,
  actor: number | null,
): Promise<{ next: TenderBidRecord | null; routes: RouteChange[] }> => {
  await markBidDeclined(tx, declined.id, now);
  const next = await findBestStandingBid(tx, lot.id);
  const moving = await lockUnstartedLotRoutes(tx, lot.id, declined.contractorId, now);
  await updateLotRow(tx, lot.id, { winnerBidId: next?.id ?? null });
  if (next) await setTenderTariff(tx, tender, lot, next, actor);
  await reassignRoutes(
    tx,
    moving.map((route) => route.id),
    next?.contractorId ?? null,
    next?.summKopecks ?? null,
  );
  for (const route of moving)
    await writeAudit(tx, {
      actorUserId: actor,
      entity: 'route',
      entityId: route.id,
      action: 'tender_declined',
      details: { tenderId: tender.id, from: declined.contractorId, to: next?.contractorId ?? null },
    });
  for (const route of moving)
    await recordRouteEvent(tx, route.id, 'route.assigned', now, declined.contractorId);
  return {
    next,
    routes: moving.map((route) => ({
      routeId: route.id,
      routeCode: route.routeCode,
      customerId: route.customerId,
      contractorId: next?.contractorId ?? null,
      releasedContractorId: declined.contractorId,
    })),
  };
};
