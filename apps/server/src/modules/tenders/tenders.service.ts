import type { Page } from '@portal/contract/pagination';
import { type FieldProblem, withErrorLine } from '@portal/contract/problem/field-problem';
import {
  canTenderAction,
  TENDER_STATUS,
  type TenderAction,
  wrongTenderStateMessage,
} from '@portal/contract/tenders/tender-status';
import {
  type CustomerTender,
  type CustomerTenderListItem,
  type CustomerTenderListQuery,
  TENDER_FIELD_LABELS,
  TENDER_MESSAGES,
  type TenderBody,
} from '@portal/contract/tenders/tenders.schemas';
import { tripsCountOf } from '@portal/contract/tenders/trips';
import { fieldLabel } from '@portal/contract/validation/field-labels';
import { toKopecks } from '@portal/contract/validation/money';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { cappedPageAnswer } from '../../core/db/paging';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { resolveParticipants } from '../../core/procurement/participants';
import { findRouteWay } from '../freight/route-ways.repository';
import { recordTenderEvent } from './tender-events';
import { presentCustomerTender, presentCustomerTenderListItems } from './tenders.presenter';
import {
  countOwnRefs,
  deleteTenderRow,
  findCustomerTender,
  findTenders,
  insertTender,
  type NewLot,
  replaceLots,
  replaceParticipants,
  type TenderRecord,
  tenderListConditions,
  updateTenderRow,
} from './tenders.repository';

export const TENDER_AUDIT_ENTITY = 'tender';

export const tenderNotFound = () => notFound(TENDER_MESSAGES.notFound);

const lineOf = (name: string, message: string) => `${fieldLabel([name], TENDER_FIELD_LABELS)}: ${message}`;
export const field = (name: string, message: string) =>
  withErrorLine(fieldProblem([name], message), lineOf(name, message));
const lotField = (index: number, name: string, message: string) =>
  withErrorLine(
    fieldProblem(['routeTemplates', index, name], message),
    `Лот ${index + 1}, ${lineOf(name, message)}`,
  );

export const requireTenderAction = (action: TenderAction, tender: TenderRecord) => {
  if (!canTenderAction(action, tender.status)) throw conflict(wrongTenderStateMessage(tender.status));
};

export const lockOwnTender = async (tx: Tx, principal: Principal, tenderId: number) => {
  const tender = await findCustomerTender(tx, principal.ownerId, tenderId, true);
  if (!tender) throw tenderNotFound();
  return tender;
};

export const listCustomerTenders = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, status, query }: CustomerTenderListQuery,
): Promise<Page<CustomerTenderListItem>> => {
  const { rows, total } = await findTenders(
    ctx.db,
    tenderListConditions(principal.ownerId, {
      ...(status === undefined ? {} : { status }),
      ...(query ? { query } : {}),
    }),
    { page, limit },
  );
  return cappedPageAnswer(await presentCustomerTenderListItems(ctx.db, rows, ctx.clock.now()), total, {
    page,
    limit,
  });
};

export const getCustomerTender = async (
  ctx: AppContext,
  principal: Principal,
  tenderId: number,
): Promise<CustomerTender> => {
  const tender = await findCustomerTender(ctx.db, principal.ownerId, tenderId);
  if (!tender) throw tenderNotFound();
  return presentCustomerTender(ctx.db, tender, ctx.clock.now());
};

/** The lots checked against the database: every reference is the customer's own. */
const checkedLots = async (tx: Tx, customerId: number, body: TenderBody, errors: FieldProblem[]) => {
  const lots = body.routeTemplates;
  const transportations = await countOwnRefs(
    tx,
    'transportation',
    customerId,
    lots.map((lot) => lot.transportation),
  );
  const owners = await countOwnRefs(
    tx,
    'routeOwner',
    customerId,
    lots.map((lot) => lot.routeOwner).filter((id): id is number => id !== undefined),
  );
  const dimensions = await countOwnRefs(
    tx,
    'dimension',
    customerId,
    lots.map((lot) => lot.dimension).filter((id): id is number => id !== undefined),
  );
  const rows: Omit<NewLot, 'tenderId'>[] = [];
  for (const [index, lot] of lots.entries()) {
    if (!(await findRouteWay(tx, customerId, lot.routeWay)))
      errors.push(lotField(index, 'routeWay', TENDER_MESSAGES.referenceNotFound));
    if (!transportations.has(lot.transportation))
      errors.push(lotField(index, 'transportation', TENDER_MESSAGES.referenceNotFound));
    if (lot.routeOwner !== undefined && !owners.has(lot.routeOwner))
      errors.push(lotField(index, 'routeOwner', TENDER_MESSAGES.referenceNotFound));
    if (lot.dimension !== undefined && !dimensions.has(lot.dimension))
      errors.push(lotField(index, 'dimension', TENDER_MESSAGES.referenceNotFound));
    // Acceptance makes one flight per trip day, so a lot cannot promise more trips than its days hold.
    const tripDays = tripsCountOf(lot.dateFrom, lot.dateTo, lot.weekdays);
    if (lot.tripsCount !== undefined && lot.tripsCount > tripDays)
      errors.push(lotField(index, 'tripsCount', TENDER_MESSAGES.tripsAboveDays(tripDays)));
    rows.push({
      position: index,
      routeWayId: lot.routeWay,
      dateFrom: lot.dateFrom,
      dateTo: lot.dateTo,
      weekdays: [...lot.weekdays].sort((a, b) => a - b),
      transportationId: lot.transportation,
      dimensionId: lot.dimension ?? null,
      routeOwnerId: lot.routeOwner ?? null,
      startSumKopecks: toKopecks(lot.startSum),
      tripsCount: lot.tripsCount ?? tripDays,
    });
  }
  return rows;
};

/** The body checked against the database: lots' references, participants, an end still ahead. */
const checkedValues = async (tx: Tx, principal: Principal, body: TenderBody, now: Date) => {
  const errors: FieldProblem[] = [];
  const lots = await checkedLots(tx, principal.ownerId, body, errors);
  const dateEnd = new Date(body.dateEnd);
  if (dateEnd.getTime() <= now.getTime()) errors.push(field('dateEnd', TENDER_MESSAGES.endInPast));
  const participants = await resolveParticipants(tx, principal.ownerId, body);
  if (participants.kind === 'list-not-found')
    errors.push(field('contractorList', TENDER_MESSAGES.listNotFound));
  if (participants.kind === 'list-empty')
    errors.push(field('contractorList', TENDER_MESSAGES.listHasNoParticipants));
  if (participants.kind === 'refused') {
    for (const id of participants.unknownIds)
      errors.push(field('contractors', TENDER_MESSAGES.contractorNotFound(id)));
    for (const name of participants.refusedNames)
      errors.push(field('contractors', TENDER_MESSAGES.contractorNotPartner(name)));
  }
  if (errors.length || participants.kind !== 'ok') throw unprocessable(errors);
  return {
    row: {
      name: body.name,
      dateStart: body.dateStart ? new Date(body.dateStart) : null,
      dateEnd,
      contractorListId: participants.contractorListId,
      comment: body.comment ?? null,
    },
    lots,
    contractorIds: participants.contractorIds,
  };
};

type Checked = Awaited<ReturnType<typeof checkedValues>>;
const auditDetails = ({ row, lots, contractorIds }: Checked) => ({
  name: row.name,
  dateStart: row.dateStart?.toISOString() ?? null,
  dateEnd: row.dateEnd.toISOString(),
  contractorListId: row.contractorListId,
  contractors: contractorIds,
  routeTemplates: lots,
});

/** Inserts a draft inside the caller's transaction (create, and create_and_run before it runs). */
export const insertDraftTender = async (tx: Tx, principal: Principal, body: TenderBody, now: Date) => {
  const checked = await checkedValues(tx, principal, body, now);
  const tenderId = await insertTender(tx, {
    customerId: principal.ownerId,
    status: TENDER_STATUS.draft,
    createdBy: principal.userId,
    ...checked.row,
  });
  await replaceLots(tx, tenderId, checked.lots);
  await replaceParticipants(tx, tenderId, checked.contractorIds);
  await writeAudit(tx, {
    actorUserId: principal.userId,
    entity: TENDER_AUDIT_ENTITY,
    entityId: tenderId,
    action: 'create',
    toState: TENDER_STATUS.draft,
    details: auditDetails(checked),
  });
  await recordTenderEvent(
    tx,
    { id: tenderId, customerId: principal.ownerId, status: TENDER_STATUS.draft },
    now,
    'tender.created',
  );
  return tenderId;
};

export const createTender = async (ctx: AppContext, principal: Principal, body: TenderBody) => {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const tenderId = await insertDraftTender(tx, principal, body, now);
    return presentCustomerTender(tx, (await findCustomerTender(tx, principal.ownerId, tenderId))!, now);
  });
};

export const updateTender = async (
  ctx: AppContext,
  principal: Principal,
  tenderId: number,
  body: TenderBody,
) => {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockOwnTender(tx, principal, tenderId);
    requireTenderAction('edit', before);
    const checked = await checkedValues(tx, principal, body, now);
    await updateTenderRow(tx, tenderId, checked.row);
    await replaceLots(tx, tenderId, checked.lots);
    await replaceParticipants(tx, tenderId, checked.contractorIds);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: TENDER_AUDIT_ENTITY,
      entityId: tenderId,
      action: 'update',
      details: auditDetails(checked),
    });
    return presentCustomerTender(tx, (await findCustomerTender(tx, principal.ownerId, tenderId))!, now);
  });
};

/** DESIGN 11: only a draft is deleted. */
export const deleteTender = async (ctx: AppContext, principal: Principal, tenderId: number) => {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockOwnTender(tx, principal, tenderId);
    requireTenderAction('delete', before);
    const answer = await presentCustomerTender(tx, before, now);
    await deleteTenderRow(tx, tenderId);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: TENDER_AUDIT_ENTITY,
      entityId: tenderId,
      action: 'delete',
      fromState: before.status,
    });
    return answer;
  });
};
