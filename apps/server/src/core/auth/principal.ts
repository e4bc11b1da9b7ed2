import type { OwnerType, Role } from '@portal/contract/roles';

/**
 * Who is calling: taken from a verified access token, never from the request body. One object serves every
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
}>;
