import { type ChangePasswordBody, USER_MESSAGES } from '@portal/contract/users/users.schemas';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import { revokePasswordResetTokens } from '../../core/auth/one-time-tokens';
import { hashPassword, verifyPassword } from '../../core/auth/passwords';
import type { Principal } from '../../core/auth/principal';
import { endUserSessions } from '../../core/auth/sessions';
import type { AppContext } from '../../core/context';
import { fieldProblem, forbidden, HttpProblem, unprocessable } from '../../core/http/problem';
import { users } from '../../db/schema/index';
import { TOO_MANY_FAILURES } from '../auth/auth.service';
import { findManageableUser } from './users.service';

/**
 * Only the user itself changes its password, proving it knows the current one; a wrong one counts as a failed
 * login, so a stolen session cannot guess it. Every access token of the user ends; every other session ends too,
 * while the caller's own keeps its refresh token and signs in again silently.
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
  if (await ctx.loginAttempts.isLocked(user.username)) throw new HttpProblem(429, TOO_MANY_FAILURES);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    await ctx.loginAttempts.fail(user.username);
    throw unprocessable([fieldProblem(['currentPassword'], USER_MESSAGES.wrongCurrentPassword)]);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokePasswordResetTokens(tx, user.id);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'user',
      entityId: user.id,
      action: 'change-password',
    });
  });
  await endUserSessions(ctx, user.id, 'password-changed', principal.sessionId);
};
