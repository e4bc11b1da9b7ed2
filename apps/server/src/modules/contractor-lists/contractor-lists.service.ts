import {
  type ContractorList,
  type ContractorListBody,
  type ContractorListQuery,
  type ContractorListSummary,
  type CopyContractorListBody,
  CONTRACTOR_LIST_MESSAGES as MESSAGES,
  CONTRACTOR_LIST_MEMBER_REFUSALS as REFUSALS,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { PARTNER_STATUS } from '@portal/contract/contractors/partner-status';
import type { Page } from '@portal/contract/pagination';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { lockCustomer } from '../../core/db/customer-lock';
import type { Db, Tx } from '../../core/db/database';
import { refuseWhenInUse } from '../../core/db/in-use';
import { pageAnswer } from '../../core/db/paging';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { presentContractorList, presentContractorListSummary } from './contractor-lists.presenter';
import {
  type CarrierRow,
  countContractorListUses,
  deleteContractorListRow,
  findCarriers,
  findContractorList,
  findContractorLists,
  findListMemberIds,
  findListMembers,
  insertContractorList,
  isListNameTaken,
  lockContractorList,
  renameContractorList,
  replaceListMembers,
} from './contractor-lists.repository';

const AUDIT_ENTITY = 'contractor-list';

const listNotFound = () => notFound(MESSAGES.notFound);

export const listContractorLists = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, ...filter }: ContractorListQuery,
): Promise<Page<ContractorListSummary>> => {
  const { rows, total } = await findContractorLists(ctx.db, principal.ownerId, filter, { page, limit });
  return pageAnswer(rows.map(presentContractorListSummary), total, { page, limit });
};

const readList = async (db: Db | Tx, customerId: number, listId: number): Promise<ContractorList> => {
  const row = await findContractorList(db, customerId, listId);
  if (!row) throw listNotFound();
  return presentContractorList(row, await findListMembers(db, customerId, listId));
};

export const getContractorList = (ctx: AppContext, principal: Principal, listId: number) =>
  readList(ctx.db, principal.ownerId, listId);

const refusalOf = (contractorId: number, carrier: CarrierRow | undefined): string | null => {
  if (!carrier) return REFUSALS.notFound(contractorId);
  const who = `${carrier.name} (ИНН ${carrier.inn})`;
  if (carrier.partnerStatus === null) return REFUSALS.notPartner(who);
  if (carrier.partnerStatus !== PARTNER_STATUS.accredited) return REFUSALS.blocked(who);
  if (!carrier.active) return REFUSALS.notVerified(who);
  return null;
};

/**
 * Only the customer's accredited partners that are verified may join a list (DESIGN 8: they are the ones an
 * auction may invite). Members already in the list stay even if they were blocked or lost verification since:
 * the list shows their state, and whoever invites from a list must still apply that rule.
 */
const checkNewMembers = async (
  tx: Tx,
  customerId: number,
  contractorIds: number[],
  current: readonly number[] = [],
): Promise<void> => {
  const added = contractorIds.filter((id) => !current.includes(id));
  const carriers = new Map((await findCarriers(tx, customerId, added)).map((row) => [row.id, row]));
  const errors = added
    .map((id) => refusalOf(id, carriers.get(id)))
    .filter((refusal) => refusal !== null)
    .map((refusal) => fieldProblem(['contractorIds'], refusal));
  if (errors.length) throw unprocessable(errors);
};

/** Holds the customer's lock until the transaction ends, so two saves cannot both take a free name. */
const checkNameFree = async (tx: Tx, customerId: number, name: string, exceptListId?: number) => {
  await lockCustomer(tx, customerId);
  if (await isListNameTaken(tx, customerId, name, exceptListId)) throw conflict(MESSAGES.nameTaken(name));
};

const createList = async (
  tx: Tx,
  principal: Principal,
  name: string,
  contractorIds: number[],
): Promise<number> => {
  const listId = await insertContractorList(tx, {
    customerId: principal.ownerId,
    name,
    createdBy: principal.userId,
  });
  await replaceListMembers(tx, listId, contractorIds);
  return listId;
};

export const createContractorList = async (
  ctx: AppContext,
  principal: Principal,
  body: ContractorListBody,
): Promise<ContractorList> =>
  ctx.db.transaction(async (tx) => {
    await checkNewMembers(tx, principal.ownerId, body.contractorIds);
    await checkNameFree(tx, principal.ownerId, body.name);
    const listId = await createList(tx, principal, body.name, body.contractorIds);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: listId,
      action: 'create',
      details: { name: body.name, contractorIds: body.contractorIds },
    });
    return readList(tx, principal.ownerId, listId);
  });

export const updateContractorList = async (
  ctx: AppContext,
  principal: Principal,
  listId: number,
  body: ContractorListBody,
): Promise<ContractorList> =>
  ctx.db.transaction(async (tx) => {
    const current = await findContractorList(tx, principal.ownerId, listId);
    if (!current) throw listNotFound();
    const currentIds = await findListMemberIds(tx, listId);
    await checkNewMembers(tx, principal.ownerId, body.contractorIds, currentIds);
    await checkNameFree(tx, principal.ownerId, body.name, listId);
    if (!(await renameContractorList(tx, principal.ownerId, listId, body.name))) throw listNotFound();
    await replaceListMembers(tx, listId, body.contractorIds);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: listId,
      action: 'update',
      details: {
        name: body.name,
        previousName: current.list.name,
        added: body.contractorIds.filter((id) => !currentIds.includes(id)),
        removed: currentIds.filter((id) => !body.contractorIds.includes(id)),
      },
    });
    return readList(tx, principal.ownerId, listId);
  });

/** A copy has the same members as the source, whatever their state now (the source shows it too). */
export const copyContractorList = async (
  ctx: AppContext,
  principal: Principal,
  sourceListId: number,
  body: CopyContractorListBody,
): Promise<ContractorList> =>
  ctx.db.transaction(async (tx) => {
    if (!(await findContractorList(tx, principal.ownerId, sourceListId))) throw listNotFound();
    const contractorIds = await findListMemberIds(tx, sourceListId);
    await checkNameFree(tx, principal.ownerId, body.name);
    const listId = await createList(tx, principal, body.name, contractorIds);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: listId,
      action: 'copy',
      details: { name: body.name, sourceListId, contractorIds },
    });
    return readList(tx, principal.ownerId, listId);
  });

export const deleteContractorList = async (
  ctx: AppContext,
  principal: Principal,
  listId: number,
): Promise<void> => {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockContractorList(tx, principal.ownerId, listId))) throw listNotFound();
    refuseWhenInUse(await countContractorListUses(tx, listId), MESSAGES.inUse);
    const current = await findContractorList(tx, principal.ownerId, listId);
    if (!current) throw listNotFound();
    const contractorIds = await findListMemberIds(tx, listId);
    if (!(await deleteContractorListRow(tx, principal.ownerId, listId))) throw listNotFound();
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: listId,
      action: 'delete',
      details: { name: current.list.name, contractorIds },
    });
  });
};
