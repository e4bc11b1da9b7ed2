import { instantOfZonedWallTime, WORKING_TIME_ZONE } from '@portal/contract/freight/zoned-time';
import { addDays } from '@portal/contract/proformas/proforma-period';
import type { Proforma } from '@portal/contract/proformas/proformas.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../core/auth/principal';
import { createManualClock } from '../core/clock';
import type { Db } from '../core/db/database';
import { contractors, proformas, routes, users } from '../db/schema/index';
import { insertFile } from '../modules/files/files.repository';
import {
  buildProforma,
  sendProforma,
  updateProforma,
  updateProformaDocuments,
} from '../modules/proformas/contractor-proformas.service';
import { acceptProforma, payProforma, returnProforma } from '../modules/proformas/customer-proformas.service';
import { updateProformaSettings } from '../modules/proformas/proforma-settings.service';
import { moscowToday } from '../modules/proformas/proformas.presenter';
import { demoScan } from './demo-documents';
import { VAT_CHANGE_DAYS } from './freight/flight-plans.seed';
import { type SeedContext, seedFileRow } from './seed-files';

// Issue 23 demo, built through the services at the moments a user would have acted (a manual clock), so every rule
// holds by construction. The demo shipper requires the УПД, pays in 30 days and charges lateness. admin@carrier.demo
// has a proforma for each of the last six months, one per status: paid, accepted and overdue, accepted with an extra
// charge, sent, returned with two line reasons, and last month's draft; penalties come from its late flights.
// ВолгаТранс and СибирьЛогистик (УСН 5 %) have two each. Earlier months, and the two flights around the VAT change,
// stay on no proforma, so a user can build one at once.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Outcome = 'paid' | 'accepted' | 'overdue' | 'sent' | 'returned' | 'draft';
type Plan = { monthsBack: number; outcome: Outcome; extra?: boolean };

const PLANS: Record<string, Plan[]> = {
  'admin@carrier.demo': [
    { monthsBack: 6, outcome: 'paid' },
    { monthsBack: 5, outcome: 'overdue' },
    { monthsBack: 4, outcome: 'accepted', extra: true },
    { monthsBack: 3, outcome: 'sent' },
    { monthsBack: 2, outcome: 'returned' },
    { monthsBack: 1, outcome: 'draft' },
  ],
  'admin@volga.demo': [
    { monthsBack: 4, outcome: 'paid' },
    { monthsBack: 2, outcome: 'sent' },
  ],
  'admin@sibir.demo': [
    { monthsBack: 3, outcome: 'accepted' },
    { monthsBack: 1, outcome: 'draft' },
  ],
};

const RETURN_COMMENT = 'По двум рейсам нет подтверждающих документов, исправьте и отправьте заново';
const RETURN_REASONS = [
  'Нет оригинала ТТН с отметкой грузополучателя',
  'Время прибытия на выгрузку оспаривается: акт расхождений № 14',
];

const principalOf = async (db: Db, username: string): Promise<Principal | null> => {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user) return null;
  return {
    userId: user.id,
    username: user.username,
    ownerType: user.ownerType,
    ownerId: user.ownerId,
    roles: user.roles,
    sessionId: 'seed',
    tokenVersion: 0,
    exp: 0,
  };
};

/** The month `back` months before the Moscow month of `now`: its first and last day. */
const monthBefore = (now: Date, back: number) => {
  const [year, month] = moscowToday(now).split('-').map(Number) as [number, number];
  const dateFrom = new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 10);
  const dateTo = new Date(Date.UTC(year, month - back, 0)).toISOString().slice(0, 10);
  return { dateFrom, dateTo };
};

/** A month's period without the two days around the VAT change, whose flights stay free. */
const periodAround = ({ dateFrom, dateTo }: { dateFrom: string; dateTo: string }) => {
  const spared = new Set<string>(VAT_CHANGE_DAYS);
  let from = dateFrom;
  let to = dateTo;
  while (spared.has(from) && from < to) from = addDays(from, 1);
  while (spared.has(to) && to > from) to = addDays(to, -1);
  return { dateFrom: from, dateTo: to };
};

/** 10:00 in Moscow on a day. */
const moscowMorning = (day: string): Date => {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return instantOfZonedWallTime({ year, month, day: dayOfMonth, hour: 10, minute: 0 }, WORKING_TIME_ZONE);
};

/** Whether the carrier has a closed flight of the customer in the period (a build needs one). */
const hasClosedFlights = async (
  db: Db,
  contractorId: number,
  customerId: number,
  period: { dateFrom: string; dateTo: string },
) => {
  const [row] = await db
    .select({ id: routes.id })
    .from(routes)
    .where(
      and(
        eq(routes.contractorId, contractorId),
        eq(routes.customerId, customerId),
        eq(routes.currentState, 7),
        sql`${routes.routeDay} between ${period.dateFrom} and ${period.dateTo}`,
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const seedProformas = async (ctx: SeedContext, now = new Date()): Promise<boolean> => {
  const [any] = await ctx.db.select({ id: proformas.id }).from(proformas).limit(1);
  if (any) return false;
  const shipper = await principalOf(ctx.db, 'admin@shipper.demo');
  if (!shipper) return false;
  const clock = createManualClock(now);
  const services = { db: ctx.db, clock };
  // The shipper's settings as its admin saved them before the first proforma arrived.
  clock.set(moscowMorning(monthBefore(now, 7).dateFrom));
  await updateProformaSettings(services, shipper, {
    paymentTermDays: 30,
    penalty: { enabled: true, perHour: 1000, graceMinutes: 10, capPercent: 10 },
    requiredDocuments: 'upd',
  });
  const at = (instant: Date) => clock.set(new Date(Math.min(instant.getTime(), now.getTime())));
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let seeded = false;
  for (const [username, plans] of Object.entries(PLANS)) {
    const carrier = await principalOf(ctx.db, username);
    if (!carrier) continue;
    const [company] = await ctx.db
      .select({ name: contractors.name })
      .from(contractors)
      .where(eq(contractors.id, carrier.ownerId));
    const uploader = { id: carrier.userId, ownerId: carrier.ownerId, ownerType: 'contractor' as const };
    const scan = async (title: string, lines: string[]) =>
      insertFile(ctx.db, await seedFileRow(ctx, uploader, demoScan(title, lines), `${title}.pdf`));
    for (const plan of plans) {
      const period = periodAround(monthBefore(now, plan.monthsBack));
      if (!(await hasClosedFlights(ctx.db, carrier.ownerId, shipper.ownerId, period))) continue;
      // A closed month is invoiced on the third day of the next one; the latest ones more recently.
      const invoiced = moscowMorning(addDays(monthBefore(now, plan.monthsBack).dateTo, 3));
      const sentAt = plan.outcome === 'sent' ? ago(10) : plan.outcome === 'returned' ? ago(8) : invoiced;
      at(plan.outcome === 'draft' ? moscowMorning(monthBefore(now, 0).dateFrom) : sentAt);
      let proforma: Proforma = await buildProforma(services, carrier, {
        customer: shipper.ownerId,
        ...period,
      });
      seeded = true;
      if (plan.outcome === 'draft') continue;
      if (plan.extra) {
        const act = await scan('Акт простоя', [
          `${company?.name ?? ''} — ${proforma.customer.name}`,
          'Простой под погрузкой 3 часа сверх нормативных 2 часов',
        ]);
        await updateProforma(services, carrier, proforma.id, {
          extras: [{ summ: 4500, comment: 'Простой под погрузкой 3 часа сверх нормы', file: act.guid }],
        });
      }
      const upd = await scan('УПД', [
        `${company?.name ?? ''} — ${proforma.customer.name}`,
        `Период ${proforma.dateFrom} — ${proforma.dateTo}`,
      ]);
      await updateProformaDocuments(services, carrier, proforma.id, { upd: upd.guid });
      at(new Date(sentAt.getTime() + HOUR_MS));
      proforma = await sendProforma(services, carrier, proforma.id);
      if (plan.outcome === 'sent') continue;
      if (plan.outcome === 'returned') {
        at(ago(5));
        const flights = proforma.lines.filter((line) => line.kind === 'flight').slice(0, 2);
        await returnProforma(services, shipper, proforma.id, {
          comment: RETURN_COMMENT,
          lines: flights.map((line, n) => ({ line: line.id, reason: RETURN_REASONS[n]! })),
        });
        continue;
      }
      const acceptedAt =
        plan.outcome === 'overdue'
          ? ago(45)
          : plan.outcome === 'accepted'
            ? ago(6 + plan.monthsBack * 2)
            : null;
      at(acceptedAt ?? new Date(sentAt.getTime() + 4 * DAY_MS));
      await acceptProforma(services, shipper, proforma.id);
      if (plan.outcome !== 'paid') continue;
      at(new Date(sentAt.getTime() + 25 * DAY_MS));
      await payProforma(services, shipper, proforma.id, {
        paidOn: moscowToday(clock.now()),
        paymentNumber: String(1800 + proforma.id * 7),
      });
    }
  }
  return seeded;
};
