import type { OwnerType, Role } from '@portal/contract/roles';

/**
 * Who is calling: taken from a verified access token or API key, never from the request body. One object serves every
 * request with the same token (jwt.ts keeps it), hence read-only.
 */
export type Principal = Readonly<{
  userId: number;
  username: string;
  ownerType: OwnerType;
  ownerId: number;
  roles: readonly Role[];
  sessionId: string;
  tokenVersion: number;
  exp: number;
  /** Set when the caller is an API key (issue 26): it acts as the company's integration user. */
  apiKey?: Readonly<{ id: number; scope: 'read' | 'write' }>;
}>;
