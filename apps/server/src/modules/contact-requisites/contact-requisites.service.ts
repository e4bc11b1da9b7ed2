import {
  type ContactRequisite,
  type ContractorView,
  type contactRequisitesListQuerySchema,
  CONTACT_REQUISITES_MESSAGES as MESSAGES,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import type { Page } from '@portal/contract/pagination';
import type * as z from 'zod';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { pageAnswer } from '../../core/db/paging';
import { conflict, notFound } from '../../core/http/problem';
import { presentContactRequisite } from './contact-requisites.presenter';
import {
  type CardValues,
  deleteCard,
  findCard,
  findCardFor,
  findCards,
  findPartner,
  insertCard,
  lockCustomerCards,
  updateCard,
} from './contact-requisites.repository';

export type ContactListQuery = z.output<typeof contactRequisitesListQuerySchema>;

const AUDIT_ENTITY = 'contact-requisites';

const cardNotFound = () => notFound(MESSAGES.notFound);

/** The customer the caller works for: the access plugin has matched it with the path. */
const customerOf = (principal: Principal): number => principal.ownerId;

export const listContactRequisites = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, ...filter }: ContactListQuery,
): Promise<Page<ContactRequisite>> => {
  const { rows, total } = await findCards(ctx.db, customerOf(principal), filter, { page, limit });
  return pageAnswer(rows.map(presentContactRequisite), total, { page, limit });
};

export const getContactRequisite = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<ContactRequisite> => {
  const row = await findCard(ctx.db, customerOf(principal), id);
  if (!row) throw cardNotFound();
  return presentContactRequisite(row);
};

/** A card names only a carrier of the customer's partner list; any other carrier id is not found. */
const requirePartner = async (ctx: AppContext, customerId: number, contractorId: number) => {
  const partner = await findPartner(ctx.db, customerId, contractorId);
  if (!partner) throw notFound(MESSAGES.contractorNotPartner);
  return partner;
};

const audit = (tx: Tx, principal: Principal, id: number, action: string, contractorId: number | null) =>
  writeAudit(tx, {
    actorUserId: principal.userId,
    entity: AUDIT_ENTITY,
    entityId: id,
    action,
    details: { contractorId },
  });

/** One card per customer and carrier, and one default card: a second one answers 409. */
export const createContactRequisite = async (
  ctx: AppContext,
  principal: Principal,
  { contractorId: givenContractorId, ...values }: CardValues & { contractorId?: number | null | undefined },
): Promise<ContactRequisite> => {
  const customerId = customerOf(principal);
  const contractorId = givenContractorId ?? null;
  if (contractorId !== null) await requirePartner(ctx, customerId, contractorId);
  const id = await ctx.db.transaction(async (tx) => {
    await lockCustomerCards(tx, customerId);
    if (await findCardFor(tx, customerId, contractorId)) {
      throw conflict(contractorId === null ? MESSAGES.defaultExists : MESSAGES.contractorExists);
    }
    const cardId = await insertCard(tx, { ...values, customerId, contractorId });
    await audit(tx, principal, cardId, 'create', contractorId);
    return cardId;
  });
  return getContactRequisite(ctx, principal, id);
};

/** The card keeps its carrier; only its fields change. */
export const updateContactRequisite = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  values: CardValues,
): Promise<ContactRequisite> => {
  const customerId = customerOf(principal);
  await ctx.db.transaction(async (tx) => {
    const current = await findCard(tx, customerId, id);
    if (!current) throw cardNotFound();
    await updateCard(tx, customerId, id, values);
    await audit(tx, principal, id, 'update', current.card.contractorId);
  });
  return getContactRequisite(ctx, principal, id);
};

export const deleteContactRequisite = async (ctx: AppContext, principal: Principal, id: number) => {
  const customerId = customerOf(principal);
  await ctx.db.transaction(async (tx) => {
    const current = await findCard(tx, customerId, id);
    if (!current || !(await deleteCard(tx, customerId, id))) throw cardNotFound();
    await audit(tx, principal, id, 'delete', current.card.contractorId);
  });
};

/** What the carrier sees: the card made for it, else the customer's default card, else nothing yet. */
export const getContractorView = async (
  ctx: AppContext,
  principal: Principal,
  contractorId: number,
): Promise<ContractorView> => {
  const customerId = customerOf(principal);
  const contractor = await requirePartner(ctx, customerId, contractorId);
  const own = await findCardFor(ctx.db, customerId, contractorId);
  const shown = own ?? (await findCardFor(ctx.db, customerId, null));
  return {
    contractor,
    isDefault: own === null && shown !== null,
    requisites: shown ? presentContactRequisite(shown) : null,
  };
};

/** Saves the card made for one carrier: changes it when there is one, adds it otherwise. */
export const saveContractorCard = async (
  ctx: AppContext,
  principal: Principal,
  contractorId: number,
  values: CardValues,
): Promise<ContractorView> => {
  const customerId = customerOf(principal);
  await requirePartner(ctx, customerId, contractorId);
  await ctx.db.transaction(async (tx) => {
    await lockCustomerCards(tx, customerId);
    const current = await findCardFor(tx, customerId, contractorId);
    if (current) {
      await updateCard(tx, customerId, current.card.id, values);
      await audit(tx, principal, current.card.id, 'update', contractorId);
    } else {
      const id = await insertCard(tx, { ...values, customerId, contractorId });
      await audit(tx, principal, id, 'create', contractorId);
    }
  });
  return getContractorView(ctx, principal, contractorId);
};
