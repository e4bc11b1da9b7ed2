import type { BidWinRefusal } from '@portal/contract/auctions/auctions.schemas';
import type { Db, Tx } from '../../core/db/database';
import { participantStandings } from '../../core/procurement/participants';
import { findBestBidPerCarrier, findDeclinedContractorIds } from './auction-bids.repository';
import type { AuctionRecord, BidRecord } from './auctions.repository';

// Who may win an auction: not a carrier that declined its win, nor one that may no longer take part. The standing
// is the bid check's own (participantStandings): a carrier blocked by the customer or no longer verified after it
// bid is skipped at the close, after a decline, and refused by set_winner.

/** Why each of these carriers may not win now; a carrier that may has no entry. */
export const findWinRefusals = async (
  db: Db | Tx,
  auction: AuctionRecord,
  contractorIds: number[],
): Promise<Map<number, BidWinRefusal>> => {
  const standings = await participantStandings(db, auction.customerId, contractorIds);
  const declined = await findDeclinedContractorIds(db, auction.id);
  const refusals = new Map<number, BidWinRefusal>();
  for (const [id, standing] of standings) if (standing !== 'ok') refusals.set(id, standing);
  for (const id of declined) refusals.set(id, 'declined');
  return refusals;
};

/** The lowest bid of a carrier that may win, or null. */
export const findBestWinnableBid = async (db: Db | Tx, auction: AuctionRecord): Promise<BidRecord | null> => {
  const bids = await findBestBidPerCarrier(db, auction.id);
  const refusals = await findWinRefusals(
    db,
    auction,
    bids.map((bid) => bid.contractorId),
  );
  return bids.find((bid) => !refusals.has(bid.contractorId)) ?? null;
};
