import type { LoginBody, LoginCheckResponse, Session, TokenPair } from '@portal/contract/auth/auth.schemas';
import { verifyPassword, verifyPasswordOfNobody } from '../../core/auth/passwords';
import type { Principal } from '../../core/auth/principal';
import { hashSecretToken, newSecretToken, successorToken } from '../../core/auth/secret-token';
import { endSession, startSession } from '../../core/auth/sessions';
import type { AppContext } from '../../core/context';
import { forbidden, HttpProblem, unauthorized } from '../../core/http/problem';
import {
  findCompany,
  findRefreshToken,
  findUserById,
  findUserByUsername,
  insertRefreshToken,
  rotateRefreshToken,
  type UserRow,
} from './auth.repository';
import { presentSession } from './session.presenter';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
/** DESIGN 6: how long a rotated refresh token still answers its successor (parallel tabs). */
export const REFRESH_GRACE_MS = 30_000;

const WRONG_CREDENTIALS = 'Неверный логин или пароль';
const REFRESH_REFUSED = 'Сессия завершена, войдите снова';

const signAccessToken = (ctx: AppContext, user: UserRow, sessionId: string): Promise<string> =>
  ctx.tokens.sign({
    sub: String(user.id),
    username: user.username,
    ownerType: user.ownerType,
    ownerId: user.ownerId,
    roles: user.roles,
    sid: sessionId,
    ver: user.tokenVersion,
  });

const refreshTokenExpiry = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);

const startTokens = async (ctx: AppContext, user: UserRow, sessionId: string): Promise<TokenPair> => {
  const refreshToken = newSecretToken();
  await insertRefreshToken(ctx.db, {
    userId: user.id,
    familyId: sessionId,
    tokenHash: hashSecretToken(refreshToken),
    expiresAt: refreshTokenExpiry(ctx.clock.now()),
  });
  return { token: await signAccessToken(ctx, user, sessionId), refreshToken };
};

export const TOO_MANY_FAILURES = 'Слишком много неудачных попыток входа. Повторите через 15 минут';

export const login = async (ctx: AppContext, body: LoginBody): Promise<TokenPair> => {
  const attempts = ctx.loginAttempts;
  if (await attempts.isLocked(body.username)) throw new HttpProblem(429, TOO_MANY_FAILURES);
  const user = await findUserByUsername(ctx.db, body.username);
  // An unknown login costs one verification too, so the answer's timing does not tell which accounts exist.
  const isPasswordRight = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyPasswordOfNobody(body.password);
  if (!user || !isPasswordRight) {
    await attempts.fail(body.username);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  if (user.blocked) throw forbidden('Учётная запись заблокирована. Обратитесь к администратору компании');
  if (!user.activatedAt) {
    throw forbidden(
      'Учётная запись не активирована. Перейдите по ссылке из письма, отправленного при регистрации',
    );
  }
  await attempts.succeed(body.username);
  return startTokens(ctx, user, await startSession(ctx.db, user.id));
};

export const getSession = async (ctx: AppContext, userId: number): Promise<Session> => {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.blocked) throw unauthorized(REFRESH_REFUSED);
  const company = await findCompany(ctx.db, user);
  if (!company) throw unauthorized(REFRESH_REFUSED);
  return presentSession(user, company);
};

/**
 * DESIGN 6: refresh tokens rotate on every use. Tabs that refresh at once all send the same token, so for
 * REFRESH_GRACE_MS after its rotation a rotated token answers its successor again (RFC 9700 4.14.2); later,
 * presenting it means it leaked: the whole family is revoked and every holder must log in again. The access
 * token of a repeated answer is signed anew: equivalent (same user, session and claims), not byte-equal.
 */
export const refreshSession = async (ctx: AppContext, refreshToken: string): Promise<LoginCheckResponse> => {
  const now = ctx.clock.now();
  const stored = await findRefreshToken(ctx.db, hashSecretToken(refreshToken));
  if (!stored || stored.revokedAt || stored.expiresAt <= now) throw unauthorized(REFRESH_REFUSED);
  const successor = successorToken(ctx.config.jwtSecret, refreshToken);
  const successorHash = hashSecretToken(successor);
  const rotatedAt =
    stored.rotatedAt ??
    (await rotateRefreshToken(
      ctx.db,
      stored.id,
      {
        userId: stored.userId,
        familyId: stored.familyId,
        tokenHash: successorHash,
        expiresAt: refreshTokenExpiry(now),
      },
      now,
    ));
  // Revoked while this request looked (a logout, a reuse elsewhere).
  if (!rotatedAt) throw unauthorized(REFRESH_REFUSED);
  if (now.getTime() - rotatedAt.getTime() > REFRESH_GRACE_MS) {
    await endSession(ctx, stored.familyId, 'logout');
    ctx.log.warn({ userId: stored.userId, familyId: stored.familyId }, 'refresh token reuse: family revoked');
    throw unauthorized(REFRESH_REFUSED);
  }
  // A family revoked within the grace stays dead: its successor is revoked with it.
  const next = await findRefreshToken(ctx.db, successorHash);
  if (!next || next.revokedAt) throw unauthorized(REFRESH_REFUSED);
  const user = await findUserById(ctx.db, stored.userId);
  if (!user || user.blocked) {
    await endSession(ctx, stored.familyId, 'logout');
    throw unauthorized(user?.blocked ? 'Учётная запись заблокирована' : REFRESH_REFUSED);
  }
  const token = await signAccessToken(ctx, user, stored.familyId);
  return { ...(await getSession(ctx, user.id)), token, refreshToken: successor };
};

/** Ends the session of the access token, and the one of the refresh token given when it is the user's too. */
export const logout = async (ctx: AppContext, principal: Principal, refreshToken: string): Promise<void> => {
  await endSession(ctx, principal.sessionId, 'logout');
  const stored = await findRefreshToken(ctx.db, hashSecretToken(refreshToken));
  if (stored && stored.userId === principal.userId && stored.familyId !== principal.sessionId) {
    await endSession(ctx, stored.familyId, 'logout');
  }
};
