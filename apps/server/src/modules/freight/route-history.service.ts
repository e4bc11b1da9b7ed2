import type { RouteHistoryEntry } from '@portal/contract/freight/routes.schemas';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { ROUTE_AUDIT_ENTITY } from './customer-routes.service';
import { findAuditEntries, isOwnRoute } from './route-history.repository';
import { routeNotFound } from './route-reads';

/** GET …/routes/{id}/history: every audited change of the route, its state and its disclaimers, oldest first. */
export const getRouteHistory = async (
  ctx: AppContext,
  principal: Principal,
  routeId: number,
): Promise<{ items: RouteHistoryEntry[] }> => {
  if (!(await isOwnRoute(ctx.db, principal.ownerId, routeId))) throw routeNotFound();
  const rows = await findAuditEntries(ctx.db, ROUTE_AUDIT_ENTITY, routeId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      actor:
        row.actorId === null || row.actorName === null ? null : { id: row.actorId, fullname: row.actorName },
      action: row.action,
      fromState: row.fromState,
      toState: row.toState,
      comment: row.comment,
      details: (row.details as Record<string, unknown> | null) ?? null,
    })),
  };
};
