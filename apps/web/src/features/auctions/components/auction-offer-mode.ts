import { OFFER_STATUS } from '@portal/contract/auctions/auction-offers.schemas';
import { canAuctionAction } from '@portal/contract/auctions/auction-status';
import type { ContractorAuction, CustomerAuction } from '@portal/contract/auctions/auctions.schemas';

/**
 * What the carrier may do with its offer (AUCTION_ACTIONS.offer): make one, change its pending one, only see it
 * (accepted, declined or the auction no longer takes offers), or nothing at all.
 */
export type CarrierOfferMode = 'create' | 'edit' | 'view' | 'hidden';

export const carrierOfferMode = ({ status, myOffer }: Pick<ContractorAuction, 'status' | 'myOffer'>) => {
  const open = canAuctionAction('offer', status);
  if (!myOffer) return open ? 'create' : 'hidden';
  return open && myOffer.status === OFFER_STATUS.pending ? 'edit' : 'view';
};

/** The customer's admins and managers accept a pending offer while the auction allows it. */
export const canAcceptOffer = (
  auction: Pick<CustomerAuction, 'status'>,
  offer: CustomerAuction['offers'][number],
  canAct: boolean,
) => canAct && offer.status === OFFER_STATUS.pending && canAuctionAction('accept_offer', auction.status);
