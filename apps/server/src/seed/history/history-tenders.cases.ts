import { instantOfZonedWallTime } from '@portal/contract/freight/zoned-time';
import { TENDER_STATUS } from '@portal/contract/tenders/tender-status';
import { tripDates } from '@portal/contract/tenders/trips';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { login } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import {
  auditLog,
  departments,
  movementPoints,
  routes,
  routeTariffs,
  routeWayPoints,
  routeWays,
  tenderBids,
  tenderParticipants,
  tenderRoutes,
  tenderRouteTemplates,
  tenders,
  users,
} from '../../db/schema/index';
import { TRIP_ARRIVAL_HOUR } from '../../modules/tenders/tender-acceptance';
import { TENDER_AUDIT_ENTITY } from '../../modules/tenders/tenders.service';
import { DEMO_PASSWORD } from '../demo-accounts';
import { HISTORY_MONTHS, HISTORY_WAYS, historyMonth } from './history-plan';
import { HISTORY_MANAGERS } from './history-refs';

// The history's tenders checked against the tender rules (tender-acceptance.ts, tender-bids.service.ts,
// contractor-tenders.service.ts); registered by history.seed.test.ts, which seeds the demo once for both.

type Seeded = { t: TestApp; customerId: number; now: Date };

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/** The demo shipper's accepted tenders with their invited carriers, lots, bids, flights and audit. */
const loadTenders = async ({ t, customerId }: Seeded) => {
  const db = t.app.ctx.db;
  const rows = await db
    .select()
    .from(tenders)
    .where(and(eq(tenders.customerId, customerId), eq(tenders.status, TENDER_STATUS.accepted)));
  const ids = rows.map((row) => row.id);
  const lots = await db
    .select()
    .from(tenderRouteTemplates)
    .where(inArray(tenderRouteTemplates.tenderId, ids))
    .orderBy(asc(tenderRouteTemplates.position));
  const bids = groupBy(
    await db.select().from(tenderBids).where(inArray(tenderBids.tenderId, ids)),
    (bid) => bid.routeTemplateId,
  );
  const flights = groupBy(
    await db
      .select({ lotId: tenderRoutes.routeTemplateId, route: routes })
      .from(tenderRoutes)
      .innerJoin(routes, eq(routes.id, tenderRoutes.routeId))
      .where(
        inArray(
          tenderRoutes.routeTemplateId,
          lots.map((lot) => lot.id),
        ),
      )
      .orderBy(asc(routes.planDateArrival)),
    (row) => row.lotId,
  );
  const invited = groupBy(
    await db.select().from(tenderParticipants).where(inArray(tenderParticipants.tenderId, ids)),
    (row) => row.tenderId,
  );
  const audit = groupBy(
    await db.select().from(auditLog).where(eq(auditLog.entity, TENDER_AUDIT_ENTITY)),
    (row) => Number(row.entityId),
  );
  const lotsOf = groupBy(lots, (lot) => lot.tenderId);
  return rows.map((tender) => ({
    tender,
    invited: new Set((invited.get(tender.id) ?? []).map((row) => row.contractorId)),
    audit: audit.get(tender.id) ?? [],
    lots: (lotsOf.get(tender.id) ?? []).map((lot) => ({
      lot,
      bids: bids.get(lot.id) ?? [],
      flights: (flights.get(lot.id) ?? []).map((row) => row.route),
    })),
  }));
};

/** The history's own: accepted tenders that ended before the first start's month. */
const historyTenders = async (seeded: Seeded) =>
  (await loadTenders(seeded)).filter(
    ({ tender }) => tender.dateEnd.getTime() < Date.parse(`${historyMonth(seeded.now, 0).first}T00:00:00Z`),
  );

/** The lowest bid of those not declined, as findBestStandingBid orders them. */
const bestStanding = <
  T extends { summKopecks: number; createdOn: Date; id: number; declinedAt: Date | null },
>(
  bids: T[],
) =>
  bids
    .filter((bid) => bid.declinedAt === null)
    .sort(
      (a, b) => a.summKopecks - b.summKopecks || a.createdOn.getTime() - b.createdOn.getTime() || a.id - b.id,
    )[0];

export const describeHistoryTenders = (seeded: () => Seeded) =>
  describe('seedHistory: tenders', () => {
    it('holds the tender rules: a history manager’s tender for the six partners, one bid per carrier and lot under its start, within the dates, the lowest standing bid the winner', async () => {
      const { t } = seeded();
      const all = await historyTenders(seeded());
      expect(all.length).toBeGreaterThanOrEqual(HISTORY_MONTHS * 2);
      const managers = await t.app.ctx.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.username, [...HISTORY_MANAGERS]));
      for (const { tender, invited, lots, audit } of all) {
        const where = `tender ${tender.id}`;
        expect(
          managers.map((row) => row.id),
          where,
        ).toContain(tender.createdBy);
        expect(invited.size, where).toBe(6);
        expect(tender.createdAt.getTime(), where).toBe(tender.dateStart!.getTime() - 86_400_000);
        const days = (tender.dateEnd.getTime() - tender.dateStart!.getTime()) / 86_400_000;
        expect(days, where).toBeGreaterThan(1.9);
        expect(days, where).toBeLessThan(4.5);
        expect(lots.length, where).toBeGreaterThanOrEqual(1);
        expect(lots.length, where).toBeLessThanOrEqual(3);
        expect(
          lots.map(({ lot }) => lot.position),
          where,
        ).toEqual(lots.map((_, n) => n));
        const accepted = audit.find((row) => row.action === 'acceptwinner');
        expect(accepted?.createdAt.getTime() ?? 0, where).toBeGreaterThan(tender.dateEnd.getTime());
        for (const { lot, bids } of lots) {
          const at = `${where} lot ${lot.id}`;
          expect(lot.tripsCount, at).toBe(tripDates(lot.dateFrom, lot.dateTo, lot.weekdays).length);
          expect(lot.tripsCount, at).toBeGreaterThan(0);
          expect(lot.weekdays, at).toEqual([...lot.weekdays].sort());
          expect(lot.dateFrom > tender.dateEnd.toISOString().slice(0, 10), at).toBe(true);
          expect(new Set(bids.map((bid) => bid.contractorId)).size, at).toBe(bids.length);
          for (const bid of bids) {
            expect(invited.has(bid.contractorId), at).toBe(true);
            expect(bid.createdOn >= tender.dateStart!, at).toBe(true);
            expect(bid.createdOn < tender.dateEnd, at).toBe(true);
            expect(bid.summKopecks, at).toBeLessThan(lot.startSumKopecks);
            expect(bid.summKopecks % 100, at).toBe(0);
          }
          const winner = bids.find((bid) => bid.id === lot.winnerBidId);
          expect(winner?.id, at).toBe(bestStanding(bids)?.id);
          expect(winner?.declinedAt ?? null, at).toBeNull();
          for (const declined of bids.filter((bid) => bid.declinedAt)) {
            expect(declined.declinedAt! > accepted!.createdAt, at).toBe(true);
            expect(declined.summKopecks, at).toBeLessThan(winner!.summKopecks);
            const row = audit.find(
              (one) =>
                one.action === 'declinewin' &&
                (one.details as { routeTemplates: number[] }).routeTemplates.includes(lot.id),
            );
            expect(row?.details, at).toMatchObject({ contractorId: declined.contractorId });
            expect(row?.createdAt, at).toEqual(declined.declinedAt);
          }
        }
      }
    });

    it('generates a won lot’s flights on its trip days for the final winner at its price, closed, codes free on their day', async () => {
      const { t, customerId } = seeded();
      const db = t.app.ctx.db;
      const zones = new Map(
        (
          await db
            .select({ routeWayId: routeWayPoints.routeWayId, timezone: departments.timezone })
            .from(routeWayPoints)
            .innerJoin(departments, eq(departments.id, routeWayPoints.departmentId))
            .where(eq(routeWayPoints.position, 0))
        ).map((row) => [row.routeWayId, row.timezone]),
      );
      const all = await historyTenders(seeded());
      let late = 0;
      for (const { tender, lots } of all)
        for (const { lot, bids, flights } of lots) {
          const at = `tender ${tender.id} lot ${lot.id}`;
          const winner = bids.find((bid) => bid.id === lot.winnerBidId);
          if (!winner) {
            expect(flights, at).toEqual([]);
            continue;
          }
          // Generated at the price accepted first; a decline moved them to the next bid at its own price.
          const first = [...bids].sort((a, b) => a.summKopecks - b.summKopecks)[0]!;
          expect(
            flights.map((flight) => flight.planDateArrival),
            at,
          ).toEqual(
            tripDates(lot.dateFrom, lot.dateTo, lot.weekdays).map((day) => {
              const [year, month, date] = day.split('-').map(Number) as [number, number, number];
              return instantOfZonedWallTime(
                { year, month, day: date, hour: TRIP_ARRIVAL_HOUR, minute: 0 },
                zones.get(lot.routeWayId)!,
              );
            }),
          );
          for (const flight of flights) {
            expect(
              [flight.routeWayId, flight.transportationId, flight.contractorId, flight.freightSumKopecks],
              at,
            ).toEqual([lot.routeWayId, lot.transportationId, winner.contractorId, winner.summKopecks]);
            expect(flight.initialSumKopecks, at).toBe(first.summKopecks);
            expect([flight.currentState, flight.isDraft, flight.isCancel], at).toEqual([7, false, false]);
            if (flight.lateness > 0) late += 1;
          }
        }
      expect(late).toBeGreaterThan(0);
      const closed = all.flatMap(({ lots }) =>
        lots.flatMap(({ flights }) => flights.map((flight) => flight.id)),
      );
      const points = await db.select().from(movementPoints).where(inArray(movementPoints.routeId, closed));
      expect(points.every((point) => point.factDateArrival && point.factDateArrival < seeded().now)).toBe(
        true,
      );
      const codes = await db
        .select({ day: routes.routeDay, code: routes.routeCode })
        .from(routes)
        .where(eq(routes.customerId, customerId));
      expect(new Set(codes.map((row) => `${row.day} ${row.code}`)).size).toBe(codes.length);
    });

    it('makes each result the lane’s tariff in time order, noting the tariff before it', async () => {
      const { t, customerId } = seeded();
      const ways = await t.app.ctx.db
        .select()
        .from(routeWays)
        .where(and(eq(routeWays.customerId, customerId), inArray(routeWays.code, HISTORY_WAYS)));
      const tariffs = groupBy(
        await t.app.ctx.db
          .select()
          .from(routeTariffs)
          .where(
            inArray(
              routeTariffs.routeWayId,
              ways.map((way) => way.id),
            ),
          )
          .orderBy(asc(routeTariffs.id)),
        (row) => row.routeWayId,
      );
      const all = await loadTenders(seeded());
      let checked = 0;
      for (const way of ways) {
        const chain = tariffs.get(way.id) ?? [];
        for (const [n, row] of chain.entries())
          if (n > 0) expect(row.createdAt >= chain[n - 1]!.createdAt, way.code).toBe(true);
        const won = all.flatMap(({ tender, lots }) =>
          lots
            .filter(({ lot }) => lot.routeWayId === way.id && lot.winnerBidId !== null)
            .map((lot) => ({ tender, ...lot })),
        );
        for (const { tender, lot, bids } of won) {
          const at = `${way.code} tender ${tender.id}`;
          // The first winner's price on acceptance, by the manager; after a decline, the next bid's.
          const rows = chain.filter((row) => row.tenderId === tender.id);
          const declined = bids.filter((bid) => bid.declinedAt).sort((a, b) => a.summKopecks - b.summKopecks);
          const winner = bids.find((bid) => bid.id === lot.winnerBidId)!;
          expect(
            rows.map((row) => row.summKopecks),
            at,
          ).toEqual([...declined, winner].map((bid) => bid.summKopecks));
          expect(rows[0]!.createdBy, at).toBe(tender.createdBy);
          const before = chain[chain.indexOf(rows[0]!) - 1];
          expect(lot.tariffBeforeKopecks, at).toBe(before?.summKopecks ?? null);
          checked += 1;
        }
        // The current tariff (the newest row) is the last accepted lot's final price on the lane.
        const last = won.sort((a, b) => a.tender.dateEnd.getTime() - b.tender.dateEnd.getTime()).at(-1);
        if (last)
          expect(chain.at(-1)!.summKopecks, way.code).toBe(
            last.bids.find((bid) => bid.id === last.lot.winnerBidId)!.summKopecks,
          );
      }
      expect(checked).toBeGreaterThanOrEqual(HISTORY_MONTHS * 2);
    });

    it('fills the tenders tab of the statistics for the twelve months', async () => {
      const { t, customerId, now } = seeded();
      const { token } = await login(t.app, 'admin@shipper.demo', DEMO_PASSWORD);
      const dateFrom = historyMonth(now, HISTORY_MONTHS).first;
      const dateTo = new Date(Date.parse(`${historyMonth(now, 0).first}T00:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/statistics/${customerId}/tender-economy?dateFrom=${dateFrom}&dateTo=${dateTo}&groupBy=month`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { series, totals } = response.json();
      expect(
        series.filter((month: { tendersHeld: number }) => month.tendersHeld > 0).length,
      ).toBeGreaterThanOrEqual(10);
      expect(totals.lots).toBeGreaterThan(totals.tendersHeld);
      expect(totals.bidsPerLot).toBeGreaterThan(1);
      expect(totals.savingStart).toBeGreaterThan(0);
      expect(totals.flightsGenerated).toBeGreaterThan(0);
      expect(totals.declinedWins).toBeGreaterThan(0);
    });
  });
