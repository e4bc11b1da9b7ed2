import { type ChangePasswordBody, USER_MESSAGES } from '@portal/contract/users/users.schemas';
import { FIELD_LABELS } from '@portal/contract/validation/field-labels';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import { hashPassword, verifyPassword } from '../../core/auth/passwords';
import type { Principal } from '../../core/auth/principal';
import { hashSecretToken } from '../../core/auth/secret-token';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { forbidden, unprocessable } from '../../core/http/problem';
import { refreshTokens, users } from '../../db/schema/index';
import { findRefreshToken } from '../auth/auth.repository';
import { findManageableUser } from './users.service';

/** Revokes every refresh-token family of the user except `keepFamilyId` (the caller's own session). */
const revokeOtherSessions = async (tx: Tx, userId: number, keepFamilyId: string | null) => {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
};

/** The family of the caller's refresh token, when it is the user's own and still alive. */
const currentFamily = async (ctx: AppContext, userId: number, refreshToken: string | undefined) => {
  if (!refreshToken) return null;
  const stored = await findRefreshToken(ctx.db, hashSecretToken(refreshToken));
  return stored && stored.userId === userId && !stored.revokedAt ? stored.familyId : null;
};

/**
 * Only the user itself changes its password, proving it knows the current one. Every other session ends (their
 * refresh tokens are revoked); the caller's session, named by its refresh token, stays.
 */
export const changePassword = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  body: ChangePasswordBody,
): Promise<void> => {
  const user = await findManageableUser(ctx, principal, id);
  // An admin may manage a colleague's account, but not its password.
  if (user.id !== principal.userId) throw forbidden();
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw unprocessable([`${FIELD_LABELS.currentPassword}: ${USER_MESSAGES.wrongCurrentPassword}`]);
  }
  const passwordHash = await hashPassword(body.newPassword);
  const keepFamilyId = await currentFamily(ctx, user.id, body.refreshToken);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, keepFamilyId);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'user',
      entityId: user.id,
      action: 'change-password',
    });
  });
};
