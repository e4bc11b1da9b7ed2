import { instantOfQueryDateTime } from '@portal/contract/freight/zoned-time';
import type { Page } from '@portal/contract/pagination';
import type { CarrierListFilter } from '@portal/contract/procurement/carrier-list-filters';
import {
  canTenderAction,
  TENDER_STATUS,
  wrongTenderStateMessage,
} from '@portal/contract/tenders/tender-status';
import {
  type ContractorTender,
  type ContractorTenderListItem,
  type ContractorTenderListQuery,
  type DeclineWinBody,
  TENDER_MESSAGES,
} from '@portal/contract/tenders/tenders.schemas';
import { eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { cappedPageAnswer, containsPattern } from '../../core/db/paging';
import { conflict, notFound } from '../../core/http/problem';
import { routeWays, tenderRouteTemplates, tenders } from '../../db/schema/index';
import { publishRouteChange, type RouteChange } from '../freight/route-live';
import { declineLot } from './tender-acceptance';
import { recordTenderEvent } from './tender-events';
import { publishTenderEvent, TENDER_EVENT_TYPES } from './tender-live';
import { notifyTenderResult } from './tender-notifications';
import { presentContractorTender, presentContractorTenderListItems } from './tenders.presenter';
import {
  findBid,
  findContractorTenders,
  findLots,
  findTenderById,
  isParticipant,
  type TenderRecord,
  wonTendersCondition,
} from './tenders.repository';
import { TENDER_AUDIT_ENTITY } from './tenders.service';

const TAB_CONDITIONS: Record<ContractorTenderListQuery['tab'] & string, (contractorId: number) => SQL[]> = {
  active: () => [eq(tenders.status, TENDER_STATUS.active)],
  planned: () => [eq(tenders.status, TENDER_STATUS.planned)],
  won: (contractorId) => [eq(tenders.status, TENDER_STATUS.accepted), wonTendersCondition(contractorId)],
  archive: () => [
    inArray(tenders.status, [TENDER_STATUS.ended, TENDER_STATUS.accepted, TENDER_STATUS.cancelled]),
  ],
};

/**
 * The carrier's list filters (DESIGN 10): the number, the customer, the end between two Moscow times, and typed
 * text found in a lot's route way code or name. The carrier's own tenders are chosen by the caller.
 */
const filterConditions = (filter: CarrierListFilter): SQL[] => {
  const conditions: SQL[] = [];
  if (filter.number !== undefined) conditions.push(eq(tenders.id, filter.number));
  if (filter.customer !== undefined) conditions.push(eq(tenders.customerId, filter.customer));
  if (filter.date_from) conditions.push(gte(tenders.dateEnd, instantOfQueryDateTime(filter.date_from)));
  if (filter.date_to) conditions.push(lte(tenders.dateEnd, instantOfQueryDateTime(filter.date_to)));
  if (filter.route) {
    const pattern = containsPattern(filter.route);
    conditions.push(
      inArray(
        tenders.id,
        sql`(select ${tenderRouteTemplates.tenderId} from ${tenderRouteTemplates} join ${routeWays} on ${routeWays.id} = ${tenderRouteTemplates.routeWayId} where ${routeWays.code} ilike ${pattern} or ${routeWays.name} ilike ${pattern})`,
      ),
    );
  }
  return conditions;
};

export const listContractorTenders = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, tab, ...filter }: ContractorTenderListQuery,
): Promise<Page<ContractorTenderListItem>> => {
  const conditions = [...(tab ? TAB_CONDITIONS[tab](principal.ownerId) : []), ...filterConditions(filter)];
  const { rows, total } = await findContractorTenders(ctx.db, principal.ownerId, conditions, { page, limit });
  return cappedPageAnswer(
    await presentContractorTenderListItems(ctx.db, rows, principal.ownerId, ctx.clock.now()),
    total,
    { page, limit },
  );
};

/** A tender the carrier is invited to, except drafts; anything else is not found. */
export const findVisibleTender = async (ctx: AppContext, contractorId: number, tenderId: number) => {
  const tender = await findTenderById(ctx.db, tenderId);
  if (
    !tender ||
    tender.status === TENDER_STATUS.draft ||
    !(await isParticipant(ctx.db, tenderId, contractorId))
  )
    throw notFound(TENDER_MESSAGES.notFound);
  return tender;
};

export const getContractorTender = async (
  ctx: AppContext,
  principal: Principal,
  tenderId: number,
): Promise<ContractorTender> => {
  const tender = await findVisibleTender(ctx, principal.ownerId, tenderId);
  return presentContractorTender(ctx.db, tender, principal.ownerId, ctx.clock.now());
};

/**
 * The winner declines: each lot it won (or the one named) passes to the next best bid, whose carrier takes the
 * flights not yet started at its own price.
 */
export const declineTenderWin = async (
  ctx: AppContext,
  principal: Principal,
  tenderId: number,
  body: DeclineWinBody,
): Promise<ContractorTender> => {
  await findVisibleTender(ctx, principal.ownerId, tenderId);
  const now = ctx.clock.now();
  const routes: RouteChange[] = [];
  const results = new Map<number, { won: string[]; lost: string[] }>();
  const { answer, tender } = await ctx.db.transaction(async (tx) => {
    const tender = (await findTenderById(tx, tenderId, true)) as TenderRecord;
    if (!canTenderAction('declinewin', tender.status)) throw conflict(wrongTenderStateMessage(tender.status));
    const lots = await findLots(tx, [tenderId]);
    if (body.routeTemplate !== undefined && !lots.some((lot) => lot.id === body.routeTemplate))
      throw notFound(TENDER_MESSAGES.lotNotFound);
    const declined: number[] = [];
    for (const lot of lots) {
      if (lot.winnerBidId === null || (body.routeTemplate !== undefined && lot.id !== body.routeTemplate))
        continue;
      const bid = await findBid(tx, tenderId, lot.winnerBidId);
      if (!bid || bid.contractorId !== principal.ownerId) continue;
      const { next, routes: moved } = await declineLot(tx, tender, lot, bid, now, principal.userId);
      routes.push(...moved);
      declined.push(lot.id);
      if (next) {
        const entry = results.get(next.contractorId) ?? { won: [], lost: [] };
        entry.won.push(`№ ${lot.position + 1}`);
        results.set(next.contractorId, entry);
      }
    }
    if (declined.length === 0) throw conflict(TENDER_MESSAGES.notWinner);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: TENDER_AUDIT_ENTITY,
      entityId: tenderId,
      action: 'declinewin',
      details: { contractorId: principal.ownerId, routeTemplates: declined },
    });
    await recordTenderEvent(tx, tender, now, 'tender.winner_declined');
    return { answer: await presentContractorTender(tx, tender, principal.ownerId, now), tender };
  });
  await publishTenderEvent(ctx, tender, TENDER_EVENT_TYPES.winner);
  for (const route of routes) await publishRouteChange(ctx, route, route.contractorId !== null);
  await notifyTenderResult(ctx, tender, results);
  return answer;
};
