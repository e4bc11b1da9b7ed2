import { ATTORNEY_STATUS, FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { ROUTE_FLEET_MESSAGES, type RouteFleetValues } from '@portal/contract/fleet/route-fleet.schemas';
import { ROUTE_STATE } from '@portal/contract/freight/route-states';
import type { ContractorRoute } from '@portal/contract/freight/routes.schemas';
import { toRoubles } from '@portal/contract/validation/money';
import { and, eq, gte, lte } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { conflict, fieldProblem, unprocessable } from '../../core/http/problem';
import { attorneys } from '../../db/schema/index';
import { ROUTE_AUDIT_ENTITY } from '../freight/customer-routes.service';
import { publishRouteChange } from '../freight/route-live';
import {
  findMovementPoints,
  findRouteContainers,
  replaceRouteContainers,
} from '../freight/route-parts.repository';
import { readContractorRoute, routeNotFound } from '../freight/route-reads';
import { lockRoute, type RouteRecord, updateRouteRow } from '../freight/routes.repository';
import { findDriver } from './drivers.repository';
import { carrierScope } from './fleet-scope';
import { hasWonPrice, priceByRule, resolveVehicles } from './route-fleet';

type DriverField = 'firstDriver' | 'secondDriver';

/** The days the flight spans: from its planned arrival at the first point to that at the last (UTC dates). */
const flightDays = async (tx: Tx, route: RouteRecord) => {
  const points = await findMovementPoints(tx, [route.id]);
  const times = [route.planDateArrival, ...points.map((point) => point.planDateArrival)].map((time) =>
    time.getTime(),
  );
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(Math.min(...times)), to: day(Math.max(...times)) };
};

/** A driver may go: the carrier's own, verified, with an active power of attorney covering the flight's days. */
const driverProblem = async (
  tx: Tx,
  contractorId: number,
  driverId: number,
  days: { from: string; to: string },
): Promise<string | null> => {
  const row = await findDriver(tx, carrierScope(contractorId), driverId);
  if (!row) return ROUTE_FLEET_MESSAGES.notFound;
  if (row.driver.status !== FLEET_STATUS.verified) return ROUTE_FLEET_MESSAGES.notVerified;
  const [attorney] = await tx
    .select({ id: attorneys.id })
    .from(attorneys)
    .where(
      and(
        eq(attorneys.contractorId, contractorId),
        eq(attorneys.driverId, driverId),
        eq(attorneys.status, ATTORNEY_STATUS.active),
        lte(attorneys.dateFrom, days.from),
        gte(attorneys.dateTo, days.to),
      ),
    )
    .limit(1);
  return attorney ? null : ROUTE_FLEET_MESSAGES.noAttorney;
};

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * DESIGN 11 PUT …/contractors/{cid}/routes/{rid}: the carrier puts its verified drivers (with a power of attorney
 * for the flight's days) and verified vehicles of the right kind, with no more containers than they carry, on a
 * flight it holds that is neither cancelled nor closed. An absent field is cleared. When the vehicles or
 * containers change, the freight sum follows the price rule (DESIGN 8) unless it is a price won in an auction or
 * a tender, which stays; the customer hears of it live and the route's history keeps the change.
 */
export const assignRouteFleet = async (
  ctx: AppContext,
  principal: Principal,
  routeId: number,
  values: RouteFleetValues,
): Promise<ContractorRoute> => {
  const contractorId = principal.ownerId;
  const { route, customerId } = await ctx.db.transaction(async (tx) => {
    const locked = await lockRoute(tx, { contractorId }, routeId);
    if (!locked) throw routeNotFound();
    if (locked.isCancel) throw conflict(ROUTE_FLEET_MESSAGES.routeCancelled);
    if (locked.currentState === ROUTE_STATE.closed) throw conflict(ROUTE_FLEET_MESSAGES.routeClosed);
    const containerIds = [...new Set(values.containers)];
    const [resolved, days] = await Promise.all([
      resolveVehicles(tx, carrierScope(contractorId), { ...values, containers: containerIds }),
      flightDays(tx, locked),
    ]);
    const errors: Partial<Record<string, string>> = { ...resolved.errors };
    for (const row of [resolved.vehicle, resolved.trailer])
      if (row && row.vehicle.status !== FLEET_STATUS.verified)
        errors[row === resolved.vehicle ? 'vehicle' : 'trailer'] ??= ROUTE_FLEET_MESSAGES.notVerified;
    for (const field of ['firstDriver', 'secondDriver'] as DriverField[]) {
      const id = values[field];
      if (id != null) {
        const problem = await driverProblem(tx, contractorId, id, days);
        if (problem) errors[field] = problem;
      }
    }
    if (values.secondDriver != null && values.firstDriver == null)
      errors.secondDriver = ROUTE_FLEET_MESSAGES.secondWithoutFirst;
    else if (values.secondDriver != null && values.secondDriver === values.firstDriver)
      errors.secondDriver = ROUTE_FLEET_MESSAGES.sameDriver;
    const problems = Object.entries(errors).map(([field, message = '']) => fieldProblem([field], message));
    if (problems.length) throw unprocessable(problems);

    const before = await findRouteContainers(tx, [routeId]);
    const vehiclesChanged =
      (values.vehicle ?? null) !== locked.vehicleId ||
      (values.trailer ?? null) !== locked.trailerId ||
      !sameSet(
        before.map((row) => row.id),
        containerIds,
      );
    const price =
      vehiclesChanged && !(await hasWonPrice(tx, routeId))
        ? await priceByRule(
            tx,
            locked.customerId,
            locked.routeWayId,
            { firstDepartmentId: locked.firstDepartmentId, lastDepartmentId: locked.lastDepartmentId },
            resolved.volume,
            locked.initialSumKopecks,
          )
        : null;
    const freightSumKopecks = price?.freightKopecks ?? locked.freightSumKopecks;
    await updateRouteRow(tx, routeId, {
      vehicleId: values.vehicle ?? null,
      trailerId: values.trailer ?? null,
      firstDriverId: values.firstDriver ?? null,
      secondDriverId: values.secondDriver ?? null,
      freightSumKopecks,
    });
    await replaceRouteContainers(tx, routeId, containerIds);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: ROUTE_AUDIT_ENTITY,
      entityId: routeId,
      action: 'assign_fleet',
      details: {
        vehicle: values.vehicle ?? null,
        trailer: values.trailer ?? null,
        firstDriver: values.firstDriver ?? null,
        secondDriver: values.secondDriver ?? null,
        containers: containerIds,
        ...(freightSumKopecks === locked.freightSumKopecks
          ? {}
          : {
              freightSumFrom: locked.freightSumKopecks === null ? null : toRoubles(locked.freightSumKopecks),
              freightSumTo: freightSumKopecks === null ? null : toRoubles(freightSumKopecks),
              dimension: price ? { id: price.dimension.id, name: price.dimension.name } : null,
            }),
      },
    });
    return { route: await readContractorRoute(tx, contractorId, routeId), customerId: locked.customerId };
  });
  await publishRouteChange(ctx, { routeId, routeCode: route.routeCode, customerId, contractorId });
  return route;
};
