import { OFFER_STATUS } from '@portal/contract/auctions/auction-offers.schemas';
import type { CustomerAuction } from '@portal/contract/auctions/auctions.schemas';
import { toRoubles } from '@portal/contract/validation/money';

type Ref = { id: number; name: string };
type Declinable = {
  bids: { bid: { summKopecks: number; declinedAt: Date | null }; contractor: Ref }[];
  offers: { offer: { summKopecks: number; status: number; updatedAt: Date }; contractor: Ref }[];
};

/**
 * The wins carriers declined (issue 15): a declined offer at its price; otherwise a carrier whose bids are marked
 * declined, at its lowest bid (the one that had won). A decline marks all of the carrier's bids, the offer too.
 */
export const declinedWins = ({ bids, offers }: Declinable): CustomerAuction['declines'] => {
  const byCarrier = new Map<number, { contractor: Ref; summKopecks: number; at: Date }>();
  for (const { bid, contractor } of bids) {
    if (!bid.declinedAt) continue;
    const known = byCarrier.get(contractor.id);
    if (!known || bid.summKopecks < known.summKopecks)
      byCarrier.set(contractor.id, { contractor, summKopecks: bid.summKopecks, at: bid.declinedAt });
  }
  for (const { offer, contractor } of offers)
    if (offer.status === OFFER_STATUS.declined)
      byCarrier.set(contractor.id, { contractor, summKopecks: offer.summKopecks, at: offer.updatedAt });
  return [...byCarrier.values()]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ contractor, summKopecks, at }) => ({
      contractor,
      summ: toRoubles(summKopecks),
      declinedOn: at.toISOString(),
    }));
};
