import { createHash } from 'node:crypto';
import type { BidLogItem } from '@portal/contract/auctions/auctions.schemas';
import { toRoubles } from '@portal/contract/validation/money';
import { pseudonymsInOrder } from '../../core/procurement/pseudonyms';

// DESIGN 11 «Bid log»: every accepted bid is a link of a hash chain; hash is the hex SHA-256 of the UTF-8 text
// JSON.stringify({ seq, bidId, bidder, summ, createdOn, prevHash }) with the keys in that order and the values
// exactly as the log answers them; the first prevHash is 64 zeros. `bidder` is the carrier's pseudonym in the
// auction, so the chain never holds a company id (issue 21).

export const GENESIS_HASH = '0'.repeat(64);

export const bidHash = (entry: Omit<BidLogItem, 'hash'>): string =>
  createHash('sha256')
    .update(
      JSON.stringify({
        seq: entry.seq,
        bidId: entry.bidId,
        bidder: entry.bidder,
        summ: entry.summ,
        createdOn: entry.createdOn,
        prevHash: entry.prevHash,
      }),
      'utf8',
    )
    .digest('hex');

type StoredBid = {
  seq: number;
  id: number;
  contractorId: number;
  summKopecks: number;
  createdOn: Date;
  prevHash: string;
  hash: string;
};

/** The log's entries of an auction's bids given in bid order, each with the carrier it stands for. */
export const bidLogEntriesOf = (bids: readonly StoredBid[]) => {
  const pseudonyms = pseudonymsInOrder(bids.map((bid) => bid.contractorId));
  return bids.map((bid) => {
    const item: BidLogItem = {
      seq: bid.seq,
      bidId: bid.id,
      bidder: pseudonyms.get(bid.contractorId)!,
      summ: toRoubles(bid.summKopecks),
      createdOn: bid.createdOn.toISOString(),
      prevHash: bid.prevHash,
      hash: bid.hash,
    };
    return { item, contractorId: bid.contractorId };
  });
};

/** The first link that does not follow from the stored values, or null when the whole chain holds. */
export const firstBrokenLink = (entries: readonly BidLogItem[]): number | null => {
  let prevHash = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    if (entry.seq !== index + 1 || entry.prevHash !== prevHash || bidHash(entry) !== entry.hash)
      return entry.seq;
    prevHash = entry.hash;
  }
  return null;
};

/** Whether the chain of these bids (in bid order) holds. */
export const brokenLinkOfBids = (bids: readonly StoredBid[]) =>
  firstBrokenLink(bidLogEntriesOf(bids).map(({ item }) => item));
