import type { Page } from '@portal/contract/pagination';
import {
  type CreateRouteOwnerBody,
  ROUTE_OWNER_MESSAGES as MESSAGES,
  type RouteOwner,
  type RouteOwnerListItem,
  type routeOwnerListQuerySchema,
} from '@portal/contract/route-owners/route-owners.schemas';
import type * as z from 'zod';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { lockCustomer } from '../../core/db/customer-lock';
import type { Db, Tx } from '../../core/db/database';
import { pageAnswer } from '../../core/db/paging';
import { conflict, notFound, unprocessable } from '../../core/http/problem';
import { presentRouteOwner, presentRouteOwnerListItem } from './route-owners.presenter';
import {
  countMembers,
  findAssignableAgent,
  findMembers,
  findRouteOwner,
  findRouteOwners,
  insertRouteOwner,
  isRouteOwnerNameTaken,
  updateRouteOwnerRow,
} from './route-owners.repository';

type RouteOwnerListQuery = z.output<typeof routeOwnerListQuerySchema>;

const AUDIT_ENTITY = 'route-owner';

export const listRouteOwners = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, ...filter }: RouteOwnerListQuery,
): Promise<Page<RouteOwnerListItem>> => {
  const { rows, total } = await findRouteOwners(ctx.db, principal.ownerId, filter, { page, limit });
  const counts = await countMembers(
    ctx.db,
    rows.map((row) => row.id),
  );
  return pageAnswer(
    rows.map((row) => presentRouteOwnerListItem(row, counts.get(row.id) ?? 0)),
    total,
    { page, limit },
  );
};

const requireRouteOwner = async (db: Db | Tx, principal: Principal, id: number) => {
  const row = await findRouteOwner(db, principal.ownerId, id);
  if (!row) throw notFound(MESSAGES.notFound);
  return row;
};

export const getRouteOwner = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<RouteOwner> => {
  const row = await requireRouteOwner(ctx.db, principal, id);
  return presentRouteOwner(row, await findMembers(ctx.db, row.id));
};

/** The agent must be the customer's own staff, neither blocked nor deleted. */
const requireAgent = async (db: Db | Tx, principal: Principal, agentId: number) => {
  const agent = await findAssignableAgent(db, principal.ownerId, agentId);
  if (!agent) throw unprocessable([MESSAGES.agentNotFound]);
  return agent;
};

const requireFreeName = async (tx: Tx, principal: Principal, name: string, exceptId?: number) => {
  await lockCustomer(tx, principal.ownerId);
  if (await isRouteOwnerNameTaken(tx, principal.ownerId, name, exceptId))
    throw conflict(MESSAGES.nameTaken(name));
};

/** SPEC 7: PATCH edit_agent {agent}; null detaches the agent. Asking for the current agent changes nothing. */
export const editRouteOwnerAgent = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  agentId: number | null,
): Promise<RouteOwner> => {
  const current = await requireRouteOwner(ctx.db, principal, id);
  if ((current.agent?.id ?? null) === agentId) return getRouteOwner(ctx, principal, id);
  const agent = agentId === null ? null : await requireAgent(ctx.db, principal, agentId);
  await ctx.db.transaction(async (tx) => {
    await updateRouteOwnerRow(tx, principal.ownerId, id, { agentId });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: 'edit-agent',
      fromState: current.agent?.id ?? null,
      toState: agentId,
      details: { from: current.agent?.fullname ?? null, to: agent?.fullname ?? null },
    });
  });
  return getRouteOwner(ctx, principal, id);
};

export const createRouteOwner = async (
  ctx: AppContext,
  principal: Principal,
  body: CreateRouteOwnerBody,
): Promise<RouteOwner> => {
  const agentId = body.agent ?? null;
  if (agentId !== null) await requireAgent(ctx.db, principal, agentId);
  const id = await ctx.db.transaction(async (tx) => {
    await requireFreeName(tx, principal, body.name);
    const created = await insertRouteOwner(tx, { customerId: principal.ownerId, name: body.name, agentId });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: created,
      action: 'create',
      toState: agentId,
      details: { name: body.name },
    });
    return created;
  });
  return getRouteOwner(ctx, principal, id);
};

export const renameRouteOwner = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  name: string,
): Promise<RouteOwner> => {
  const current = await requireRouteOwner(ctx.db, principal, id);
  if (current.name === name) return getRouteOwner(ctx, principal, id);
  await ctx.db.transaction(async (tx) => {
    await requireFreeName(tx, principal, name, id);
    await updateRouteOwnerRow(tx, principal.ownerId, id, { name });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: 'rename',
      fromState: current.name,
      toState: name,
    });
  });
  return getRouteOwner(ctx, principal, id);
};
