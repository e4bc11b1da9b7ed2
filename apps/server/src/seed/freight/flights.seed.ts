import {
  defaultPlanDateLoading,
  latenessSeconds,
  plannedArrivalAt,
  routeCodeOf,
  withRouteCodeSuffix,
} from '@portal/contract/freight/route-code';
import { pointKindOf, routeStateAfter } from '@portal/contract/freight/route-states';
import { instantOfZonedWallTime, zonedDay, zonedParts } from '@portal/contract/freight/zoned-time';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Tx } from '../../core/db/database';
import {
  movementPoints,
  organizations,
  routeOwners,
  routes,
  transportationNames,
  users,
} from '../../db/schema/index';
import type { FlightPlan } from './flight-plans.seed';
import { DAY, DEMO_NOTE, type FreightSeedContext, MINUTE } from './seed-context';

const zonedDayParts = (day: string) => {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: dayOfMonth, hour: 0, minute: 0 };
};

type Owner = {
  customerId: number;
  organizationIds: number[];
  transportationIds: number[];
  routeOwnerIds: number[];
  managerId: number | null;
};

export const insertFlight = async (
  c: FreightSeedContext,
  owner: Owner,
  plan: FlightPlan,
  index: number,
  codes: Map<string, string[]>,
) => {
  const first = plan.way.points[0]!;
  const base = new Date(c.now.getTime() + plan.day * DAY);
  const local = plan.date ? zonedDayParts(plan.date) : zonedParts(base, first.timezone);
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

export const ownerOf = async (
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

export type SeededFlight = Awaited<ReturnType<typeof insertFlight>>;
