import type { AuctionOffer, OfferStatus } from '@portal/contract/auctions/auction-offers.schemas';
import { toRoubles } from '@portal/contract/validation/money';
import type { OfferRecord } from './auction-offers.repository';

export const presentOffer = (offer: OfferRecord): AuctionOffer => ({
  id: offer.id,
  auctionId: offer.auctionId,
  summ: toRoubles(offer.summKopecks),
  comment: offer.comment,
  status: offer.status as OfferStatus,
  createdOn: offer.createdAt.toISOString(),
  updatedOn: offer.updatedAt.toISOString(),
});
