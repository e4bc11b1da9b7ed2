import type {
  CompanyUserListQuery,
  EditCompanyUserBody,
  InviteCompanyUserBody,
} from '@portal/contract/company-users/company-users.schemas';
import { COMPANY_USER_MESSAGES as MESSAGES } from '@portal/contract/company-users/company-users.schemas';
import { LOOKUP_LIST_LIMIT } from '@portal/contract/constants';
import { quoted } from '@portal/contract/format/quotes';
import type { UserLookupQuery } from '@portal/contract/lookups/lookups.schemas';
import { isAdmin } from '@portal/contract/roles';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import { issueOneTimeToken } from '../../core/auth/one-time-tokens';
import type { Principal } from '../../core/auth/principal';
import { endUserSessions } from '../../core/auth/sessions';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { pageAnswer } from '../../core/db/paging';
import { conflict, notFound } from '../../core/http/problem';
import { users } from '../../db/schema/index';
import { findCompany as findCompanyRecord, type UserRow } from '../auth/auth.repository';
import { presentUser } from '../users/users.presenter';
import { removeUser } from '../users/users.service';
import {
  type Company,
  findCarrierUser,
  findCompanyUser,
  findCompanyUsers,
  findUserOptions,
  isUsernameTaken,
} from './company-users.repository';
import { assertNotLastAdmin } from './last-admin';
import { recordUserBlockEvent } from './user-events';

const companyOf = (principal: Principal): Company => ({
  ownerType: principal.ownerType,
  ownerId: principal.ownerId,
});

export const listCompanyUsers = async (
  ctx: AppContext,
  principal: Principal,
  query: CompanyUserListQuery,
) => {
  const { rows, total } = await findCompanyUsers(ctx.db, companyOf(principal), query);
  return pageAnswer(rows.map(presentUser), total, query);
};

export const getCompanyUser = async (ctx: AppContext, principal: Principal, userId: number) => {
  const user = await findCompanyUser(ctx.db, companyOf(principal), userId);
  if (!user) throw notFound(MESSAGES.notFound);
  return user;
};

/** SPEC 7 customer lookup of its staff (blocked and deleted users left out). */
export const lookUpUsers = async (ctx: AppContext, principal: Principal, query: UserLookupQuery) => ({
  items: await findUserOptions(ctx.db, companyOf(principal), {
    ...query,
    limit: query.limit ?? LOOKUP_LIST_LIMIT,
  }),
});

/** A customer reads a carrier's user (the carrier card's users), never changes it. */
export const getCarrierUser = async (ctx: AppContext, principal: Principal, userId: number) => {
  const found = await findCarrierUser(ctx.db, principal.ownerId, userId);
  if (!found) throw notFound(MESSAGES.notFound);
  return found;
};

const audit = (
  db: Tx,
  principal: Principal,
  user: UserRow,
  action: string,
  details?: Record<string, unknown>,
) =>
  writeAudit(db, {
    actorUserId: principal.userId,
    entity: 'user',
    entityId: user.id,
    action,
    ...(details ? { details } : {}),
  });

/** The invited user sets a password through POST /api/activation/invitation (the mailed link). */
export const inviteCompanyUser = async (
  ctx: AppContext,
  principal: Principal,
  body: InviteCompanyUserBody,
): Promise<UserRow> => {
  // Logins are unique across the portal: a colleague of another company cannot be invited here.
  if (await isUsernameTaken(ctx.db, body.username)) throw conflict(MESSAGES.emailTaken);
  const { user, token } = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        username: body.username,
        fullname: body.fullname,
        phone: body.phone ?? null,
        ownerType: principal.ownerType,
        ownerId: principal.ownerId,
        roles: body.roles,
      })
      .returning();
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'user',
      entityId: created!.id,
      action: 'invite',
    });
    return { user: created!, token: await issueOneTimeToken(tx, created!.id, 'invitation') };
  });
  const company = await findCompanyRecord(ctx.db, user);
  const link = `${ctx.config.publicUrl}/activation/invitation?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    kind: 'invitation',
    to: user.username,
    subject: 'Приглашение на портал грузоперевозок',
    text: `Здравствуйте, ${user.fullname}!\n\nВас пригласили на портал грузоперевозок в компанию ${quoted(company?.name ?? '')}.\nЧтобы задать пароль и войти, перейдите по ссылке:\n${link}\n\nСсылка действует 7 дней.`,
    link,
  });
  return user;
};

export const editCompanyUser = async (
  ctx: AppContext,
  principal: Principal,
  userId: number,
  body: EditCompanyUserBody,
): Promise<UserRow> => {
  const user = await getCompanyUser(ctx, principal, userId);
  // An admin keeps its own admin role, so a company is never left without one by accident.
  if (user.id === principal.userId && isAdmin(user.roles) && !isAdmin(body.roles)) {
    throw conflict(MESSAGES.cannotDemoteSelf);
  }
  const updated = await ctx.db.transaction(async (tx) => {
    if (!isAdmin(body.roles)) await assertNotLastAdmin(tx, user, MESSAGES.lastAdminDemote);
    const [row] = await tx
      .update(users)
      .set({
        fullname: body.fullname,
        roles: body.roles,
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    await audit(tx, principal, user, 'update', { roles: body.roles });
    return row!;
  });
  // Roles travel in the access token: a colleague whose roles changed signs in again to get them.
  if (!sameRoles(user.roles, body.roles)) await endUserSessions(ctx, user.id, 'roles-changed');
  return updated;
};

const sameRoles = (before: readonly string[], after: readonly string[]) =>
  before.length === after.length && before.every((role) => after.includes(role));

export const setCompanyUserBlocked = async (
  ctx: AppContext,
  principal: Principal,
  userId: number,
  isBlocked: boolean,
): Promise<UserRow> => {
  const user = await getCompanyUser(ctx, principal, userId);
  if (isBlocked && user.id === principal.userId) throw conflict(MESSAGES.cannotBlockSelf);
  if (user.blocked === isBlocked) return user;
  const updated = await ctx.db.transaction(async (tx) => {
    if (isBlocked) await assertNotLastAdmin(tx, user, MESSAGES.lastAdminBlock);
    const [row] = await tx
      .update(users)
      .set({ blocked: isBlocked, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await audit(tx, principal, user, isBlocked ? 'block' : 'unblock');
    await recordUserBlockEvent(tx, user, isBlocked, ctx.clock.now());
    return row!;
  });
  if (isBlocked) await endUserSessions(ctx, user.id, 'blocked');
  else ctx.sessionStatus.forgetUser(user.id);
  return updated;
};

export const deleteCompanyUser = async (ctx: AppContext, principal: Principal, userId: number) => {
  const user = await getCompanyUser(ctx, principal, userId);
  if (user.id === principal.userId) throw conflict(MESSAGES.cannotDeleteSelf);
  await removeUser(ctx, principal, user);
};
