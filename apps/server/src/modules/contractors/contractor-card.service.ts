import type {
  ContractorCard,
  ContractorCardDetails,
} from '@portal/contract/contractors/contractor-card.schemas';
import { CONTRACTOR_MESSAGES, type ContractorRecord } from '@portal/contract/contractors/contractors.schemas';
import type { PartnerStatus } from '@portal/contract/contractors/partner-status';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { notFound } from '../../core/http/problem';
import { latestRatingOf } from '../rating/rating-reads';
import { presentContractorDocument, presentDocumentType } from '../verification/verification.presenter';
import { listContractorDocuments, listDocumentTypes } from '../verification/verification.repository';
import {
  countContractorFleet,
  findContractorHistory,
  findContractorUsers,
  findExpressDriversCheck,
} from './contractor-card.repository';
import { findVisibleContractor } from './contractor-partners.repository';
import { presentContractorRecord, presentHistoryEntry } from './contractors.presenter';

/**
 * The customer's carrier card. Issue 21: a customer that does not work with the carrier sees only its public part;
 * the requisites, documents, staff and history go to its partners.
 */
export const getContractorCard = async (
  ctx: AppContext,
  principal: Principal,
  contractorId: number,
): Promise<ContractorCard> => {
  const row = await findVisibleContractor(ctx.db, principal.ownerId, contractorId);
  if (!row) throw notFound(CONTRACTOR_MESSAGES.notFound);
  const rating = await latestRatingOf(ctx.db, principal.ownerId, contractorId);
  const contractor = { ...presentContractorRecord(row.contractor), rating: { rating } };
  const { id, name, inn, kpp, ogrn, active, verificationStatus } = contractor;
  return {
    contractor: { id, name, inn, kpp, ogrn, active, verificationStatus, rating: contractor.rating },
    partnerStatus: row.partner ? (row.partner.status as PartnerStatus) : null,
    partnerReason: row.partner?.reason ?? null,
    partnerSince: row.partner?.createdAt.toISOString() ?? null,
    details: row.partner ? await getPartnerDetails(ctx, principal.ownerId, contractor) : null,
  };
};

const getPartnerDetails = async (
  ctx: AppContext,
  customerId: number,
  requisites: ContractorRecord,
): Promise<ContractorCardDetails> => {
  const [documentTypes, documents, users, counts, history, expressDriversCheck] = await Promise.all([
    listDocumentTypes(ctx.db),
    listContractorDocuments(ctx.db, requisites.id),
    findContractorUsers(ctx.db, requisites.id),
    countContractorFleet(ctx.db, requisites.id),
    findContractorHistory(ctx.db, customerId, requisites.id),
    findExpressDriversCheck(ctx.db, customerId, requisites.id),
  ]);
  return {
    requisites,
    documentTypes: documentTypes.map(presentDocumentType),
    documents: documents.map(presentContractorDocument),
    users,
    counts,
    history: history.map(presentHistoryEntry),
    expressDriversCheck,
  };
};
