import type { CarrierUser } from '@portal/contract/company-users/company-users.schemas';
import type { ContractorOption } from '@portal/contract/lookups/lookups.schemas';
import type { UserRow } from '../auth/auth.repository';
import { presentUser } from '../users/users.presenter';

export const presentCarrierUser = ({
  user,
  contractor,
}: {
  user: UserRow;
  contractor: { id: number; name: string };
}): CarrierUser => ({ ...presentUser(user), contractor });

type ResponsibleContractorRow = {
  id: number;
  name: string;
  inn: string;
  active: boolean;
  partnerStatus: number;
};

export const presentResponsibleContractor = (row: ResponsibleContractorRow): ContractorOption => ({
  ...row,
  // contractor_partners.status holds 1 (accredited) or 3 (blocked).
  partnerStatus: row.partnerStatus === 3 ? 3 : 1,
});
