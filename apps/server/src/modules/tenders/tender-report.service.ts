import { TENDER_STATUS, type TenderStatus } from '@portal/contract/tenders/tender-status';
import type {
  TenderReport,
  TenderReportQuery,
  TenderReportRow,
} from '@portal/contract/tenders/tenders.schemas';
import { toRoubles } from '@portal/contract/validation/money';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { routeWays, tenderRouteTemplates, tenders } from '../../db/schema/index';
import { presentRouteWayRef } from '../freight/route-ways.presenter';
import { findBids } from './tenders.repository';

const money = (kopecks: number | null) => (kopecks === null ? null : toRoubles(kopecks));

/** DESIGN 11 reports/tenders: one row per lot of the customer's tenders, newest first; `all` for the workbook. */
export const buildTenderReport = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, status }: TenderReportQuery,
  all = false,
): Promise<TenderReport> => {
  const conditions: SQL[] = [eq(tenders.customerId, principal.ownerId)];
  if (status !== undefined) conditions.push(eq(tenders.status, status));
  const where = and(...conditions);
  const base = ctx.db
    .select({ lot: tenderRouteTemplates, tender: tenders, way: routeWays })
    .from(tenderRouteTemplates)
    .innerJoin(tenders, eq(tenders.id, tenderRouteTemplates.tenderId))
    .innerJoin(routeWays, eq(routeWays.id, tenderRouteTemplates.routeWayId))
    .where(where)
    .orderBy(desc(tenders.id), asc(tenderRouteTemplates.position))
    .$dynamic();
  const everything = await base;
  const shown = all ? everything : everything.slice((page - 1) * limit, page * limit);
  const bids = await findBids(ctx.db, [...new Set(everything.map((row) => row.tender.id))]);
  const rowOf = ({
    lot,
    tender,
    way,
  }: (typeof everything)[number]): TenderReportRow & { savingTotal: number } => {
    const lotBids = bids.filter((row) => row.bid.routeTemplateId === lot.id);
    const winner = lotBids.find((row) => row.bid.id === lot.winnerBidId) ?? null;
    const accepted = tender.status === TENDER_STATUS.accepted;
    const shownWinner = accepted ? winner : null;
    const saving = shownWinner ? lot.startSumKopecks - shownWinner.bid.summKopecks : null;
    return {
      tender: {
        id: tender.id,
        number: String(tender.id),
        name: tender.name,
        status: tender.status as TenderStatus,
      },
      routeTemplateId: lot.id,
      routeWay: presentRouteWayRef(way),
      tripsCount: lot.tripsCount,
      startSum: toRoubles(lot.startSumKopecks),
      bidsCount: lotBids.length,
      bestSumm: money(lotBids[0]?.bid.summKopecks ?? null),
      winner: shownWinner?.contractor ?? null,
      winnerSumm: money(shownWinner?.bid.summKopecks ?? null),
      saving: money(saving),
      tariffBefore: accepted ? money(lot.tariffBeforeKopecks) : null,
      tariffAfter: money(shownWinner?.bid.summKopecks ?? null),
      savingTotal: (saving ?? 0) * lot.tripsCount,
    };
  };
  const rows = everything.map(rowOf);
  const [total] = await ctx.db
    .select({ count: count() })
    .from(tenderRouteTemplates)
    .innerJoin(tenders, eq(tenders.id, tenderRouteTemplates.tenderId))
    .where(where);
  const shownIds = new Set(shown.map((row) => row.lot.id));
  return {
    items: rows.filter((row) => shownIds.has(row.routeTemplateId)).map(({ savingTotal: _, ...row }) => row),
    totalCount: total?.count ?? 0,
    currentPageNumber: page,
    numItemsPerPage: limit,
    totals: {
      lots: rows.length,
      bids: rows.reduce((sum, row) => sum + row.bidsCount, 0),
      saving: toRoubles(rows.reduce((sum, row) => sum + row.savingTotal, 0)),
    },
  };
};
