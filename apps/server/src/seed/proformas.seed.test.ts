import { PROFORMA_STATUS } from '@portal/contract/proformas/proforma-status';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createManualClock } from '../core/clock';
import { proformaLines, proformas, routes, users } from '../db/schema/index';
import { buildProforma } from '../modules/proformas/contractor-proformas.service';
import { proformaSettingsOf } from '../modules/proformas/proforma-settings.service';
import { isOverdue, moscowToday } from '../modules/proformas/proformas.presenter';
import { seedDemo } from './demo-seed';
import { seedProformas } from './proformas.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
}, 180_000);
afterAll(() => t.close());

const ownerOf = async (username: string) =>
  (await t.app.ctx.db.select().from(users).where(eq(users.username, username)))[0]!.ownerId;

const proformasOf = async (contractorId: number) =>
  t.app.ctx.db
    .select()
    .from(proformas)
    .where(eq(proformas.contractorId, contractorId))
    .orderBy(asc(proformas.dateFrom));

const linesOf = (proformaIds: number[]) =>
  t.app.ctx.db.select().from(proformaLines).where(inArray(proformaLines.proformaId, proformaIds));

/** The carrier's closed flights of the demo shipper that no proforma holds. */
const freeFlightsOf = async (contractorId: number, customerId: number) => {
  const taken = new Set(
    (await t.app.ctx.db.select().from(proformaLines).where(eq(proformaLines.isDeleted, false))).map(
      (line) => line.routeId,
    ),
  );
  const closed = await t.app.ctx.db
    .select()
    .from(routes)
    .where(
      and(
        eq(routes.contractorId, contractorId),
        eq(routes.customerId, customerId),
        eq(routes.currentState, 7),
      ),
    );
  return closed.filter((route) => !taken.has(route.id));
};

describe('seedProformas', () => {
  it('sets the demo shipper’s terms: УПД, 30 days, 1,000 ₽ per started hour after 10 minutes, at most 10 %', async () => {
    expect(await proformaSettingsOf(t.app.ctx.db, await ownerOf('admin@shipper.demo'))).toEqual({
      paymentTermDays: 30,
      penalty: { enabled: true, perHour: 1000, graceMinutes: 10, capPercent: 10 },
      requiredDocuments: 'upd',
    });
  });

  it('gives admin@carrier.demo a proforma in every status over six months: one overdue, a returned one with two line reasons, a penalty and an extra', async () => {
    const rows = await proformasOf(await ownerOf('admin@carrier.demo'));
    expect(rows.map((row) => row.status)).toEqual([
      PROFORMA_STATUS.paid,
      PROFORMA_STATUS.accepted,
      PROFORMA_STATUS.accepted,
      PROFORMA_STATUS.sent,
      PROFORMA_STATUS.returned,
      PROFORMA_STATUS.draft,
    ]);
    const now = new Date();
    const accepted = rows.filter((row) => row.status === PROFORMA_STATUS.accepted);
    expect(accepted.map((row) => isOverdue(row, now))).toEqual([true, false]);
    const [paid] = rows;
    expect(paid!.paidOn! <= moscowToday(now)).toBe(true);
    expect(paid!.paymentNumber).not.toBeNull();
    // Everything the shipper has seen carries its УПД and a number, in the order sent.
    const seen = rows.filter((row) => row.status !== PROFORMA_STATUS.draft);
    expect(seen.every((row) => row.updFileId !== null && row.numberSeq !== null)).toBe(true);
    expect(rows.at(-1)!.numberSeq).toBeNull();

    const lines = await linesOf(rows.map((row) => row.id));
    for (const row of rows)
      expect(lines.some((line) => line.proformaId === row.id && line.kind === 'flight')).toBe(true);
    const returned = rows.find((row) => row.status === PROFORMA_STATUS.returned)!;
    expect(returned.returnComment).not.toBeNull();
    const reasons = lines.filter((line) => line.proformaId === returned.id && line.returnReason !== null);
    expect(reasons).toHaveLength(2);
    expect(reasons.every((line) => line.kind === 'flight')).toBe(true);
    const penalties = lines.filter((line) => line.kind === 'penalty');
    expect(penalties.length).toBeGreaterThan(0);
    // Each at most 10 % of its flight.
    for (const penalty of penalties) {
      const flight = lines.find(
        (line) =>
          line.proformaId === penalty.proformaId &&
          line.kind === 'flight' &&
          line.routeId === penalty.routeId,
      )!;
      expect(penalty.summKopecks).toBeLessThan(0);
      expect(-penalty.summKopecks).toBeLessThanOrEqual(flight.summKopecks / 10);
    }
    const extras = lines.filter((line) => line.kind === 'extra');
    expect(extras).toHaveLength(1);
    expect(extras[0]!.fileId).not.toBeNull();
    // admin@carrier.demo is on the general regime: 20 % until 2026, 22 % since.
    expect(lines.every((line) => line.vatRate === (line.day < '2026-01-01' ? 20 : 22))).toBe(true);
  });

  it('gives ВолгаТранс and СибирьЛогистик (УСН 5 %) a few proformas', async () => {
    const volga = await proformasOf(await ownerOf('admin@volga.demo'));
    expect(volga.map((row) => row.status)).toEqual([PROFORMA_STATUS.paid, PROFORMA_STATUS.sent]);
    const sibir = await proformasOf(await ownerOf('admin@sibir.demo'));
    expect(sibir.map((row) => row.status)).toEqual([PROFORMA_STATUS.accepted, PROFORMA_STATUS.draft]);
    const sibirLines = await linesOf(sibir.map((row) => row.id));
    expect(sibirLines.length).toBeGreaterThan(0);
    expect(sibirLines.every((line) => line.vatRate === 5)).toBe(true);
  });

  it('leaves earlier months free to build at once, and is run once', async () => {
    const carrier = await ownerOf('admin@carrier.demo');
    const free = await freeFlightsOf(carrier, await ownerOf('admin@shipper.demo'));
    const byMonth = new Map<string, number>();
    for (const route of free)
      byMonth.set(route.routeDay.slice(0, 7), (byMonth.get(route.routeDay.slice(0, 7)) ?? 0) + 1);
    const oldest = (await proformasOf(carrier))[0]!.dateFrom.slice(0, 7);
    const earlier = [...byMonth].filter(([month, count]) => month < oldest && count >= 3);
    expect(earlier.length).toBeGreaterThanOrEqual(2);
    expect(await seedProformas(t.app.ctx)).toBe(false);
  });

  it('leaves the flights of 31.12.2025 and 01.01.2026 free, built side by side at 20 % and 22 %', async () => {
    const carrier = await ownerOf('admin@carrier.demo');
    const shipper = await ownerOf('admin@shipper.demo');
    const free = await freeFlightsOf(carrier, shipper);
    expect(
      free
        .filter((route) => route.routeDay === '2025-12-31' || route.routeDay === '2026-01-01')
        .map((route) => route.routeDay)
        .sort(),
    ).toEqual(['2025-12-31', '2026-01-01']);
    const proforma = await buildProforma(
      { db: t.app.ctx.db, clock: createManualClock(new Date()) },
      { ownerId: carrier, userId: null },
      { customer: shipper, dateFrom: '2025-12-31', dateTo: '2026-01-01' },
    );
    expect(
      proforma.lines.filter((line) => line.kind === 'flight').map((line) => [line.date, line.vatRate]),
    ).toEqual([
      ['2025-12-31', 20],
      ['2026-01-01', 22],
    ]);
  });
});
