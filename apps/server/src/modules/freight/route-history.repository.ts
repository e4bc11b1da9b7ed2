import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { auditLog, routes, users } from '../../db/schema/index';

/** Whether the customer owns the route (the history is the customer's). */
export const isOwnRoute = async (db: Db, customerId: number, routeId: number): Promise<boolean> => {
  const rows = await db
    .select({ id: routes.id })
    .from(routes)
    .where(and(eq(routes.customerId, customerId), eq(routes.id, routeId)));
  return rows.length > 0;
};

export const findAuditEntries = (db: Db, entity: string, entityId: number) =>
  db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorId: users.id,
      actorName: users.fullname,
      action: auditLog.action,
      fromState: auditLog.fromState,
      toState: auditLog.toState,
      comment: auditLog.comment,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
