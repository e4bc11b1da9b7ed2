import { CONTRACTOR_STATUS } from '@portal/contract/companies/contractor-status';
import { LOOKUP_LIST_LIMIT } from '@portal/contract/constants';
import { CONTRACTOR_MESSAGES } from '@portal/contract/contractors/contractors.schemas';
import {
  canChangePartnerStatus,
  PARTNER_STATUS,
  PARTNER_TRANSITIONS,
  type PartnerStatus,
  type PartnerTransition,
} from '@portal/contract/contractors/partner-status';
import {
  type CustomerContractorListQuery,
  PARTNER_MESSAGES,
  type PartnerContractor,
  type PartnerCustomerListQuery,
} from '@portal/contract/contractors/partners.schemas';
import type { ContractorLookupQuery } from '@portal/contract/lookups/lookups.schemas';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { pageAnswer } from '../../core/db/paging';
import { conflict, notFound } from '../../core/http/problem';
import { PARTNER_AUDIT_ENTITY, partnerAuditId } from './contractor-audit';
import {
  type ContractorScope,
  deletePartner,
  findAllPartnerCustomers,
  findContractorOptions,
  findContractorWithPartner,
  findCustomerContractors,
  findPartnerCustomers,
  insertPartner,
  removeFromCustomerLists,
  updatePartnerStatus,
} from './contractor-partners.repository';
import {
  presentContractorOption,
  presentPartnerContractor,
  presentPartnerCustomer,
} from './contractors.presenter';
import { notifyPartnerStatus } from './partner-notifications';

export const listCustomerContractors = async (
  ctx: AppContext,
  principal: Principal,
  scope: ContractorScope,
  { page, limit, sort, ...filter }: CustomerContractorListQuery,
) => {
  const { rows, total } = await findCustomerContractors(ctx.db, principal.ownerId, scope, filter, {
    page,
    limit,
    sort,
  });
  return pageAnswer(rows.map(presentPartnerContractor), total, { page, limit });
};

export const lookupContractors = async (
  ctx: AppContext,
  principal: Principal,
  query: ContractorLookupQuery,
) => {
  const rows = await findContractorOptions(
    ctx.db,
    principal.ownerId,
    { query: query.query, id: query.id, partner: query.partner ?? 'any' },
    LOOKUP_LIST_LIMIT,
  );
  return { items: rows.map(presentContractorOption) };
};

const requirePartner = async (ctx: AppContext, principal: Principal, contractorId: number) => {
  const row = await findContractorWithPartner(ctx.db, principal.ownerId, contractorId);
  if (!row?.partner) throw notFound(PARTNER_MESSAGES.notPartner);
  return { contractor: row.contractor, partner: row.partner };
};

const currentPartnerContractor = async (ctx: AppContext, principal: Principal, contractorId: number) => {
  const row = await findContractorWithPartner(ctx.db, principal.ownerId, contractorId);
  if (!row) throw notFound(CONTRACTOR_MESSAGES.notFound);
  return presentPartnerContractor(row);
};

/** Only a verified carrier becomes a partner, and it starts accredited (DESIGN 8). */
export const addPartner = async (
  ctx: AppContext,
  principal: Principal,
  contractorId: number,
): Promise<PartnerContractor> => {
  const row = await findContractorWithPartner(ctx.db, principal.ownerId, contractorId);
  if (!row) throw notFound(CONTRACTOR_MESSAGES.notFound);
  if (row.partner) throw conflict(PARTNER_MESSAGES.alreadyPartner);
  if (row.contractor.status !== CONTRACTOR_STATUS.verified) throw conflict(PARTNER_MESSAGES.notVerified);
  await ctx.db.transaction(async (tx) => {
    const partner = await insertPartner(tx, {
      customerId: principal.ownerId,
      contractorId,
      status: PARTNER_STATUS.accredited,
    });
    if (!partner) throw conflict(PARTNER_MESSAGES.alreadyPartner);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: PARTNER_AUDIT_ENTITY,
      entityId: partnerAuditId(principal.ownerId, contractorId),
      action: 'add-partner',
      toState: partner.status,
    });
  });
  return currentPartnerContractor(ctx, principal, contractorId);
};

/** A carrier that stops being a partner also leaves every contractor list of this customer. */
export const removePartner = async (ctx: AppContext, principal: Principal, contractorId: number) => {
  const { contractor } = await requirePartner(ctx, principal, contractorId);
  await ctx.db.transaction(async (tx) => {
    const partner = await deletePartner(tx, principal.ownerId, contractorId);
    if (!partner) throw notFound(PARTNER_MESSAGES.notPartner);
    const leftLists = await removeFromCustomerLists(tx, principal.ownerId, contractorId);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: PARTNER_AUDIT_ENTITY,
      entityId: partnerAuditId(principal.ownerId, contractorId),
      action: 'remove-partner',
      fromState: partner.status,
      details: { leftLists },
    });
  });
  return { message: PARTNER_MESSAGES.removed(contractor.name) };
};

/** PATCH .../status/1 (accredit) or /3 (block, with a reason): audited, and the carrier's admins are told. */
export const changePartnerStatus = async (
  ctx: AppContext,
  principal: Principal,
  contractorId: number,
  transition: PartnerTransition,
  reason: string | null,
): Promise<PartnerContractor> => {
  const { contractor, partner } = await requirePartner(ctx, principal, contractorId);
  const from = partner.status as PartnerStatus;
  if (!canChangePartnerStatus(transition, from))
    throw conflict(PARTNER_MESSAGES.wrongStatus(transition, from));
  const to = PARTNER_TRANSITIONS[transition].to;
  await ctx.db.transaction(async (tx) => {
    // A concurrent change got there first: this one was decided on a state that is gone.
    if (!(await updatePartnerStatus(tx, partner, { status: to, reason }))) {
      throw conflict(PARTNER_MESSAGES.wrongStatus(transition, to));
    }
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: PARTNER_AUDIT_ENTITY,
      entityId: partnerAuditId(principal.ownerId, contractorId),
      action: transition,
      fromState: from,
      toState: to,
      comment: reason,
    });
  });
  await notifyPartnerStatus(ctx, principal.ownerId, contractor, transition, reason);
  return currentPartnerContractor(ctx, principal, contractorId);
};

/** related_owners: every customer the carrier is a partner of, for selectors (no paging). */
export const listRelatedOwners = async (ctx: AppContext, principal: Principal) => ({
  items: (await findAllPartnerCustomers(ctx.db, principal.ownerId)).map(presentPartnerCustomer),
});

/** partners: the same customers as a paged, searchable list for screens. */
export const listPartnerCustomers = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, ...filter }: PartnerCustomerListQuery,
) => {
  const { rows, total } = await findPartnerCustomers(ctx.db, principal.ownerId, filter, { page, limit });
  return pageAnswer(rows.map(presentPartnerCustomer), total, { page, limit });
};
