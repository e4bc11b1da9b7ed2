import type { User } from '../users/users.schemas';

/** A company user's state in the users list: working, blocked by an admin, or invited and not yet activated. */
export const USER_STATUSES = ['active', 'blocked', 'invited'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Активен',
  blocked: 'Заблокирован',
  invited: 'Ожидает активации',
};

// Blocking wins: a blocked invitee cannot activate its account either.
export const userStatusOf = (user: Pick<User, 'blocked' | 'active'>): UserStatus => {
  if (user.blocked) return 'blocked';
  return user.active ? 'active' : 'invited';
};
