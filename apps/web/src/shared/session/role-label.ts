import { ROLE_LABELS, type Role } from '@portal/contract/roles';

// The most significant role names the user; ROLE_USER is the default of everyone (SPEC 6).
const ROLE_PRIORITY: readonly Role[] = ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_USER'];

export const roleLabel = (roles: readonly Role[]): string => {
  const role = ROLE_PRIORITY.find((candidate) => roles.includes(candidate)) ?? 'ROLE_USER';
  return ROLE_LABELS[role];
};
