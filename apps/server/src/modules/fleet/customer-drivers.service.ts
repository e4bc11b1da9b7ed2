import { DRIVER_MESSAGES, type Driver, type ExpressCheck } from '@portal/contract/fleet/drivers.schemas';
import { FLEET_MESSAGES } from '@portal/contract/fleet/fleet-common.schemas';
import { DRIVER_ACTIONS, FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { pageAnswer } from '../../core/db/paging';
import { notFound } from '../../core/http/problem';
import { expressDriverChecks } from '../../db/schema/index';
import { presentDriver } from './drivers.presenter';
import { findDriver, findDrivers, updateDriver } from './drivers.repository';
import { AUDIT_DRIVER } from './drivers.service';
import { customerScope, findPartnerContractor } from './fleet-scope';
import { requireTransition } from './fleet-transitions';

type ListQuery = PageQuery & {
  query?: string | undefined;
  status?: number | undefined;
  contractorId?: number | undefined;
};

const scopeOf = (principal: Principal) => customerScope(principal.ownerId);

/** SPEC 2.2 drivers/customer: the drivers of the customer's partner carriers. */
export const listCustomerDrivers = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, ...filter }: ListQuery,
): Promise<Page<Driver>> => {
  const { rows, total } = await findDrivers(ctx.db, scopeOf(principal), filter, { page, limit });
  return pageAnswer(rows.map(presentDriver), total, { page, limit });
};

export const getCustomerDriver = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<Driver> => {
  const row = await findDriver(ctx.db, scopeOf(principal), id);
  if (!row) throw notFound(DRIVER_MESSAGES.notFound);
  return presentDriver(row);
};

/** The security's decisions: to_verification, tocancel and tonew (the last two with a reason the carrier sees). */
export const customerDriverAction = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  action: 'to_verification' | 'tocancel' | 'tonew',
  reason: string | null,
): Promise<Driver> => {
  await ctx.db.transaction(async (tx) => {
    const row = await findDriver(tx, scopeOf(principal), id, { lock: true });
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
  });
  return getCustomerDriver(ctx, principal, id);
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
