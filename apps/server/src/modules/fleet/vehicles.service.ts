import { FLEET_STATUS, type FleetStatus, VEHICLE_ACTIONS } from '@portal/contract/fleet/fleet-states';
import {
  VEHICLE_FILE_SLOTS,
  VEHICLE_MESSAGES,
  type Vehicle,
  type VehicleValues,
  vehicleEditRefusal,
} from '@portal/contract/fleet/vehicles.schemas';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { refuseWhenInUse } from '../../core/db/in-use';
import { pageAnswer } from '../../core/db/paging';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { fleetStatusEvent, recordFleetEvent } from './fleet-events';
import { requireFleetFiles } from './fleet-files';
import { scopeOf } from './fleet-scope';
import { requireTransition } from './fleet-transitions';
import { presentVehicle } from './vehicles.presenter';
import {
  countVehicleUses,
  deleteVehicleRow,
  findVehicle,
  findVehicles,
  findVehicleTwins,
  insertVehicle,
  setVehicleStatus,
  updateVehicle,
} from './vehicles.repository';

const AUDIT = 'vehicle';

type ListQuery = PageQuery & {
  query?: string | undefined;
  status?: number | undefined;
  contractorId?: number | undefined;
};

const vehicleNotFound = () => notFound(VEHICLE_MESSAGES.notFound);

/**
 * A plate (409, as before) and a VIN (422 on the field) name one vehicle of the carrier. The plate has a unique
 * index; the VIN has none yet, so this check in the changing transaction is all that guards it.
 */
const requireUniqueVehicle = async (
  tx: Tx,
  contractorId: number,
  values: VehicleValues,
  exceptId?: number,
) => {
  const { isPlateTaken, isVinTaken } = await findVehicleTwins(tx, contractorId, values, exceptId);
  if (isPlateTaken) throw conflict(VEHICLE_MESSAGES.plateTaken);
  if (isVinTaken) throw unprocessable([fieldProblem(['vin'], VEHICLE_MESSAGES.vinTaken)]);
};

export const listVehicles = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, ...filter }: ListQuery,
): Promise<Page<Vehicle>> => {
  const { rows, total } = await findVehicles(ctx.db, scopeOf(principal), filter, { page, limit });
  return pageAnswer(rows.map(presentVehicle), total, { page, limit });
};

export const getVehicle = async (ctx: AppContext, principal: Principal, id: number): Promise<Vehicle> => {
  const row = await findVehicle(ctx.db, scopeOf(principal), id);
  if (!row) throw vehicleNotFound();
  return presentVehicle(row);
};

export const createVehicle = async (ctx: AppContext, principal: Principal, values: VehicleValues) => {
  await requireFleetFiles(ctx.db, principal, VEHICLE_FILE_SLOTS, values);
  const id = await ctx.db.transaction(async (tx) => {
    await requireUniqueVehicle(tx, principal.ownerId, values);
    const vehicleId = await insertVehicle(tx, principal.ownerId, values);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT,
      entityId: vehicleId,
      action: 'create',
      toState: FLEET_STATUS.new,
    });
    return vehicleId;
  });
  return getVehicle(ctx, principal, id);
};

/** SPEC 2.2: vehicle/id edit is the carrier admin's, and only a new vehicle changes (`vehicleEditRefusal`). */
export const editVehicle = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  values: VehicleValues,
) => {
  await ctx.db.transaction(async (tx) => {
    const row = await findVehicle(tx, scopeOf(principal), id, { lock: true });
    if (!row) throw vehicleNotFound();
    const refusal = vehicleEditRefusal(row.vehicle.status as FleetStatus);
    if (refusal) throw conflict(refusal);
    await requireFleetFiles(tx, principal, VEHICLE_FILE_SLOTS, values);
    await requireUniqueVehicle(tx, principal.ownerId, values, id);
    await updateVehicle(tx, id, values);
    await writeAudit(tx, { actorUserId: principal.userId, entity: AUDIT, entityId: id, action: 'update' });
  });
  return getVehicle(ctx, principal, id);
};

export const removeVehicle = async (ctx: AppContext, principal: Principal, id: number) => {
  await ctx.db.transaction(async (tx) => {
    const row = await findVehicle(tx, scopeOf(principal), id, { lock: true });
    if (!row) throw vehicleNotFound();
    if (row.vehicle.status !== FLEET_STATUS.new && row.vehicle.status !== FLEET_STATUS.cancelled)
      throw conflict(VEHICLE_MESSAGES.onlyNewDeleted);
    refuseWhenInUse(await countVehicleUses(tx, id), VEHICLE_MESSAGES.inUse);
    await deleteVehicleRow(tx, id);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT,
      entityId: id,
      action: 'delete',
      fromState: row.vehicle.status,
    });
  });
};

/** send_to_check is the carrier's; send_to_verification, to_cancel and to_new the customer's (with a reason). */
export const vehicleAction = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  action: keyof typeof VEHICLE_ACTIONS,
  reason: string | null = null,
): Promise<Vehicle> => {
  await ctx.db.transaction(async (tx) => {
    const row = await findVehicle(tx, scopeOf(principal), id, { lock: true });
    if (!row) throw vehicleNotFound();
    const from = row.vehicle.status;
    const to = requireTransition(VEHICLE_ACTIONS, action, from);
    await setVehicleStatus(
      tx,
      id,
      to,
      to === FLEET_STATUS.verified || to === FLEET_STATUS.onCheck ? null : reason,
    );
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT,
      entityId: id,
      action,
      fromState: from,
      toState: to,
      comment: reason,
      ...(principal.ownerType === 'customer' ? { details: { customerId: principal.ownerId } } : {}),
    });
    await recordFleetEvent(
      tx,
      fleetStatusEvent('vehicle', to),
      { id, contractorId: row.vehicle.contractorId, status: to },
      ctx.clock.now(),
    );
  });
  return getVehicle(ctx, principal, id);
};
