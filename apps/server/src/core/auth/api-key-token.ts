import { randomBytes } from 'node:crypto';

/** A recognisable prefix: a Bearer value that starts with it is an API key, not a JWT (which starts with `eyJ`). */
export const API_KEY_TOKEN_PREFIX = 'lpk_';

export const newApiKeyToken = (): string => `${API_KEY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

export const isApiKeyToken = (bearer: string): boolean => bearer.startsWith(API_KEY_TOKEN_PREFIX);
