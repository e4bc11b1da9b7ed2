import { and, eq, isNull } from 'drizzle-orm';
import { userTokens } from '../../db/schema/index';
import type { Db, Tx } from '../db/database';
import { HttpProblem } from '../http/problem';
import { hashSecretToken, newSecretToken } from './secret-token';

export type OneTimeTokenKind = 'activation' | 'invitation' | 'password-reset';

const LIFETIME_MS: Record<OneTimeTokenKind, number> = {
  activation: 7 * 24 * 3600 * 1000,
  invitation: 7 * 24 * 3600 * 1000,
  'password-reset': 2 * 3600 * 1000,
};

const INVALID_MESSAGE: Record<OneTimeTokenKind, string> = {
  activation: 'Ссылка активации недействительна или уже использована',
  invitation: 'Приглашение недействительно или уже использовано',
  'password-reset': 'Ссылка для смены пароля недействительна или уже использована',
};

const EXPIRED_MESSAGE: Record<OneTimeTokenKind, string> = {
  activation: 'Срок действия ссылки активации истёк. Зарегистрируйтесь снова или обратитесь в поддержку',
  invitation: 'Срок действия приглашения истёк. Попросите администратора пригласить вас снова',
  'password-reset': 'Срок действия ссылки для смены пароля истёк. Запросите новую',
};

/** Creates a single-use, expiring token for a mail link; only its hash is stored. */
export const issueOneTimeToken = async (
  db: Db | Tx,
  userId: number,
  kind: OneTimeTokenKind,
): Promise<string> => {
  const token = newSecretToken();
  await db.insert(userTokens).values({
    userId,
    kind,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + LIFETIME_MS[kind]),
  });
  return token;
};

/** Uses up a token and answers its user id; a wrong, used or expired token answers a Russian 4xx. */
export const consumeOneTimeToken = async (
  db: Db | Tx,
  token: string,
  kind: OneTimeTokenKind,
): Promise<number> => {
  const [stored] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashSecretToken(token)), eq(userTokens.kind, kind)));
  if (!stored || stored.usedAt) throw new HttpProblem(404, INVALID_MESSAGE[kind]);
  if (stored.expiresAt.getTime() < Date.now()) throw new HttpProblem(410, EXPIRED_MESSAGE[kind]);
  const used = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.id, stored.id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  if (used.length === 0) throw new HttpProblem(404, INVALID_MESSAGE[kind]);
  return stored.userId;
};

/**
 * Uses up every outstanding reset link of a user once its password is set, so an older mail (or a leaked one)
 * cannot set it again.
 */
export const revokePasswordResetTokens = async (db: Db | Tx, userId: number): Promise<void> => {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.kind, 'password-reset'), isNull(userTokens.usedAt)),
    );
};
