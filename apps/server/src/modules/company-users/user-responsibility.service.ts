import {
  RESPONSIBILITY_MESSAGES as MESSAGES,
  type UserContractors,
  type UserContractorsBody,
  type UserRouteOwners,
  type UserRouteOwnersBody,
} from '@portal/contract/company-users/responsibility.schemas';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { unprocessable } from '../../core/http/problem';
import { presentResponsibleContractor } from './company-users.presenter';
import { getCompanyUser } from './company-users.service';
import {
  findPartnerIds,
  findRouteOwnerIds,
  findUserContractors,
  findUserRouteOwners,
  replaceUserContractors,
  replaceUserRouteOwners,
} from './user-responsibility.repository';

const missingFrom = (ids: readonly number[], found: Set<number>) => ids.filter((id) => !found.has(id));

export const getUserContractors = async (
  ctx: AppContext,
  principal: Principal,
  userId: number,
): Promise<UserContractors> => {
  const user = await getCompanyUser(ctx, principal, userId);
  const rows = await findUserContractors(ctx.db, principal.ownerId, user.id);
  return { items: rows.map(presentResponsibleContractor) };
};

export const getUserRouteOwners = async (
  ctx: AppContext,
  principal: Principal,
  userId: number,
): Promise<UserRouteOwners> => {
  const user = await getCompanyUser(ctx, principal, userId);
  return { items: await findUserRouteOwners(ctx.db, principal.ownerId, user.id) };
};

/** Replaces the carriers the user handles; each must be a partner of the customer, or nothing changes (422). */
export const setUserContractors = async (
  ctx: AppContext,
  principal: Principal,
  userId: number,
  { contractorIds }: UserContractorsBody,
): Promise<UserContractors> => {
  const user = await getCompanyUser(ctx, principal, userId);
  const foreign = missingFrom(contractorIds, await findPartnerIds(ctx.db, principal.ownerId, contractorIds));
  if (foreign.length) throw unprocessable([MESSAGES.notPartners(foreign)]);
  const before = await findUserContractors(ctx.db, principal.ownerId, user.id);
  await ctx.db.transaction(async (tx) => {
    await replaceUserContractors(tx, user.id, contractorIds);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'user',
      entityId: user.id,
      action: 'set-contractors',
      details: { from: before.map((item) => item.id), to: contractorIds },
    });
  });
  return getUserContractors(ctx, principal, user.id);
};

/** Replaces the route owners the user handles; each must belong to the customer, or nothing changes (422). */
export const setUserRouteOwners = async (
  ctx: AppContext,
  principal: Principal,
  userId: number,
  { routeOwnerIds }: UserRouteOwnersBody,
): Promise<UserRouteOwners> => {
  const user = await getCompanyUser(ctx, principal, userId);
  const foreign = missingFrom(
    routeOwnerIds,
    await findRouteOwnerIds(ctx.db, principal.ownerId, routeOwnerIds),
  );
  if (foreign.length) throw unprocessable([MESSAGES.unknownRouteOwners(foreign)]);
  const before = await findUserRouteOwners(ctx.db, principal.ownerId, user.id);
  await ctx.db.transaction(async (tx) => {
    await replaceUserRouteOwners(tx, user.id, routeOwnerIds);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'user',
      entityId: user.id,
      action: 'set-route-owners',
      details: { from: before.map((item) => item.id), to: routeOwnerIds },
    });
  });
  return getUserRouteOwners(ctx, principal, user.id);
};
