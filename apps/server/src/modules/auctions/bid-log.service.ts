import {
  AUCTION_MESSAGES,
  type ContractorBidLog,
  type CustomerBidLog,
} from '@portal/contract/auctions/auctions.schemas';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { notFound } from '../../core/http/problem';
import { findBids } from './auction-bids.repository';
import { findCustomerAuction, findParticipantAuction } from './auctions.repository';
import { bidLogEntriesOf, firstBrokenLink } from './bid-log';

/** The auction's bids, the log's entries of them and the check of the chain. */
const checkedLog = async (ctx: AppContext, auctionId: number) => {
  const rows = await findBids(ctx.db, auctionId);
  const entries = bidLogEntriesOf(rows.map(({ bid }) => bid));
  const brokenSeq = firstBrokenLink(entries.map(({ item }) => item));
  return { rows, entries, isValid: brokenSeq === null, brokenSeq };
};

export const customerBidLog = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
): Promise<CustomerBidLog> => {
  if (!(await findCustomerAuction(ctx.db, principal.ownerId, auctionId)))
    throw notFound(AUCTION_MESSAGES.notFound);
  const { rows, entries, isValid, brokenSeq } = await checkedLog(ctx, auctionId);
  return {
    items: entries.map(({ item }, index) => ({ ...item, contractor: rows[index]!.contractor })),
    isValid,
    brokenSeq,
  };
};

/** DESIGN 11: a participant sees the others only by their pseudonyms, and which bids are its own. */
export const contractorBidLog = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
): Promise<ContractorBidLog> => {
  if (!(await findParticipantAuction(ctx.db, principal.ownerId, auctionId)))
    throw notFound(AUCTION_MESSAGES.notFound);
  const { entries, isValid, brokenSeq } = await checkedLog(ctx, auctionId);
  return {
    items: entries.map(({ item, contractorId }) => ({ ...item, isMine: contractorId === principal.ownerId })),
    isValid,
    brokenSeq,
  };
};
