import type {
  ContractorList,
  ContractorListMember,
  ContractorListSummary,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { isPartnerStatus } from '@portal/contract/contractors/partner-status';
import type { CarrierRow, ContractorListRow } from './contractor-lists.repository';

export const presentContractorListSummary = (row: ContractorListRow): ContractorListSummary => ({
  id: row.list.id,
  name: row.list.name,
  membersCount: row.membersCount,
  createdAt: row.list.createdAt.toISOString(),
  updatedAt: row.list.updatedAt.toISOString(),
  createdBy:
    row.creatorId === null || row.creatorName === null
      ? null
      : { id: row.creatorId, fullname: row.creatorName },
});

const partnerStatusOf = (status: number | null): ContractorListMember['partnerStatus'] =>
  status !== null && isPartnerStatus(status) ? status : null;

export const presentContractorListMember = (row: CarrierRow): ContractorListMember => ({
  id: row.id,
  name: row.name,
  inn: row.inn,
  active: row.active,
  verificationStatus: row.verificationStatus,
  partnerStatus: partnerStatusOf(row.partnerStatus),
});

export const presentContractorList = (row: ContractorListRow, members: CarrierRow[]): ContractorList => ({
  ...presentContractorListSummary(row),
  members: members.map(presentContractorListMember),
});
