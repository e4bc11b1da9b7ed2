import { AUCTION_MESSAGES, type BidLog } from '@portal/contract/auctions/auctions.schemas';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { notFound } from '../../core/http/problem';
import { findBids, findCustomerAuction, findParticipantAuction } from './auctions.repository';
import { bidLogEntryOf, firstBrokenLink } from './bid-log';

const bidLogOf = async (ctx: AppContext, auctionId: number): Promise<BidLog> => {
  const items = (await findBids(ctx.db, auctionId)).map(({ bid }) => bidLogEntryOf(bid));
  const brokenSeq = firstBrokenLink(items);
  return { items, isValid: brokenSeq === null, brokenSeq };
};

export const customerBidLog = async (ctx: AppContext, principal: Principal, auctionId: number) => {
  if (!(await findCustomerAuction(ctx.db, principal.ownerId, auctionId)))
    throw notFound(AUCTION_MESSAGES.notFound);
  return bidLogOf(ctx, auctionId);
};

/** A participant sees carriers only as ids in the log (DESIGN 11 names contractorId), never as names. */
export const contractorBidLog = async (ctx: AppContext, principal: Principal, auctionId: number) => {
  if (!(await findParticipantAuction(ctx.db, principal.ownerId, auctionId)))
    throw notFound(AUCTION_MESSAGES.notFound);
  return bidLogOf(ctx, auctionId);
};
