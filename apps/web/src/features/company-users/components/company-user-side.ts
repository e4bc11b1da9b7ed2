import type { Session } from '@portal/contract/auth/auth.schemas';
import { isAdmin } from '@portal/contract/roles';
import { routePath } from '../../../shared/navigation/route-path';
import type { CompanyRef } from '../api/company-user-endpoints';

/** Where a side's screens are: both sides share the users screens, the session says which one is open. */
export type CompanyUserSide = {
  company: CompanyRef;
  canManage: boolean;
  listPath: string;
  invitePath: string;
  viewPath: (userId: number) => string;
  editPath: (userId: number) => string;
};

/**
 * The carrier's edit screen of SPEC 2.2 (contractor-users/:userId) is for customer admins, who only read a
 * carrier's user; a carrier admin edits on the user's view screen in its edit mode.
 */
export const EDIT_MODE_PARAM = 'mode';
export const EDIT_MODE = 'edit';

export const companyUserSideOf = (session: Session): CompanyUserSide => {
  const company: CompanyRef = { ownerType: session.ownerType, ownerId: session.ownerId };
  const canManage = isAdmin(session.roles);
  if (session.ownerType === 'customer') {
    return {
      company,
      canManage,
      listPath: routePath('customer-users'),
      invitePath: routePath('customer-users-invite'),
      viewPath: (userId) => routePath('customer-user-view', { customerId: session.ownerId, userId }),
      editPath: (userId) => routePath('customer-user-edit', { userId }),
    };
  }
  const viewPath = (userId: number) =>
    routePath('contractor-user-view', { contractorId: session.ownerId, userId });
  return {
    company,
    canManage,
    listPath: routePath('contractor-users'),
    invitePath: routePath('contractor-users-invite'),
    viewPath,
    editPath: (userId) => `${viewPath(userId)}?${EDIT_MODE_PARAM}=${EDIT_MODE}`,
  };
};
