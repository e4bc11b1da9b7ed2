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

/** The rule of one declaration, split once: the server checks it on every request of its route. */
export const accessRule = (access: Access): ((principal: Principal | null) => boolean) => {
  if (access === 'public') return () => true;
  const [scope, roleRule] = access.split(':') as [string, string | undefined];
  const allowsRoles =
    scope === 'admin' || roleRule === 'admin'
      ? isAdmin
      : scope === 'admin-or-manager' || roleRule === 'admin-or-manager'
        ? isAdminOrManager
        : () => true;
  const isOwnerTypeFree = scope === 'authenticated' || scope === 'admin' || scope === 'admin-or-manager';
  return (principal) =>
    principal !== null && (isOwnerTypeFree || scope === principal.ownerType) && allowsRoles(principal.roles);
};
