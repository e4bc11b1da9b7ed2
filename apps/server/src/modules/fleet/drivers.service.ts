import {
  DRIVER_FILE_SLOTS,
  DRIVER_MESSAGES,
  type Driver,
  type DriverValues,
  driverEditRefusal,
} from '@portal/contract/fleet/drivers.schemas';
import { DRIVER_ACTIONS, FLEET_STATUS, type FleetStatus } from '@portal/contract/fleet/fleet-states';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { refuseWhenInUse } from '../../core/db/in-use';
import { pageAnswer } from '../../core/db/paging';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { contractorPartners, expressDriverChecks } from '../../db/schema/index';
import { insertDraft } from './driver-drafts.repository';
import { presentDriver } from './drivers.presenter';
import {
  countDriverUses,
  deleteDriverRow,
  findDriver,
  findDrivers,
  findDriverTwins,
  insertDriver,
  updateDriver,
} from './drivers.repository';
import { fleetStatusEvent, recordFleetEvent } from './fleet-events';
import { requireFleetFiles } from './fleet-files';
import { scopeOf } from './fleet-scope';
import { requireTransition } from './fleet-transitions';

export const AUDIT_DRIVER = 'driver';

type ListQuery = PageQuery & {
  query?: string | undefined;
  status?: number | undefined;
  contractorId?: number | undefined;
};

const driverNotFound = () => notFound(DRIVER_MESSAGES.notFound);

/**
 * One person is one driver of the carrier: no other driver of it has the same passport or licence (422 on the
 * field). There is no unique index behind it yet, so this check in the changing transaction is the guard.
 */
export const requireUniqueDriver = async (
  tx: Tx,
  contractorId: number,
  values: DriverValues,
  exceptId?: number,
) => {
  const { isPassportTaken, isLicenceTaken } = await findDriverTwins(tx, contractorId, values, exceptId);
  const problems = [
    ...(isPassportTaken ? [fieldProblem(['passportNumber'], DRIVER_MESSAGES.passportTaken)] : []),
    ...(isLicenceTaken ? [fieldProblem(['licenceNumber'], DRIVER_MESSAGES.licenceTaken)] : []),
  ];
  if (problems.length) throw unprocessable(problems);
};

/** The carrier's own drivers, or a customer's: those of its partner carriers (SPEC 2.2 drivers/customer). */
export const listDrivers = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, ...filter }: ListQuery,
): Promise<Page<Driver>> => {
  const { rows, total } = await findDrivers(ctx.db, scopeOf(principal), filter, { page, limit });
  return pageAnswer(rows.map(presentDriver), total, { page, limit });
};

export const getDriver = async (ctx: AppContext, principal: Principal, id: number): Promise<Driver> => {
  const row = await findDriver(ctx.db, scopeOf(principal), id);
  if (!row) throw driverNotFound();
  return presentDriver(row);
};

export const createDriver = async (ctx: AppContext, principal: Principal, values: DriverValues) => {
  await requireFleetFiles(ctx.db, principal, DRIVER_FILE_SLOTS, values);
  const id = await ctx.db.transaction(async (tx) => {
    await requireUniqueDriver(tx, principal.ownerId, values);
    const driverId = await insertDriver(tx, principal.ownerId, values);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_DRIVER,
      entityId: driverId,
      action: 'create',
      toState: FLEET_STATUS.new,
    });
    return driverId;
  });
  return getDriver(ctx, principal, id);
};

/**
 * A new or returned driver is changed in place; a verified one is not: the change becomes a driver draft the
 * customer's security accepts or declines (SPEC 2.2). One on check or cancelled is refused (`driverEditRefusal`).
 */
export const editDriver = async (ctx: AppContext, principal: Principal, id: number, values: DriverValues) => {
  await ctx.db.transaction(async (tx) => {
    const row = await findDriver(tx, scopeOf(principal), id, { lock: true });
    if (!row) throw driverNotFound();
    const { status } = row.driver;
    const refusal = driverEditRefusal(status as FleetStatus);
    if (refusal) throw conflict(refusal);
    await requireFleetFiles(tx, principal, DRIVER_FILE_SLOTS, values);
    await requireUniqueDriver(tx, principal.ownerId, values, id);
    if (status === FLEET_STATUS.verified) {
      if (row.hasDraft) throw conflict(DRIVER_MESSAGES.draftPending);
      const draftId = await insertDraft(tx, {
        driverId: id,
        contractorId: principal.ownerId,
        values,
        createdBy: principal.userId,
      });
      await writeAudit(tx, {
        actorUserId: principal.userId,
        entity: AUDIT_DRIVER,
        entityId: id,
        action: 'draft',
        details: { draftId },
      });
      return;
    }
    await updateDriver(tx, id, values);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_DRIVER,
      entityId: id,
      action: 'update',
    });
  });
  return getDriver(ctx, principal, id);
};

export const removeDriver = async (ctx: AppContext, principal: Principal, id: number) => {
  await ctx.db.transaction(async (tx) => {
    const row = await findDriver(tx, scopeOf(principal), id, { lock: true });
    if (!row) throw driverNotFound();
    if (row.driver.status !== FLEET_STATUS.new && row.driver.status !== FLEET_STATUS.cancelled)
      throw conflict(DRIVER_MESSAGES.onlyNewDeleted);
    refuseWhenInUse(await countDriverUses(tx, id), DRIVER_MESSAGES.inUse);
    await deleteDriverRow(tx, id);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_DRIVER,
      entityId: id,
      action: 'delete',
      fromState: row.driver.status,
    });
  });
};

/** The customers whose express check is on for this carrier (and who still have it as a partner). */
const expressCustomers = async (tx: Tx, contractorId: number): Promise<number[]> => {
  const rows = await tx
    .select({ customerId: expressDriverChecks.customerId })
    .from(expressDriverChecks)
    .where(
      and(
        eq(expressDriverChecks.contractorId, contractorId),
        eq(expressDriverChecks.enabled, true),
        inArray(
          expressDriverChecks.customerId,
          tx
            .select({ id: contractorPartners.customerId })
            .from(contractorPartners)
            .where(eq(contractorPartners.contractorId, contractorId)),
        ),
      ),
    );
  return rows.map((row) => row.customerId);
};

/**
 * The carrier's actions: tocheck (new → on check) and uncancel (cancelled → new). With a customer's express
 * check on for this carrier, a driver sent to check is verified at once, and the audit names that customer.
 */
export const carrierDriverAction = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  action: 'tocheck' | 'uncancel',
) => {
  await ctx.db.transaction(async (tx) => {
    const row = await findDriver(tx, scopeOf(principal), id, { lock: true });
    if (!row) throw driverNotFound();
    const from = row.driver.status;
    let to = requireTransition(DRIVER_ACTIONS, action, from);
    const express = action === 'tocheck' ? await expressCustomers(tx, principal.ownerId) : [];
    if (express.length) to = FLEET_STATUS.verified;
    await updateDriver(tx, id, { status: to, ...(action === 'tocheck' ? { reason: null } : {}) });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_DRIVER,
      entityId: id,
      action: express.length ? 'tocheck-express' : action,
      fromState: from,
      toState: to,
      ...(express.length ? { details: { expressCustomerIds: express } } : {}),
    });
    await recordFleetEvent(
      tx,
      fleetStatusEvent('driver', to),
      { id, contractorId: row.driver.contractorId, status: to },
      ctx.clock.now(),
    );
  });
  return getDriver(ctx, principal, id);
};
