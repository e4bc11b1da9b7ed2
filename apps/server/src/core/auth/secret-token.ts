import { createHash, createHmac, randomBytes } from 'node:crypto';

/** Opaque tokens (refresh, activation, reset) are random; only their SHA-256 is stored. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The refresh token `token` rotates into (DESIGN 6). It is derived with a server key rather than drawn at random,
 * so a rotated token presented again within the grace names the same successor although only hashes are stored.
 * The key is the server secret's own, so the value can never be mistaken for anything else signed with it.
 */
export const successorToken = (serverSecret: string, token: string): string => {
  const key = createHash('sha256').update(`refresh-successor:${serverSecret}`).digest();
  return createHmac('sha256', key).update(token).digest('base64url');
};
