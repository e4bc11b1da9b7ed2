import {
  type AuctionReport,
  type AuctionReportQuery,
  type AuctionReportRow,
  savingOf,
} from '@portal/contract/auction-report/auction-report.schemas';
import type { AuctionStatus } from '@portal/contract/auctions/auction-status';
import { toRoubles } from '@portal/contract/validation/money';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { auctionConditions } from './auction-filters';
import { countParticipants, findReportRows, findRouteCodes, sumReport } from './auction-report.repository';

const roubles = (kopecks: number | null) => (kopecks === null ? null : toRoubles(kopecks));

/**
 * GET …/reports/auctions: the filtered auctions of the customer, one page (or, for the workbook, all of them) with
 * the totals of the whole filtered set.
 */
export const buildAuctionReport = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, format: _format, ...filter }: AuctionReportQuery,
  all = false,
): Promise<AuctionReport> => {
  const conditions = auctionConditions(principal.ownerId, filter);
  const [rows, sums] = await Promise.all([
    findReportRows(ctx.db, conditions, all ? null : { page, limit }),
    sumReport(ctx.db, conditions),
  ]);
  const ids = rows.map((row) => row.auction.id);
  const [participants, codes] = await Promise.all([
    countParticipants(ctx.db, ids),
    findRouteCodes(ctx.db, ids),
  ]);
  const items = rows.map(({ auction, winnerId, winnerName, resultKopecks, declines }): AuctionReportRow => {
    const result = resultKopecks === null ? null : Number(resultKopecks);
    return {
      id: auction.id,
      number: String(auction.id),
      status: auction.status as AuctionStatus,
      dateStart: auction.dateStart?.toISOString() ?? null,
      dateEnd: auction.dateEnd.toISOString(),
      routeCodes: codes.filter((code) => code.auctionId === auction.id).map((code) => code.routeCode),
      startSum: toRoubles(auction.startSumKopecks),
      bestSumm: roubles(auction.bestSumKopecks),
      resultSumm: roubles(result),
      ...savingOf(auction.startSumKopecks, result),
      bidsCount: auction.bidsCount,
      participantsCount: participants.get(auction.id) ?? 0,
      extensionsCount: auction.extensionsCount,
      winner: winnerId === null ? null : { id: winnerId, name: winnerName ?? '' },
      declinesCount: Number(declines),
    };
  });
  const totalSaving = savingOf(sums.startWithResultKopecks, sums.resultKopecks);
  return {
    items,
    totalCount: sums.count,
    currentPageNumber: page,
    numItemsPerPage: all ? Math.max(items.length, 1) : limit,
    totals: {
      count: sums.count,
      startSum: toRoubles(sums.startKopecks),
      resultSumm: toRoubles(sums.resultKopecks),
      startSumWithResult: toRoubles(sums.startWithResultKopecks),
      saving: totalSaving.saving ?? 0,
      savingPercent: sums.resultKopecks > 0 ? totalSaving.savingPercent : null,
      bidsCount: sums.bidsCount,
      extensionsCount: sums.extensionsCount,
      declinesCount: sums.declinesCount,
    },
  };
};
