import type { User } from '@portal/contract/users/users.schemas';
import type { UserRow } from '../auth/auth.repository';

export const presentUser = (user: UserRow): User => ({
  id: user.id,
  username: user.username,
  fullname: user.fullname,
  phone: user.phone,
  roles: user.roles,
  ownerType: user.ownerType,
  ownerId: user.ownerId,
  blocked: user.blocked,
  active: user.activatedAt !== null,
  createdAt: user.createdAt.toISOString(),
});
