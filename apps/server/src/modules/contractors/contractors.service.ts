import { CONTRACTOR_STATUS, type ContractorStatus } from '@portal/contract/companies/contractor-status';
import type { Requisites } from '@portal/contract/companies/requisites.schemas';
import { CONTRACTOR_MESSAGES } from '@portal/contract/contractors/contractors.schemas';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { defaultCustomerOf, latestRatingOf } from '../rating/rating-reads';
import { findContractor } from '../verification/verification.repository';
import type { ContractorRow } from '../verification/verification-decision.repository';
import { CONTRACTOR_AUDIT_ENTITY } from './contractor-audit';
import { presentContractorRecord } from './contractors.presenter';
import { findOtherContractorByInn, updateContractorRequisites } from './contractors.repository';

// The INN a customer verified (or is verifying) is the one its documents show.
const INN_LOCKED_STATUSES: readonly number[] = [
  CONTRACTOR_STATUS.verified,
  CONTRACTOR_STATUS.sentForVerification,
];

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

export const requireContractor = async (ctx: AppContext, contractorId: number): Promise<ContractorRow> => {
  const contractor = await findContractor(ctx.db, contractorId);
  if (!contractor) throw notFound(CONTRACTOR_MESSAGES.notFound);
  return contractor;
};

/** SPEC 3 rating.rating: the carrier's current rating with its default customer (DESIGN 11: the first by id). */
const presentOwnRecord = async (ctx: AppContext, row: ContractorRow) => {
  const customerId = await defaultCustomerOf(ctx.db, row.id);
  const rating = customerId === null ? null : await latestRatingOf(ctx.db, customerId, row.id);
  return { ...presentContractorRecord(row), rating: { rating } };
};

export const getOwnContractor = async (ctx: AppContext, principal: Principal) =>
  presentOwnRecord(ctx, await requireContractor(ctx, principal.ownerId));

const changedFields = (current: ContractorRow, next: Requisites) =>
  Object.fromEntries(
    (Object.keys(next) as (keyof Requisites)[])
      .filter((field) => current[field] !== next[field])
      .map((field) => [field, { from: current[field], to: next[field] }]),
  );

/** PUT /api/contractors/{id}: the carrier's admin keeps its requisites; every change is audited field by field. */
export const updateOwnRequisites = async (ctx: AppContext, principal: Principal, requisites: Requisites) => {
  const current = await requireContractor(ctx, principal.ownerId);
  if (requisites.inn !== current.inn) {
    if (INN_LOCKED_STATUSES.includes(current.status)) {
      throw conflict(CONTRACTOR_MESSAGES.innLocked(current.status as ContractorStatus));
    }
    if (await findOtherContractorByInn(ctx.db, requisites.inn, current.id)) {
      throw unprocessable(
        [fieldProblem(['inn'], lowerFirst(CONTRACTOR_MESSAGES.innTaken))],
        CONTRACTOR_MESSAGES.innTaken,
      );
    }
  }
  const changes = changedFields(current, requisites);
  if (Object.keys(changes).length === 0) return presentOwnRecord(ctx, current);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateContractorRequisites(tx, current.id, requisites);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: CONTRACTOR_AUDIT_ENTITY,
      entityId: current.id,
      action: 'update-requisites',
      details: { changes },
    });
    return row;
  });
  return presentOwnRecord(ctx, updated);
};
