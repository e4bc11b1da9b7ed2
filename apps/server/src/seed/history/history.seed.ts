import { and, eq, lt, sql } from 'drizzle-orm';
import {
  auctionBids,
  auctionParticipants,
  auctionRoutes,
  auctions,
  auditLog,
  customers,
  movementPoints,
  routes,
  routeTariffs,
  tenderBids,
  tenderParticipants,
  tenderRoutes,
  tenderRouteTemplates,
  tenders,
} from '../../db/schema/index';
import { DEMO_CUSTOMER_INN } from '../demo-accounts';
import type { SeedContext } from '../seed-files';
import { planHistory } from './history-plan';
import { DAY, insertAll, loadRefs, loadTariffs, takeIds } from './history-refs';
import { buildAuction, type Rows } from './history-rows';
import { planTenders } from './tender-plan';
import { buildTenders, type TenderIds, tenderIdCounts } from './tender-rows';

/**
 * Issue 24 demo: a year of procurement behind the demo shipper's current auctions (history-plan.ts says what)
 * and tenders (tender-plan.ts), whose results are the lanes' tariffs by now.
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
    const tariffs = await loadTariffs(tx, refs.ways);
    const plans = planHistory(now, tariffs);
    const tenderPlans = planTenders(now, tariffs);
    const counts = tenderIdCounts(tenderPlans);
    const auctionIds = await takeIds(tx, 'auctions', plans.length);
    const routeIds = await takeIds(tx, 'routes', plans.length);
    const bidIds = await takeIds(
      tx,
      'auction_bids',
      plans.reduce((sum, plan) => sum + plan.bids.length, 0),
    );
    const tenderIds: TenderIds = {
      tenders: await takeIds(tx, 'tenders', counts.tenders),
      lots: await takeIds(tx, 'tender_route_templates', counts.lots),
      bids: await takeIds(tx, 'tender_bids', counts.bids),
      routes: await takeIds(tx, 'routes', counts.routes),
      tariffs: await takeIds(tx, 'route_tariffs', counts.tariffs),
    };
    const days = [
      ...plans.map((plan) => plan.arrival.toISOString().slice(0, 10)),
      ...tenderPlans.flatMap((plan) => plan.lots.flatMap((lot) => [lot.dateFrom, lot.dateTo])),
    ].sort();
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
    const tenderRows = buildTenders(refs, tenderPlans, tenderIds, tariffs, codes, rows);
    await insertAll(tx, routes, rows.routes);
    await insertAll(tx, movementPoints, rows.points);
    await insertAll(tx, auctions, rows.auctions);
    await insertAll(tx, auctionRoutes, rows.links);
    await insertAll(tx, auctionParticipants, rows.participants);
    await insertAll(tx, auctionBids, rows.bids);
    await insertAll(tx, tenders, tenderRows.tenders);
    await insertAll(tx, tenderParticipants, tenderRows.participants);
    await insertAll(tx, tenderRouteTemplates, tenderRows.lots);
    await insertAll(tx, tenderBids, tenderRows.bids);
    await insertAll(tx, tenderRoutes, tenderRows.links);
    await insertAll(tx, routeTariffs, tenderRows.tariffs);
    await insertAll(tx, auditLog, [...rows.audit, ...tenderRows.audit]);
    return true;
  });
};
