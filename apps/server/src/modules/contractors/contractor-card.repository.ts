import { FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { and, asc, count, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { isPerson } from '../../core/db/company-staff';
import type { Db } from '../../core/db/database';
import { auditLog, drivers, expressDriverChecks, users, vehicles } from '../../db/schema/index';
import { CONTRACTOR_AUDIT_ENTITY, PARTNER_AUDIT_ENTITY, partnerAuditId } from './contractor-audit';

export const findContractorUsers = (db: Db, contractorId: number) =>
  db
    .select({
      id: users.id,
      fullname: users.fullname,
      username: users.username,
      roles: users.roles,
      blocked: users.blocked,
    })
    .from(users)
    .where(
      and(
        eq(users.ownerType, 'contractor'),
        eq(users.ownerId, contractorId),
        isNull(users.deletedAt),
        isPerson,
      ),
    )
    .orderBy(asc(users.fullname), asc(users.id));

const CARRIER_ACTIONS = ['send-for-verification', 'verify', 'reject', 'update-requisites'];

// The card shows the most recent changes; older ones stay in the audit log.
const HISTORY_LIMIT = 100;

/** The carrier's verification and requisites changes, and this customer's partner changes, newest first. */
export const findContractorHistory = (db: Db, customerId: number, contractorId: number) =>
  db
    .select({ entry: auditLog, actorName: users.fullname })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      or(
        and(
          eq(auditLog.entity, CONTRACTOR_AUDIT_ENTITY),
          eq(auditLog.entityId, String(contractorId)),
          inArray(auditLog.action, CARRIER_ACTIONS),
        ),
        and(
          eq(auditLog.entity, PARTNER_AUDIT_ENTITY),
          eq(auditLog.entityId, partnerAuditId(customerId, contractorId)),
        ),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(HISTORY_LIMIT);

export type HistoryRow = Awaited<ReturnType<typeof findContractorHistory>>[number];

/**
 * The carrier's drivers and vehicles (trucks and trailers) the card counts: new, on check and verified, as the
 * customer's fleet lists show them; rejected ones are out of use (they stay only for the flights that name them).
 */
export const countContractorFleet = async (db: Db, contractorId: number) => {
  const [[driverCount], [vehicleCount]] = await Promise.all([
    db
      .select({ total: count() })
      .from(drivers)
      .where(and(eq(drivers.contractorId, contractorId), ne(drivers.status, FLEET_STATUS.cancelled))),
    db
      .select({ total: count() })
      .from(vehicles)
      .where(and(eq(vehicles.contractorId, contractorId), ne(vehicles.status, FLEET_STATUS.cancelled))),
  ]);
  return { drivers: driverCount?.total ?? 0, vehicles: vehicleCount?.total ?? 0 };
};

/** PATCH express-drivers-check keeps one row per customer and carrier; a missing row means off. */
export const findExpressDriversCheck = async (db: Db, customerId: number, contractorId: number) => {
  const [row] = await db
    .select({ enabled: expressDriverChecks.enabled })
    .from(expressDriverChecks)
    .where(
      and(eq(expressDriverChecks.customerId, customerId), eq(expressDriverChecks.contractorId, contractorId)),
    );
  return row?.enabled ?? false;
};
