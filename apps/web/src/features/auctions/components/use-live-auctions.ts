import { AUCTION_EVENT_TYPES, type AuctionEventPayload } from '@portal/contract/auctions/auctions.schemas';
import { useLiveRefetch } from '../../../shared/realtime/use-live-refetch';
import { AUCTIONS_KEY } from '../api/customer-auctions';

/**
 * Issue 15 «Live updates»: the `auctions` channel carries bid, extended, status and winner events with one seq per
 * auction (`auction-{id}`). The event names no carrier, so the page refetches its auction (the customer's answer
 * holds the names). `auctionId` narrows to one auction; `onlyStatus` keeps a list from refetching on every bid.
 */
export const useLiveAuctions = ({
  auctionId,
  onlyStatus = false,
}: {
  auctionId?: number;
  onlyStatus?: boolean;
}) =>
  useLiveRefetch({
    channel: 'auctions',
    queryKey: AUCTIONS_KEY,
    concerns: (envelope) => {
      const payload = envelope.payload as AuctionEventPayload | undefined;
      if (auctionId !== undefined && payload?.auctionId !== auctionId) return false;
      return (
        !onlyStatus ||
        envelope.type === AUCTION_EVENT_TYPES.status ||
        envelope.type === AUCTION_EVENT_TYPES.winner
      );
    },
  });
