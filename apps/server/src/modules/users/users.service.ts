import { COMPANY_USER_MESSAGES } from '@portal/contract/company-users/company-users.schemas';
import { isAdmin } from '@portal/contract/roles';
import type { UpdateUserBody } from '@portal/contract/users/users.schemas';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import { endUserSessions } from '../../core/auth/sessions';
import type { AppContext } from '../../core/context';
import { notFound } from '../../core/http/problem';
import { users } from '../../db/schema/index';
import { findUserById, type UserRow } from '../auth/auth.repository';
import { assertNotLastAdmin } from '../company-users/last-admin';

/**
 * A user reads and changes its own account; an admin also those of its own company. Anything else is
 * not found, so ids of other companies cannot be probed.
 */
export const findManageableUser = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<UserRow> => {
  const user = await findUserById(ctx.db, id);
  const isSelf = user?.id === principal.userId;
  const isCompanyAdmin =
    user &&
    isAdmin(principal.roles) &&
    user.ownerType === principal.ownerType &&
    user.ownerId === principal.ownerId;
  if (!user || !(isSelf || isCompanyAdmin)) throw notFound('Пользователь не найден');
  return user;
};

export const updateUser = async (ctx: AppContext, principal: Principal, id: number, body: UpdateUserBody) => {
  const user = await findManageableUser(ctx, principal, id);
  const [updated] = await ctx.db
    .update(users)
    .set({
      fullname: body.fullname,
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  await writeAudit(ctx.db, {
    actorUserId: principal.userId,
    entity: 'user',
    entityId: user.id,
    action: 'update',
  });
  return updated!;
};

export const deleteUser = async (ctx: AppContext, principal: Principal, id: number): Promise<void> =>
  removeUser(ctx, principal, await findManageableUser(ctx, principal, id));

/** Deletion keeps the row (audit and history point at it) but frees nothing that could be reused. */
export const removeUser = async (ctx: AppContext, principal: Principal, user: UserRow): Promise<void> => {
  await ctx.db.transaction(async (tx) => {
    await assertNotLastAdmin(tx, user, COMPANY_USER_MESSAGES.lastAdminDelete);
    await tx.update(users).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'user',
      entityId: user.id,
      action: 'delete',
    });
  });
  await endUserSessions(ctx, user.id, 'deleted');
};
