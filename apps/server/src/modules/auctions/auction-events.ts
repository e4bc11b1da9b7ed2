import type { AuctionStatus } from '@portal/contract/auctions/auction-status';
import type { EventType } from '@portal/contract/integration/event-types';
import { eq } from 'drizzle-orm';
import { procurementEventRecorder } from '../../core/events/record-event';
import { auctionParticipants } from '../../db/schema/index';

const STATUS_EVENTS: Record<AuctionStatus, EventType> = {
  0: 'auction.draft',
  1: 'auction.planned',
  2: 'auction.active',
  3: 'auction.no_winner',
  4: 'auction.has_winner',
  5: 'auction.closed',
  6: 'auction.cancelled',
};

/** Records an auction's change; without a type, the event of the status it has come to. */
export const recordAuctionEvent = procurementEventRecorder(STATUS_EVENTS, async (tx, auctionId) => {
  const invited = await tx
    .select({ id: auctionParticipants.contractorId })
    .from(auctionParticipants)
    .where(eq(auctionParticipants.auctionId, auctionId));
  return invited.map((row) => row.id);
});
