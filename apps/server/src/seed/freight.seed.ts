import { eq, inArray } from 'drizzle-orm';
import { customers, departments, routeWays, users } from '../db/schema/index';
import { SECOND_CUSTOMER_INN } from './companies.seed';
import { DEMO_CUSTOMER_INN } from './demo-accounts';
import { addIncidents } from './freight/flight-incidents.seed';
import { AGRO_PLANS, ratingHistoryPlans, shipperPlans, vatChangePlans } from './freight/flight-plans.seed';
import { insertFlight, ownerOf } from './freight/flights.seed';
import { AGRO_WAYS, insertWays, SHIPPER_WAYS } from './freight/route-ways.seed';
import type { FreightSeedContext } from './freight/seed-context';
import type { SeedContext } from './seed-files';

/**
 * Runs while there are no route ways and the demo customers exist: ways with tariffs and flights relative to the
 * first start's now.
 */
export const seedFreight = async (ctx: SeedContext, now = new Date()): Promise<boolean> => {
  const [anyWay] = await ctx.db.select({ id: routeWays.id }).from(routeWays).limit(1);
  if (anyWay) return false;
  const [shipper] = await ctx.db.select().from(customers).where(eq(customers.inn, DEMO_CUSTOMER_INN));
  const [agro] = await ctx.db.select().from(customers).where(eq(customers.inn, SECOND_CUSTOMER_INN));
  if (!shipper || !agro) return false;
  const carrierLogins = ['carrier', 'volga', 'sibir', 'ural', 'yug', 'kazan'];
  const carrierUsers = await ctx.db
    .select({ username: users.username, ownerId: users.ownerId })
    .from(users)
    .where(
      inArray(
        users.username,
        carrierLogins.map((login) => `admin@${login}.demo`),
      ),
    );
  const carriers = Object.fromEntries(carrierUsers.map((user) => [user.username.slice(6, -5), user.ownerId]));
  const [actor] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'manager@shipper.demo'));
  const departmentRows = await ctx.db.select().from(departments);
  await ctx.db.transaction(async (tx) => {
    const c: FreightSeedContext = {
      tx,
      now,
      departmentByCode: new Map(
        departmentRows.map((row) => [row.code, { id: row.id, timezone: row.timezone }]),
      ),
      actorId: actor?.id ?? null,
      carriers,
    };
    const shipperOwner = await ownerOf(
      tx,
      shipper.id,
      [
        { name: 'АО «СеверТрансГрупп»', inn: DEMO_CUSTOMER_INN, kpp: '770801001' },
        { name: 'ООО «СеверТранс Ритейл»', inn: '7708123468', kpp: '770801001' },
        { name: 'ООО «СеверТранс Дистрибуция»', inn: '7708123475', kpp: '770801001' },
      ],
      'manager@shipper.demo',
    );
    const agroOwner = await ownerOf(
      tx,
      agro.id,
      [
        { name: 'ООО «ЮгАгроХолдинг»', inn: SECOND_CUSTOMER_INN, kpp: '781001001' },
        { name: 'ООО «Кубань-Агро»', inn: '2310456787', kpp: '231001001' },
      ],
      'manager@agro.demo',
    );
    const shipperWays = await insertWays(c, shipper.id, SHIPPER_WAYS);
    const agroWays = await insertWays(c, agro.id, AGRO_WAYS);
    // The rating's year of history goes after the current flights, so the incidents keep their flights; the two
    // flights around the VAT change last of all.
    const plans = [
      ...shipperPlans(shipperWays),
      ...ratingHistoryPlans(shipperWays, c.now),
      ...vatChangePlans(shipperWays),
    ];
    const codes = new Map<string, string[]>();
    const flights = [];
    for (const [index, plan] of plans.entries())
      flights.push(await insertFlight(c, shipperOwner, plan, index, codes));
    await addIncidents(
      c,
      flights,
      plans.map((plan) => plan.kind),
    );
    const agroCodes = new Map<string, string[]>();
    for (const [index, plan] of AGRO_PLANS(agroWays).entries())
      await insertFlight(c, agroOwner, plan, index, agroCodes);
  });
  return true;
};
