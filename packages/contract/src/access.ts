import type { OwnerType, Role } from './roles';
import { isAdmin, isAdminOrManager } from './roles';

/**
 * How a server route is protected. One declaration per route; the server refuses to start with a route
 * that declares none. The same words describe the screen guards, so menus and buttons follow the same rule.
 */
export type Access =
  | 'public'
  | 'authenticated'
  | 'admin'
  | 'admin-or-manager'
  | `${OwnerType}`
  | `${OwnerType}:admin`
  | `${OwnerType}:admin-or-manager`;

export type Principal = { ownerType: OwnerType; roles: readonly Role[] };

export const accessAllows = (access: Access, principal: Principal | null): boolean => {
  if (access === 'public') return true;
  if (!principal) return false;
  const [scope, roleRule] = access.split(':') as [string, string | undefined];
  if (scope === 'admin') return isAdmin(principal.roles);
  if (scope === 'admin-or-manager') return isAdminOrManager(principal.roles);
  if (scope !== 'authenticated' && scope !== principal.ownerType) return false;
  if (roleRule === 'admin') return isAdmin(principal.roles);
  if (roleRule === 'admin-or-manager') return isAdminOrManager(principal.roles);
  return true;
};
