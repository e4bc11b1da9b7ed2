import { createHash } from 'node:crypto';
import { toRoubles } from '@portal/contract/validation/money';

// DESIGN 11 «Bid log»: every accepted bid is a link of a hash chain; hash is the hex SHA-256 of the UTF-8 text
// JSON.stringify({ seq, bidId, contractorId, summ, createdOn, prevHash }) with the keys in that order and the values
// exactly as the log answers them; the first prevHash is 64 zeros.

export const GENESIS_HASH = '0'.repeat(64);

export type BidLogEntry = {
  seq: number;
  bidId: number;
  contractorId: number;
  summ: number;
  createdOn: string;
  prevHash: string;
  hash: string;
};

export const bidHash = (entry: Omit<BidLogEntry, 'hash'>): string =>
  createHash('sha256')
    .update(
      JSON.stringify({
        seq: entry.seq,
        bidId: entry.bidId,
        contractorId: entry.contractorId,
        summ: entry.summ,
        createdOn: entry.createdOn,
        prevHash: entry.prevHash,
      }),
      'utf8',
    )
    .digest('hex');

export const bidLogEntryOf = (bid: {
  seq: number;
  id: number;
  contractorId: number;
  summKopecks: number;
  createdOn: Date;
  prevHash: string;
  hash: string;
}): BidLogEntry => ({
  seq: bid.seq,
  bidId: bid.id,
  contractorId: bid.contractorId,
  summ: toRoubles(bid.summKopecks),
  createdOn: bid.createdOn.toISOString(),
  prevHash: bid.prevHash,
  hash: bid.hash,
});

/** The first link that does not follow from the stored values, or null when the whole chain holds. */
export const firstBrokenLink = (entries: BidLogEntry[]): number | null => {
  let prevHash = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    if (entry.seq !== index + 1 || entry.prevHash !== prevHash || bidHash(entry) !== entry.hash)
      return entry.seq;
    prevHash = entry.hash;
  }
  return null;
};
