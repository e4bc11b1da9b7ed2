import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP-level memory cost); verify never throws on a malformed hash.
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = async (passwordHash: string | null, password: string): Promise<boolean> => {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

// A hash of a password nobody has, made once: checking a login of an unknown account against it costs what a
// real check costs.
let nobodysHash: Promise<string> | undefined;

/** A verification that always fails and takes as long as a real one. */
export const verifyPasswordOfNobody = async (password: string): Promise<false> => {
  nobodysHash ??= hash(randomBytes(32).toString('base64url'));
  await verifyPassword(await nobodysHash, password);
  return false;
};
