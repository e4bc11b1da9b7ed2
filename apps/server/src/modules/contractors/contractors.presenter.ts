import {
  CONTRACTOR_STATUS_LABELS,
  type ContractorStatus,
} from '@portal/contract/companies/contractor-status';
import {
  CONTRACTOR_HISTORY_ACTION_LABELS,
  type ContractorHistoryAction,
  type ContractorHistoryEntry,
} from '@portal/contract/contractors/contractor-card.schemas';
import type { ContractorRating, ContractorRecord } from '@portal/contract/contractors/contractors.schemas';
import { PARTNER_STATUS_LABELS, type PartnerStatus } from '@portal/contract/contractors/partner-status';
import type { PartnerContractor, PartnerCustomer } from '@portal/contract/contractors/partners.schemas';
import type { ContractorOption } from '@portal/contract/lookups/lookups.schemas';
import { FIELD_LABELS } from '@portal/contract/validation/field-labels';
import type { ContractorRow } from '../verification/verification-decision.repository';
import { PARTNER_AUDIT_ENTITY } from './contractor-audit';
import type { HistoryRow } from './contractor-card.repository';
import type { ContractorWithPartner, PartnerCustomerRow, PartnerRow } from './contractor-partners.repository';

// The record's own presenter answers no rating; its readers fill it from the rating module (latestRatingOf).
const NO_RATING: ContractorRating = { rating: null };

const partnerStatusOf = (partner: PartnerRow | null): PartnerStatus | null =>
  partner ? (partner.status as PartnerStatus) : null;

export const presentContractorRecord = (row: ContractorRow): ContractorRecord => ({
  id: row.id,
  name: row.name,
  inn: row.inn,
  kpp: row.kpp,
  ogrn: row.ogrn,
  legalAddress: row.legalAddress,
  postalAddress: row.postalAddress,
  bankName: row.bankName,
  bik: row.bik,
  bankAccount: row.bankAccount,
  correspondentAccount: row.correspondentAccount,
  contactPerson: row.contactPerson,
  email: row.email,
  phone: row.phone,
  vatRegime: row.vatRegime,
  active: row.active,
  verificationStatus: row.status as ContractorStatus,
  rejectionReason: row.rejectionReason,
  rating: NO_RATING,
  createdAt: row.createdAt.toISOString(),
});

export const presentPartnerContractor = ({
  contractor,
  partner,
  rating,
}: ContractorWithPartner): PartnerContractor => ({
  id: contractor.id,
  name: contractor.name,
  inn: contractor.inn,
  verificationStatus: contractor.status as ContractorStatus,
  active: contractor.active,
  rating: { rating },
  partnerStatus: partnerStatusOf(partner),
  partnerReason: partner?.reason ?? null,
  addedAt: partner?.createdAt.toISOString() ?? null,
});

export const presentContractorOption = ({
  contractor,
  partner,
}: ContractorWithPartner): ContractorOption => ({
  id: contractor.id,
  name: contractor.name,
  inn: contractor.inn,
  active: contractor.active,
  partnerStatus: partnerStatusOf(partner),
});

export const presentPartnerCustomer = (row: PartnerCustomerRow): PartnerCustomer => ({
  id: row.id,
  name: row.name,
  inn: row.inn,
  partnerStatus: row.partnerStatus as PartnerStatus,
  since: row.since.toISOString(),
});

const statusLabel = (entity: string, state: string | null): string | null => {
  if (state === null) return null;
  const labels: Record<number, string> =
    entity === PARTNER_AUDIT_ENTITY ? PARTNER_STATUS_LABELS : CONTRACTOR_STATUS_LABELS;
  return labels[Number(state)] ?? state;
};

/** A requisites change names the fields it changed; a status change keeps the comment given with it. */
const historyComment = ({ entry }: HistoryRow): string | null => {
  const changes = (entry.details as { changes?: Record<string, unknown> } | null)?.changes;
  if (!changes) return entry.comment;
  return Object.keys(changes)
    .map((field) => FIELD_LABELS[field] ?? field)
    .join(', ');
};

export const presentHistoryEntry = (row: HistoryRow): ContractorHistoryEntry => ({
  id: row.entry.id,
  createdAt: row.entry.createdAt.toISOString(),
  actor:
    row.entry.actorUserId !== null && row.actorName !== null
      ? { id: row.entry.actorUserId, fullname: row.actorName }
      : null,
  action: row.entry.action,
  actionLabel:
    CONTRACTOR_HISTORY_ACTION_LABELS[row.entry.action as ContractorHistoryAction] ?? row.entry.action,
  fromLabel: statusLabel(row.entry.entity, row.entry.fromState),
  toLabel: statusLabel(row.entry.entity, row.entry.toState),
  comment: historyComment(row),
});
