import { OFFER_STATUS } from '@portal/contract/auctions/auction-offers.schemas';
import {
  AUCTION_STATUS,
  canAuctionAction,
  wrongAuctionStateMessage,
} from '@portal/contract/auctions/auction-status';
import {
  AUCTION_MESSAGES,
  type ContractorAuction,
  type ContractorAuctionListQuery,
} from '@portal/contract/auctions/auctions.schemas';
import type { Page } from '@portal/contract/pagination';
import { and, eq, inArray, not, or, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db/database';
import { cappedPageAnswer } from '../../core/db/paging';
import { conflict, notFound } from '../../core/http/problem';
import { auctionBids, auctionOffers, auctions } from '../../db/schema/index';
import { findStanding, markContractorBidsDeclined } from './auction-bids.repository';
import { recordAuctionEvent } from './auction-events';
import { contractorAuctionConditions } from './auction-filters';
import { AUCTION_EVENT_TYPES, publishAuctionEvent } from './auction-live';
import { notifyWinDeclined, notifyWinPassed } from './auction-notifications';
import { presentOffer } from './auction-offers.presenter';
import { findCarrierOffer, findWinning, updateOfferRow } from './auction-offers.repository';
import { decideWinner, wakeAuctionScheduler } from './auction-scheduler';
import { type AuctionParts, loadAuctionParts, presentContractorAuction } from './auctions.presenter';
import {
  type AuctionRecord,
  findContractorAuctions,
  findParticipantAuction,
  lockAuction,
  updateAuctionRow,
} from './auctions.repository';

const winnerContractorId = async (db: Db, auction: AuctionRecord): Promise<number | null> =>
  (await findWinning(db, auction))?.contractorId ?? null;

const present = async (
  ctx: AppContext,
  principal: Principal,
  auction: AuctionRecord,
  parts: AuctionParts,
): Promise<ContractorAuction> => {
  const standing = await findStanding(ctx.db, auction.id, principal.ownerId);
  const isWinner =
    (auction.status === AUCTION_STATUS.hasWinner || auction.status === AUCTION_STATUS.closed) &&
    (await winnerContractorId(ctx.db, auction)) === principal.ownerId;
  const myOffer = await findCarrierOffer(ctx.db, auction.id, principal.ownerId);
  return presentContractorAuction(auction, parts, ctx.clock.now(), {
    ...standing,
    isWinner,
    myOffer: myOffer && presentOffer(myOffer),
  });
};

// Issue 15 tabs: active, planned, won (the carrier's bid wins: has winner or closed), archive (every other ended one).
const tabConditions = (db: Db, tab: ContractorAuctionListQuery['tab'], contractorId: number): SQL[] => {
  const myBids = db
    .select({ id: auctionBids.id })
    .from(auctionBids)
    .where(eq(auctionBids.contractorId, contractorId));
  const myOffers = db
    .select({ id: auctionOffers.id })
    .from(auctionOffers)
    .where(eq(auctionOffers.contractorId, contractorId));
  const isWonByMe = and(
    inArray(auctions.status, [AUCTION_STATUS.hasWinner, AUCTION_STATUS.closed]),
    or(inArray(auctions.winnerBidId, myBids), inArray(auctions.winnerOfferId, myOffers)),
  )!;
  switch (tab) {
    case undefined:
      return [];
    case 'active':
      return [eq(auctions.status, AUCTION_STATUS.active)];
    case 'planned':
      return [eq(auctions.status, AUCTION_STATUS.planned)];
    case 'won':
      return [isWonByMe];
    case 'archive':
      return [
        inArray(auctions.status, [
          AUCTION_STATUS.noWinner,
          AUCTION_STATUS.hasWinner,
          AUCTION_STATUS.closed,
          AUCTION_STATUS.cancelled,
        ]),
        not(isWonByMe),
      ];
  }
};

export const listContractorAuctions = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, tab, ...filter }: ContractorAuctionListQuery,
): Promise<Page<ContractorAuction>> => {
  const { rows, total } = await findContractorAuctions(
    ctx.db,
    principal.ownerId,
    [...tabConditions(ctx.db, tab, principal.ownerId), ...contractorAuctionConditions(filter)],
    { page, limit },
  );
  const parts = await loadAuctionParts(ctx.db, rows);
  const items: ContractorAuction[] = [];
  for (const row of rows) items.push(await present(ctx, principal, row, parts));
  return cappedPageAnswer(items, total, { page, limit });
};

const findVisible = async (ctx: AppContext, principal: Principal, auctionId: number) => {
  const auction = await findParticipantAuction(ctx.db, principal.ownerId, auctionId);
  if (!auction) throw notFound(AUCTION_MESSAGES.notFound);
  return auction;
};

export const getContractorAuction = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
): Promise<ContractorAuction> => {
  const auction = await findVisible(ctx, principal, auctionId);
  return present(ctx, principal, auction, await loadAuctionParts(ctx.db, [auction]));
};

/** DESIGN 11 decline_win: the win passes to the next carrier's best bid, or the auction ends with no winner. */
export const declineWin = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
): Promise<ContractorAuction> => {
  await findVisible(ctx, principal, auctionId);
  const now = ctx.clock.now();
  const after = await ctx.db.transaction(async (tx) => {
    const auction = (await lockAuction(tx, auctionId))!;
    if (!canAuctionAction('decline_win', auction.status))
      throw conflict(wrongAuctionStateMessage(auction.status));
    const winning = await findWinning(tx, auction);
    if (!winning || winning.contractorId !== principal.ownerId) throw conflict(AUCTION_MESSAGES.notWinner);
    await markContractorBidsDeclined(tx, auction.id, principal.ownerId, now);
    if (winning.offerId !== null)
      await updateOfferRow(tx, winning.offerId, { status: OFFER_STATUS.declined, updatedAt: now });
    const values = await decideWinner(tx, auction, now);
    await updateAuctionRow(tx, auction.id, values);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'auction',
      entityId: auction.id,
      action: 'decline_win',
      fromState: auction.status,
      toState: values.status ?? auction.status,
      details: {
        declinedBidId: winning.bidId,
        declinedOfferId: winning.offerId,
        contractorId: principal.ownerId,
        nextWinnerBidId: values.winnerBidId ?? null,
      },
    });
    const after = { ...auction, ...values } as AuctionRecord;
    await recordAuctionEvent(tx, after, now, 'auction.winner_declined');
    return after;
  });
  wakeAuctionScheduler(ctx, after);
  await notifyWinDeclined(ctx, after, principal.ownerId);
  await notifyWinPassed(ctx, after);
  await publishAuctionEvent(
    ctx,
    after,
    after.status === AUCTION_STATUS.hasWinner ? AUCTION_EVENT_TYPES.winner : AUCTION_EVENT_TYPES.status,
  );
  return present(ctx, principal, after, await loadAuctionParts(ctx.db, [after]));
};
