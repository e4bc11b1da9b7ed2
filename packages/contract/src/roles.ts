export const OWNER_TYPES = ['customer', 'contractor'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

export const ROLES = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_MANAGER'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_USER: 'Пользователь',
  ROLE_ADMIN: 'Администратор',
  ROLE_MANAGER: 'Менеджер',
};

export const OWNER_TYPE_LABELS: Record<OwnerType, string> = {
  customer: 'Заказчик',
  contractor: 'Перевозчик',
};

export const isAdmin = (roles: readonly Role[]): boolean => roles.includes('ROLE_ADMIN');

// SPEC 6: admin and manager together are 'admin or manager'.
export const isAdminOrManager = (roles: readonly Role[]): boolean =>
  roles.includes('ROLE_ADMIN') || roles.includes('ROLE_MANAGER');
