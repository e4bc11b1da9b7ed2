import type { ContractorCard } from '@portal/contract/contractors/contractor-card.schemas';
import { CONTRACTOR_MESSAGES } from '@portal/contract/contractors/contractors.schemas';
import type { PartnerStatus } from '@portal/contract/contractors/partner-status';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { notFound } from '../../core/http/problem';
import { latestRatingOf } from '../rating/rating-reads';
import { presentContractorDocument, presentDocumentType } from '../verification/verification.presenter';
import { listContractorDocuments, listDocumentTypes } from '../verification/verification.repository';
import { findContractorHistory, findContractorUsers } from './contractor-card.repository';
import { findVisibleContractor } from './contractor-partners.repository';
import { presentContractorRecord, presentHistoryEntry } from './contractors.presenter';

/** The customer's carrier card: one call for the requisites, documents, staff, partner state and history. */
export const getContractorCard = async (
  ctx: AppContext,
  principal: Principal,
  contractorId: number,
): Promise<ContractorCard> => {
  const row = await findVisibleContractor(ctx.db, principal.ownerId, contractorId);
  if (!row) throw notFound(CONTRACTOR_MESSAGES.notFound);
  const [documentTypes, documents, users, history, rating] = await Promise.all([
    listDocumentTypes(ctx.db),
    listContractorDocuments(ctx.db, contractorId),
    findContractorUsers(ctx.db, contractorId),
    findContractorHistory(ctx.db, principal.ownerId, contractorId),
    latestRatingOf(ctx.db, principal.ownerId, contractorId),
  ]);
  return {
    contractor: { ...presentContractorRecord(row.contractor), rating: { rating } },
    documentTypes: documentTypes.map(presentDocumentType),
    documents: documents.map(presentContractorDocument),
    users,
    // Drivers and vehicles have no tables yet (the fleet feature adds them): both counts are 0 until then.
    counts: { drivers: 0, vehicles: 0 },
    partnerStatus: row.partner ? (row.partner.status as PartnerStatus) : null,
    partnerReason: row.partner?.reason ?? null,
    partnerSince: row.partner?.createdAt.toISOString() ?? null,
    history: history.map(presentHistoryEntry),
  };
};
