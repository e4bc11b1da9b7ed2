import {
  defaultPlanDateLoading,
  latenessSeconds,
  plannedArrivalAt,
  routeCodeOf,
  withRouteCodeSuffix,
} from '@portal/contract/freight/route-code';
import { DISCLAIMER_STATUS, pointKindOf, routeStateAfter } from '@portal/contract/freight/route-states';
import { TARIFF_SOURCE } from '@portal/contract/freight/route-ways.schemas';
import { instantOfZonedWallTime, zonedDay, zonedParts } from '@portal/contract/freight/zoned-time';
import { eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../core/audit';
import type { Tx } from '../core/db/database';
import {
  customers,
  departments,
  movementPoints,
  organizations,
  routeDisclaimers,
  routeEvents,
  routeOwners,
  routes,
  routeTariffs,
  routeWayPoints,
  routeWays,
  transportationNames,
  users,
} from '../db/schema/index';
import { SECOND_CUSTOMER_INN } from './companies.seed';
import { DEMO_CUSTOMER_INN } from './demo-accounts';
import type { SeedContext } from './seed-files';

type WaySeed = { code: string; name: string; type: 1 | 2 | 3 | 4; points: [string, number][] };

const SHIPPER_WAYS: WaySeed[] = [
  {
    code: 'МСК-СПБ',
    name: 'Москва — Санкт-Петербург',
    type: 2,
    points: [
      ['МСК', 0],
      ['СПБ', 710],
    ],
  },
  {
    code: 'МСК-ЕКБ',
    name: 'Москва — Екатеринбург через Казань',
    type: 2,
    points: [
      ['МСК', 0],
      ['КЗН', 820],
      ['ЕКБ', 1790],
    ],
  },
  {
    code: 'МСК-НСК',
    name: 'Москва — Новосибирск',
    type: 2,
    points: [
      ['МСК', 0],
      ['ЕКБ', 1790],
      ['ОМС', 2690],
      ['НСК', 3300],
    ],
  },
  {
    code: 'МСК-КРД',
    name: 'Москва — Краснодар',
    type: 2,
    points: [
      ['МСК', 0],
      ['ВРН', 520],
      ['РНД', 1080],
      ['КРД', 1350],
    ],
  },
  {
    code: 'СПБ-МСК',
    name: 'Санкт-Петербург — Москва',
    type: 2,
    points: [
      ['СПБ', 0],
      ['МСК', 710],
    ],
  },
  {
    code: 'ЕКБ-ЧЛБ',
    name: 'Екатеринбург — Челябинск',
    type: 2,
    points: [
      ['ЕКБ', 0],
      ['ЧЛБ', 210],
    ],
  },
  {
    code: 'МСК-ННВ',
    name: 'Москва — Нижний Новгород',
    type: 2,
    points: [
      ['МСК', 0],
      ['ННВ', 420],
    ],
  },
  {
    code: 'КЗН-УФА',
    name: 'Казань — Уфа',
    type: 2,
    points: [
      ['КЗН', 0],
      ['УФА', 525],
    ],
  },
  {
    code: 'СМР-МСК',
    name: 'Самара — Москва',
    type: 2,
    points: [
      ['СМР', 0],
      ['МСК', 1050],
    ],
  },
  {
    code: 'НСК-КРС',
    name: 'Новосибирск — Красноярск',
    type: 2,
    points: [
      ['НСК', 0],
      ['КРС', 790],
    ],
  },
  {
    code: 'КРС-ИРК',
    name: 'Красноярск — Иркутск',
    type: 3,
    points: [
      ['КРС', 0],
      ['ИРК', 1060],
    ],
  },
  {
    code: 'МСК-ВГГ',
    name: 'Москва — Волгоград через Воронеж',
    type: 2,
    points: [
      ['МСК', 0],
      ['ВРН', 520],
      ['ВГГ', 970],
    ],
  },
  {
    code: 'ПРМ-ЕКБ',
    name: 'Пермь — Екатеринбург',
    type: 2,
    points: [
      ['ПРМ', 0],
      ['ЕКБ', 360],
    ],
  },
  {
    code: 'ХБР-ВЛД',
    name: 'Хабаровск — Владивосток',
    type: 3,
    points: [
      ['ХБР', 0],
      ['ВЛД', 760],
    ],
  },
  {
    code: 'МСК-КЛД',
    name: 'Москва — Калининград',
    type: 2,
    points: [
      ['МСК', 0],
      ['СПБ', 710],
      ['КЛД', 1260],
    ],
  },
  {
    code: 'МСК-НСК-А',
    name: 'Москва — Новосибирск, авиа',
    type: 1,
    points: [
      ['МСК', 0],
      ['НСК', 2810],
    ],
  },
];

const AGRO_WAYS: WaySeed[] = [
  {
    code: 'КРД-РНД',
    name: 'Краснодар — Ростов-на-Дону',
    type: 2,
    points: [
      ['КРД', 0],
      ['РНД', 270],
    ],
  },
  {
    code: 'РНД-МСК',
    name: 'Ростов-на-Дону — Москва',
    type: 2,
    points: [
      ['РНД', 0],
      ['ВРН', 560],
      ['МСК', 1080],
    ],
  },
];

const DAY = 86_400_000;
const MINUTE = 60_000;
const DEMO_NOTE = 'демо-данные';

/** A start price with VAT: 85 ₽ a kilometre, at least 25 000 ₽, in whole hundreds. */
const tariffOf = (way: WaySeed): number =>
  Math.max(25_000, Math.round((way.points.at(-1)![1] * 85) / 100) * 100);

type Context = {
  tx: Tx;
  now: Date;
  departmentByCode: Map<string, { id: number; timezone: string }>;
  actorId: number | null;
  carriers: Record<string, number>;
};

const insertWays = async (c: Context, customerId: number, seeds: WaySeed[]) => {
  const ways = [];
  for (const [index, seed] of seeds.entries()) {
    const [way] = await c.tx
      .insert(routeWays)
      .values({ customerId, code: seed.code, name: seed.name, transportationType: seed.type })
      .returning();
    const points = seed.points.map(([code, distance], position) => ({
      routeWayId: way!.id,
      position,
      departmentId: c.departmentByCode.get(code)!.id,
      distance,
      timezone: c.departmentByCode.get(code)!.timezone,
    }));
    await c.tx.insert(routeWayPoints).values(points.map(({ timezone: _zone, ...point }) => point));
    const tariff = tariffOf(seed);
    // Every third way has an earlier manual price and a current one from a tender.
    const history =
      index % 3 === 0
        ? [
            { summKopecks: Math.round(tariff * 0.92) * 100, source: TARIFF_SOURCE.manual },
            { summKopecks: tariff * 100, source: TARIFF_SOURCE.tender },
          ]
        : [{ summKopecks: tariff * 100, source: TARIFF_SOURCE.manual }];
    for (const [step, price] of history.entries())
      await c.tx.insert(routeTariffs).values({
        routeWayId: way!.id,
        ...price,
        createdBy: c.actorId,
        createdAt: new Date(c.now.getTime() - (120 - step * 30) * DAY),
      });
    await writeAudit(c.tx, {
      actorUserId: c.actorId,
      entity: 'route-way',
      entityId: way!.id,
      action: 'create',
      comment: DEMO_NOTE,
    });
    ways.push({ ...way!, tariff, points });
  }
  return ways;
};

type Way = Awaited<ReturnType<typeof insertWays>>[number];

type FlightPlan = {
  way: Way;
  /** Days from now and the local hour at the first department. */
  day: number;
  hour: number;
  kind: 'draft' | 'ready' | 'cancelled' | 'assigned' | 'underWay' | 'closed';
  carrier?: string;
  /** Minutes late at each point for recorded arrivals (closed and under way); missing points are not reached. */
  lateness?: number[];
  manager?: boolean;
  /** Planned this many hours before now (flights under way), instead of day and hour. */
  hoursAgo?: number;
};

type Owner = {
  customerId: number;
  organizationIds: number[];
  transportationIds: number[];
  routeOwnerIds: number[];
  managerId: number | null;
};

const insertFlight = async (
  c: Context,
  owner: Owner,
  plan: FlightPlan,
  index: number,
  codes: Map<string, string[]>,
) => {
  const first = plan.way.points[0]!;
  const base = new Date(c.now.getTime() + plan.day * DAY);
  const local = zonedParts(base, first.timezone);
  const planDateArrival =
    plan.hoursAgo === undefined
      ? instantOfZonedWallTime({ ...local, hour: plan.hour, minute: 0 }, first.timezone)
      : new Date(Math.floor((c.now.getTime() - plan.hoursAgo * 3_600_000) / (10 * MINUTE)) * 10 * MINUTE);
  const planDateLoading = defaultPlanDateLoading(planDateArrival);
  const routeDay = zonedDay(planDateArrival, first.timezone);
  const taken = codes.get(routeDay) ?? [];
  const routeCode = withRouteCodeSuffix(routeCodeOf(planDateArrival, first.timezone, plan.way.code), taken);
  codes.set(routeDay, [...taken, routeCode]);
  const assigned = plan.kind === 'assigned' || plan.kind === 'underWay' || plan.kind === 'closed';
  const contractorId = assigned ? c.carriers[plan.carrier ?? 'carrier']! : null;
  const points = plan.way.points.map((point) => {
    const planned = plannedArrivalAt(planDateArrival, point.distance);
    const late = plan.lateness?.[point.position];
    const fact = late === undefined ? null : new Date(planned.getTime() + late * MINUTE);
    return { point, planned, fact: fact && fact.getTime() <= c.now.getTime() ? fact : null };
  });
  const arrived = points.filter((p) => p.fact !== null);
  const latest = arrived.at(-1);
  const currentState = routeStateAfter(
    latest
      ? { kind: pointKindOf(latest.point.position, points.length), factDateArrival: latest.fact! }
      : null,
    planDateLoading,
  );
  const intervals = points.map((p) => (p.fact ? latenessSeconds(p.planned, p.fact) : null));
  const initialSumKopecks = plan.way.tariff * 100;
  const [route] = await c.tx
    .insert(routes)
    .values({
      customerId: owner.customerId,
      routeWayId: plan.way.id,
      routeCode,
      routeDay,
      transportationId: owner.transportationIds[index % owner.transportationIds.length]!,
      organizationId: owner.organizationIds[index % owner.organizationIds.length]!,
      firstDepartmentId: first.departmentId,
      lastDepartmentId: plan.way.points.at(-1)!.departmentId,
      planDateArrival,
      planDateLoading,
      initialSumKopecks,
      // The winning price of an auction lands 3–15 % under the start price.
      freightSumKopecks: assigned
        ? Math.round((initialSumKopecks * (85 + (index % 13))) / 10_000) * 100
        : null,
      contractorId,
      routeOwnerId: owner.routeOwnerIds.length
        ? owner.routeOwnerIds[index % owner.routeOwnerIds.length]!
        : null,
      managerId: plan.manager === false ? null : owner.managerId,
      comment: index % 9 === 0 ? 'Температурный режим +2…+6 °C' : null,
      isDraft: plan.kind === 'draft',
      isCancel: plan.kind === 'cancelled',
      currentState,
      lateness: intervals.reduce<number>((sum, value) => sum + (value ?? 0), 0),
      createdAt: new Date(Math.min(c.now.getTime(), planDateArrival.getTime()) - 10 * DAY),
    })
    .returning();
  const routeId = route!.id;
  await c.tx.insert(movementPoints).values(
    points.map((p, position) => ({
      routeId,
      position,
      departmentId: p.point.departmentId,
      distance: p.point.distance,
      planDateArrival: p.planned,
      factDateArrival: p.fact,
      interval: intervals[position] ?? null,
    })),
  );
  const audit = (
    action: string,
    extra: { fromState?: string | number; toState?: string | number; comment?: string } = {},
  ) =>
    writeAudit(c.tx, {
      actorUserId: c.actorId,
      entity: 'route',
      entityId: routeId,
      action,
      comment: DEMO_NOTE,
      ...extra,
    });
  await audit('create', { toState: 'draft' });
  if (plan.kind !== 'draft') await audit('set_ready', { fromState: 'draft', toState: 'ready' });
  if (plan.kind === 'cancelled') await audit('cancel', { fromState: 'ready', toState: 'cancelled' });
  let state = 0;
  for (const p of arrived) {
    const next = routeStateAfter(
      { kind: pointKindOf(p.point.position, points.length), factDateArrival: p.fact! },
      planDateLoading,
    );
    await audit('movement_point', { fromState: state, toState: next });
    state = next;
  }
  return { id: routeId, contractorId, planDateArrival, routeCode };
};

/** The demo shipper's 64 flights from three months back to two weeks ahead, in every state. */
const shipperPlans = (ways: Way[]): FlightPlan[] => {
  const others = ['volga', 'sibir', 'ural', 'yug', 'kazan'];
  const plans: FlightPlan[] = [];
  for (let i = 0; i < 64; i += 1) {
    const day = -88 + Math.floor((i * 102) / 64);
    const way = ways[i % ways.length]!;
    const carrier = i % 2 === 0 ? 'carrier' : others[i % others.length]!;
    const hour = 6 + (i % 5) * 2;
    const manager = i % 3 !== 0;
    if (day <= -3) {
      if (i % 11 === 5) plans.push({ way, day, hour, kind: 'cancelled', manager });
      else {
        // Every fourth closed flight is late: 20 minutes at loading, an hour and a half at the end.
        const late = i % 4 === 0;
        const lateness = way.points.map((point) =>
          late ? (point.position === 0 ? 20 : 95) : point.position === 0 ? -15 : -5,
        );
        plans.push({ way, day, hour, kind: 'closed', carrier, lateness, manager });
      }
    } else if (day <= 0) plans.push({ way, day, hour, kind: 'assigned', carrier, manager });
    else {
      const kinds = ['draft', 'ready', 'assigned', 'assigned', 'cancelled', 'assigned'] as const;
      const kind = kinds[i % kinds.length]!;
      plans.push({ way, day, hour, kind, carrier, manager });
    }
  }
  // Under way now: the first point's planned arrival has passed, nothing recorded yet, on three flights.
  for (const [n, carrier] of ['carrier', 'carrier', 'ural'].entries())
    plans.push({
      way: ways[(n * 4 + 1) % ways.length]!,
      day: 0,
      hour: -(4 + n * 3),
      kind: 'underWay',
      carrier,
      lateness: [],
    });
  // Two more on their way with arrivals recorded: one waiting to load, one at an intermediate point.
  plans.push({
    way: ways[1]!,
    day: 0,
    hour: 0,
    hoursAgo: 3,
    kind: 'underWay',
    carrier: 'carrier',
    lateness: [-30],
  });
  plans.push({
    way: ways[3]!,
    day: 0,
    hour: 0,
    hoursAgo: 20,
    kind: 'underWay',
    carrier: 'volga',
    lateness: [10, 35],
  });
  return plans;
};

const AGRO_PLANS = (ways: Way[]): FlightPlan[] => [
  { way: ways[0]!, day: -20, hour: 7, kind: 'closed', carrier: 'yug', lateness: [0, 40] },
  { way: ways[1]!, day: -12, hour: 8, kind: 'closed', carrier: 'volga', lateness: [-10, 0, 0] },
  { way: ways[0]!, day: 2, hour: 9, kind: 'assigned', carrier: 'yug' },
  { way: ways[1]!, day: 5, hour: 6, kind: 'ready' },
  { way: ways[0]!, day: 9, hour: 10, kind: 'draft' },
];

const ownerOf = async (
  tx: Tx,
  customerId: number,
  organizationsSeed: { name: string; inn: string; kpp: string }[],
  managerName: string,
) => {
  const orgs = await tx
    .insert(organizations)
    .values(organizationsSeed.map((org) => ({ customerId, ...org })))
    .returning({ id: organizations.id });
  let kinds = await tx
    .select({ id: transportationNames.id })
    .from(transportationNames)
    .where(eq(transportationNames.customerId, customerId));
  if (kinds.length === 0)
    kinds = await tx
      .insert(transportationNames)
      .values([
        { customerId, name: 'Зерно', color: '#d4b106' },
        { customerId, name: 'Плодоовощная продукция', color: '#389e0d' },
      ])
      .returning({ id: transportationNames.id });
  const groups = await tx
    .select({ id: routeOwners.id })
    .from(routeOwners)
    .where(eq(routeOwners.customerId, customerId));
  const [manager] = await tx.select({ id: users.id }).from(users).where(eq(users.username, managerName));
  return {
    customerId,
    organizationIds: orgs.map((org) => org.id),
    transportationIds: kinds.map((kind) => kind.id),
    routeOwnerIds: groups.map((group) => group.id),
    managerId: manager?.id ?? null,
  };
};

/** Events and disclaimers on some of the demo flights: accidents, thefts, an open and an approved disclaimer. */
const addIncidents = async (
  c: Context,
  flights: Awaited<ReturnType<typeof insertFlight>>[],
  kinds: FlightPlan['kind'][],
) => {
  const closed = flights.filter((_, i) => kinds[i] === 'closed');
  const incidents = [
    { flight: closed[1], type: 0, comment: 'ДТП на трассе М-7: повреждён задний борт полуприцепа, груз цел' },
    { flight: closed[6], type: 1, comment: 'Хищение 4 паллет при ночной стоянке, составлен акт' },
    { flight: closed[11], type: 0, comment: 'Столкновение на погрузочной площадке склада' },
    { flight: closed[15], type: 1, comment: 'Недостача 12 коробок, вскрыта пломба' },
  ];
  for (const { flight, type, comment } of incidents) {
    if (!flight) continue;
    const eventDate = new Date(flight.planDateArrival.getTime() + 6 * 3_600_000);
    await c.tx.insert(routeEvents).values({
      routeId: flight.id,
      type,
      eventDate,
      comment,
      contractorId: flight.contractorId,
      createdBy: c.actorId,
    });
    await writeAudit(c.tx, {
      actorUserId: c.actorId,
      entity: 'route',
      entityId: flight.id,
      action: 'event',
      comment,
      details: { type },
    });
  }
  const demoCarrier = c.carriers.carrier!;
  const futureOfDemo = flights.filter(
    (f, i) => kinds[i] === 'assigned' && f.contractorId === demoCarrier && f.planDateArrival > c.now,
  );
  const open = futureOfDemo[0];
  const approved = futureOfDemo[1];
  const [carrierAdmin] = await c.tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin@carrier.demo'));
  if (open) {
    await c.tx.insert(routeDisclaimers).values({
      routeId: open.id,
      contractorId: demoCarrier,
      comment: 'Тягач на внеплановом ремонте, замены на эту дату нет',
      createdBy: carrierAdmin?.id ?? null,
    });
    await writeAudit(c.tx, {
      actorUserId: carrierAdmin?.id ?? null,
      entity: 'route',
      entityId: open.id,
      action: 'create_disclaimer',
      toState: DISCLAIMER_STATUS.new,
    });
  }
  if (approved) {
    await c.tx.insert(routeDisclaimers).values({
      routeId: approved.id,
      contractorId: demoCarrier,
      status: DISCLAIMER_STATUS.approved,
      comment: 'Водитель на больничном',
      createdBy: carrierAdmin?.id ?? null,
      decidedBy: c.actorId,
      decidedAt: new Date(c.now.getTime() - DAY),
    });
    await c.tx
      .update(routes)
      .set({ contractorId: null, freightSumKopecks: null })
      .where(eq(routes.id, approved.id));
    await writeAudit(c.tx, {
      actorUserId: c.actorId,
      entity: 'route',
      entityId: approved.id,
      action: 'accept_disclaimer',
      fromState: 0,
      toState: 1,
    });
  }
};

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
    const c: Context = {
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
    const plans = shipperPlans(shipperWays);
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
