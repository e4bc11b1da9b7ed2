import { DRIVER_MESSAGES, type Driver, type ExpressCheck } from '@portal/contract/fleet/drivers.schemas';
import { FLEET_MESSAGES } from '@portal/contract/fleet/fleet-common.schemas';
import { DRIVER_ACTIONS, FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { notFound } from '../../core/http/problem';
import { expressDriverChecks } from '../../db/schema/index';
import { findDriver, updateDriver } from './drivers.repository';
import { AUDIT_DRIVER, getDriver } from './drivers.service';
import { fleetStatusEvent, recordFleetEvent } from './fleet-events';
import { customerScope, findPartnerContractor } from './fleet-scope';
import { requireTransition } from './fleet-transitions';

/** The security's decisions: to_verification, tocancel and tonew (the last two with a reason the carrier sees). */
export const customerDriverAction = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  action: 'to_verification' | 'tocancel' | 'tonew',
  reason: string | null,
): Promise<Driver> => {
  await ctx.db.transaction(async (tx) => {
    const row = await findDriver(tx, customerScope(principal.ownerId), id, { lock: true });
    if (!row) throw notFound(DRIVER_MESSAGES.notFound);
    const from = row.driver.status;
    const to = requireTransition(DRIVER_ACTIONS, action, from);
    await updateDriver(tx, id, { status: to, reason: to === FLEET_STATUS.verified ? null : reason });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_DRIVER,
      entityId: id,
      action,
      fromState: from,
      toState: to,
      comment: reason,
      details: { customerId: principal.ownerId },
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

/** PATCH express-drivers-check: per partner carrier, audited; another carrier is not found. */
export const setExpressCheck = async (
  ctx: AppContext,
  principal: Principal,
  contractorId: number,
  enabled: boolean,
): Promise<ExpressCheck> => {
  const customerId = principal.ownerId;
  const contractor = await findPartnerContractor(ctx.db, customerId, contractorId);
  if (!contractor) throw notFound(FLEET_MESSAGES.contractorNotPartner);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(expressDriverChecks)
      .values({ customerId, contractorId, enabled })
      .onConflictDoUpdate({
        target: [expressDriverChecks.customerId, expressDriverChecks.contractorId],
        set: { enabled, updatedAt: sql`now()` },
      });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'express-drivers-check',
      entityId: `${customerId}:${contractorId}`,
      action: enabled ? 'enable' : 'disable',
      details: { customerId, contractorId },
    });
  });
  return { contractor, enabled };
};
