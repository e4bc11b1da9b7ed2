import { splitInProportion } from '@portal/contract/auctions/bid-rules';
import { latenessSeconds } from '@portal/contract/freight/route-code';
import { hhiLabel } from '@portal/contract/statistics/statistics-formulas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  auctionBids,
  auctionParticipants,
  auctionRoutes,
  auctions,
  auditLog,
  movementPoints,
  routes,
  users,
} from '../../db/schema/index';
import { AUCTION_AUDIT_ENTITY } from '../../modules/auctions/auctions.service';
import { brokenLinkOfBids } from '../../modules/auctions/bid-log';
import { DEMO_PASSWORD } from '../demo-accounts';
import { seedDemo } from '../demo-seed';
import { seedHistory } from './history.seed';
import { AUCTIONS_PER_MONTH, HISTORY_MONTHS, historyMonth } from './history-plan';
import { HISTORY_MANAGERS } from './history-refs';
import { describeHistoryTenders } from './history-tenders.cases';

const MINUTE = 60_000;
const TIME_TO_CANCEL_MS = 30 * MINUTE;

let t: TestApp;
let customerId: number;
const now = new Date();
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
  const [admin] = await t.app.ctx.db.select().from(users).where(eq(users.username, 'admin@shipper.demo'));
  customerId = admin!.ownerId;
}, 300_000);
afterAll(() => t.close());
describeHistoryTenders(() => ({ t, customerId, now }));

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/** Every auction of the demo shipper with its bids (in bid order), invited carriers, flights and audit. */
const loadAuctions = async () => {
  const db = t.app.ctx.db;
  const rows = await db.select().from(auctions).where(eq(auctions.customerId, customerId));
  const ids = rows.map((row) => row.id);
  const bids = groupBy(
    await db
      .select()
      .from(auctionBids)
      .where(inArray(auctionBids.auctionId, ids))
      .orderBy(asc(auctionBids.seq)),
    (bid) => bid.auctionId,
  );
  const invited = groupBy(
    await db.select().from(auctionParticipants).where(inArray(auctionParticipants.auctionId, ids)),
    (row) => row.auctionId,
  );
  const flights = groupBy(
    await db
      .select({ auctionId: auctionRoutes.auctionId, route: routes })
      .from(auctionRoutes)
      .innerJoin(routes, eq(routes.id, auctionRoutes.routeId))
      .where(inArray(auctionRoutes.auctionId, ids)),
    (row) => row.auctionId,
  );
  const audit = groupBy(
    await db.select().from(auditLog).where(eq(auditLog.entity, AUCTION_AUDIT_ENTITY)),
    (row) => Number(row.entityId),
  );
  return rows.map((auction) => ({
    auction,
    bids: bids.get(auction.id) ?? [],
    invited: new Set((invited.get(auction.id) ?? []).map((row) => row.contractorId)),
    flights: (flights.get(auction.id) ?? []).map((row) => row.route),
    audit: audit.get(auction.id) ?? [],
  }));
};

describe('seedHistory', () => {
  it('holds the bid rules in every auction of the demo shipper: falling by the step, chained, from the invited, within the time, extensions as anti-sniping makes them', async () => {
    const all = await loadAuctions();
    expect(all.length).toBeGreaterThanOrEqual(HISTORY_MONTHS * AUCTIONS_PER_MONTH);
    for (const { auction, bids, invited } of all) {
      const where = `auction ${auction.id}`;
      expect(
        bids.map((bid) => bid.seq),
        where,
      ).toEqual(bids.map((_, n) => n + 1));
      let ceiling = auction.startSumKopecks;
      for (const bid of bids) {
        expect(bid.summKopecks, where).toBeLessThanOrEqual(ceiling);
        ceiling = bid.summKopecks - auction.stepKopecks;
        expect(invited.has(bid.contractorId), where).toBe(true);
        if (auction.dateStart) expect(bid.createdOn >= auction.dateStart, where).toBe(true);
        expect(bid.createdOn < auction.dateEnd, where).toBe(true);
      }
      expect(brokenLinkOfBids(bids), where).toBeNull();
      expect(auction.lastBidHash, where).toBe(bids.at(-1)?.hash ?? null);
      expect([auction.bidsCount, auction.lastBidSeq], where).toEqual([bids.length, bids.length]);
      expect(auction.bestSumKopecks, where).toBe(bids.at(-1)?.summKopecks ?? null);
      // Each extension starts from the end the previous one set; a bid that extends came within N minutes of it.
      const extended = bids.filter((bid) => bid.extendedTo);
      expect(auction.extensionsCount, where).toBe(extended.length);
      for (const [n, bid] of extended.entries()) {
        expect(bid.extendedTo!.getTime() - bid.createdOn.getTime(), where).toBe(
          auction.extensionMinutes * MINUTE,
        );
        expect(bid.extendedFrom!.getTime() - bid.createdOn.getTime(), where).toBeLessThan(
          auction.extensionMinutes * MINUTE,
        );
        if (n > 0) expect(bid.extendedFrom, where).toEqual(extended[n - 1]!.extendedTo);
      }
      if (extended.length > 0 && auction.status !== 6)
        expect(auction.dateEnd, where).toEqual(extended.at(-1)!.extendedTo);
    }
  });

  it('gives each ended auction to the lowest bid of a carrier that did not decline, and its flights to that carrier at that price', async () => {
    for (const { auction, bids, flights, audit } of await loadAuctions()) {
      const where = `auction ${auction.id}`;
      const declinedCarriers = new Set(bids.filter((bid) => bid.declinedAt).map((bid) => bid.contractorId));
      for (const bid of bids.filter((one) => declinedCarriers.has(one.contractorId))) {
        // A decline marks all of the carrier's bids, within the decline window after the end.
        expect(bid.declinedAt, where).not.toBeNull();
        expect(bid.declinedAt! >= auction.dateEnd, where).toBe(true);
        expect(bid.declinedAt!.getTime() - auction.dateEnd.getTime(), where).toBeLessThanOrEqual(
          TIME_TO_CANCEL_MS,
        );
      }
      if (declinedCarriers.size > 0)
        expect(
          audit.some((row) => row.action === 'decline_win'),
          where,
        ).toBe(true);
      const standing = bids
        .filter((bid) => !declinedCarriers.has(bid.contractorId))
        .sort((a, b) => a.summKopecks - b.summKopecks || a.seq - b.seq)[0];
      if (auction.status === 3) expect(standing, where).toBeUndefined();
      if (auction.status === 3 || auction.status === 6) expect(auction.winnerBidId, where).toBeNull();
      if (auction.status === 4 || auction.status === 5) expect(auction.winnerBidId, where).toBe(standing!.id);
      if (auction.status !== 5) continue;
      const shares = splitInProportion(
        standing!.summKopecks,
        flights.map((flight) => flight.initialSumKopecks),
      );
      expect(
        flights.map((flight) => [flight.contractorId, flight.freightSumKopecks]),
        where,
      ).toEqual(shares.map((share) => [standing!.contractorId, share]));
    }
  });

  it('restarts only auctions that ended without bids, and buys a cancelled auction’s flight again', async () => {
    const all = await loadAuctions();
    const restarted = all.filter(({ audit }) => audit.some((row) => row.action === 'clear_run'));
    expect(restarted.length).toBeGreaterThanOrEqual(HISTORY_MONTHS / 2);
    for (const { auction, bids, audit } of restarted) {
      const restart = audit.find((row) => row.action === 'clear_run')!;
      expect(restart.fromState, `auction ${auction.id}`).toBe('3');
      expect(
        bids.every((bid) => bid.createdOn >= restart.createdAt),
        `auction ${auction.id}`,
      ).toBe(true);
    }
    const cancelled = all.filter(({ auction }) => auction.status === 6 && auction.dateEnd < now);
    expect(cancelled.length).toBeGreaterThan(0);
    for (const { auction, flights } of cancelled) {
      const buyers = all.filter(
        (other) => other.auction.status === 5 && other.flights.some((flight) => flight.id === flights[0]!.id),
      );
      expect(
        buyers.map((buyer) => buyer.auction.dateStart! > auction.updatedAt),
        `auction ${auction.id}`,
      ).toEqual([true]);
    }
  });

  it('closes the history’s flights with every point recorded and the lateness summed', async () => {
    const db = t.app.ctx.db;
    const closed = await db
      .select()
      .from(routes)
      .where(and(eq(routes.customerId, customerId), eq(routes.currentState, 7)));
    const points = groupBy(
      await db
        .select()
        .from(movementPoints)
        .where(
          inArray(
            movementPoints.routeId,
            closed.map((route) => route.id),
          ),
        ),
      (point) => point.routeId,
    );
    expect(closed.length).toBeGreaterThan(HISTORY_MONTHS * AUCTIONS_PER_MONTH * 0.7);
    for (const route of closed) {
      const own = points.get(route.id) ?? [];
      expect(own.length, route.routeCode).toBeGreaterThanOrEqual(2);
      expect(route.contractorId, route.routeCode).not.toBeNull();
      for (const point of own)
        expect(point.interval, route.routeCode).toBe(
          latenessSeconds(point.planDateArrival, point.factDateArrival!),
        );
      expect(route.lateness, route.routeCode).toBe(own.reduce((sum, point) => sum + point.interval!, 0));
    }
  });

  it('makes every statistics figure of the last twelve months mean something', async () => {
    const { token } = await login(t.app, 'admin@shipper.demo', DEMO_PASSWORD);
    const dateFrom = historyMonth(now, HISTORY_MONTHS).first;
    // The day before the current month: the history's last day.
    const dateTo = new Date(Date.parse(`${historyMonth(now, 0).first}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const get = async (economy: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/statistics/${customerId}/${economy}?dateFrom=${dateFrom}&dateTo=${dateTo}&groupBy=month`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const auctionsFigures = await get('auction-economy');
    expect(auctionsFigures.series).toHaveLength(HISTORY_MONTHS);
    for (const month of auctionsFigures.series) expect(month.auctionsHeld, month.period).toBeGreaterThan(0);
    const totals = auctionsFigures.totals;
    expect(totals.auctionsHeld).toBeGreaterThanOrEqual(HISTORY_MONTHS * AUCTIONS_PER_MONTH * 0.9);
    expect(totals.withoutBids).toBeGreaterThan(0);
    expect(totals.withoutBidsShare).toBeLessThan(20);
    expect(totals.savingStartPercent).toBeGreaterThan(3);
    expect(totals.savingStartPercent).toBeLessThan(15);
    for (const figure of ['extensions', 'declinedWins', 'restarts', 'savingSecond'])
      expect(totals[figure], figure).toBeGreaterThan(0);
    expect(auctionsFigures.timing.some((point: { lowest: number }) => point.lowest > 0)).toBe(true);

    const lanes = await get('route-economy');
    const concentrated = lanes.rows.filter(
      (row: { hhi: number; topCarrierShare: number }) =>
        hhiLabel(row.hhi, row.topCarrierShare) === 'один перевозчик везёт больше половины',
    );
    expect(concentrated.map((row: { key: { name: string } }) => row.key.name)).toContain(
      'МСК-ННВ Москва — Нижний Новгород',
    );
    expect(lanes.totals.onTimeShare).toBeGreaterThan(60);
    expect(lanes.totals.onTimeShare).toBeLessThan(100);

    const managers = await get('manager-economy');
    const names = await t.app.ctx.db
      .select({ fullname: users.fullname })
      .from(users)
      .where(inArray(users.username, [...HISTORY_MANAGERS]));
    const busy = managers.rows.filter((row: { auctions: number }) => row.auctions >= HISTORY_MONTHS * 5);
    expect(busy.map((row: { key: { name: string } }) => row.key.name).sort()).toEqual(
      names.map((row) => row.fullname).sort(),
    );

    const awards = await get('award-cost');
    expect(awards.totals.declinedWinsCost).toBeGreaterThan(0);
    expect(awards.totals.restartsCost).toBeGreaterThan(0);
  });

  it('runs once', async () => {
    expect(await seedHistory(t.app.ctx)).toBe(false);
  });
});
