import type { OwnerType, Role } from '@portal/contract/roles';

/** Who is calling: taken from a verified access token, never from the request body. */
export type Principal = {
  userId: number;
  username: string;
  ownerType: OwnerType;
  ownerId: number;
  roles: Role[];
  exp: number;
};
