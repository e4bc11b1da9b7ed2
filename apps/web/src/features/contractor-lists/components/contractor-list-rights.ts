import type { Session } from '@portal/contract/auth/auth.schemas';
import { isAdmin, isAdminOrManager } from '@portal/contract/roles';

/** SPEC 2.2: admins and managers add, edit and delete lists; only admins copy them. */
export type ContractorListRights = { canManage: boolean; canCopy: boolean };

export const contractorListRights = (session: Session | null): ContractorListRights => ({
  canManage: session ? isAdminOrManager(session.roles) : false,
  canCopy: session ? isAdmin(session.roles) : false,
});
