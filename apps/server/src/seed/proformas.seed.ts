import { and, asc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../core/auth/principal';
import { systemClock } from '../core/clock';
import type { Db } from '../core/db/database';
import { proformas, routes, users } from '../db/schema/index';
import { insertFile } from '../modules/files/files.repository';
import {
  buildProforma,
  sendProforma,
  updateProformaDocuments,
} from '../modules/proformas/contractor-proformas.service';
import { demoScan } from './demo-documents';
import { type SeedContext, seedFileRow } from './seed-files';

// Issue 23 demo: admin@carrier.demo's proformas to the demo shipper, built and sent through the services: the
// oldest month of its closed flights sent with its УПД (for the shipper to accept), the next month a draft. The
// later months stay on no proforma, so a user can build one at once.

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

const lastDayOf = (month: string): string => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};

export const seedProformas = async (ctx: SeedContext): Promise<boolean> => {
  const [any] = await ctx.db.select({ id: proformas.id }).from(proformas).limit(1);
  if (any) return false;
  const carrier = await principalOf(ctx.db, 'admin@carrier.demo');
  const shipper = await principalOf(ctx.db, 'admin@shipper.demo');
  if (!carrier || !shipper) return false;
  const month = sql<string>`to_char(${routes.routeDay}, 'YYYY-MM')`;
  const months = await ctx.db
    .selectDistinct({ month })
    .from(routes)
    .where(
      and(
        eq(routes.contractorId, carrier.ownerId),
        eq(routes.customerId, shipper.ownerId),
        eq(routes.currentState, 7),
      ),
    )
    .orderBy(asc(month));
  const [sentMonth, draftMonth] = months.map((row) => row.month);
  if (!sentMonth) return false;
  const services = { db: ctx.db, clock: systemClock };
  const periodOf = (value: string) => ({
    customer: shipper.ownerId,
    dateFrom: `${value}-01`,
    dateTo: lastDayOf(value),
  });
  const sent = await buildProforma(services, carrier, periodOf(sentMonth));
  const upd = await insertFile(
    ctx.db,
    await seedFileRow(
      ctx,
      { id: carrier.userId, ownerId: carrier.ownerId, ownerType: 'contractor' },
      demoScan('УПД', [
        `ООО «ТрансЛогистик» — ${sent.customer.name}`,
        `Период ${sent.dateFrom} — ${sent.dateTo}`,
      ]),
      'УПД.pdf',
    ),
  );
  await updateProformaDocuments(services, carrier, sent.id, { upd: upd.guid });
  await sendProforma(services, carrier, sent.id);
  if (draftMonth) await buildProforma(services, carrier, periodOf(draftMonth));
  return true;
};
