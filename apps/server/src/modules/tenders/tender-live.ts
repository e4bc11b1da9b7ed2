import type { TenderStatus } from '@portal/contract/tenders/tender-status';
import {
  TENDER_EVENT_TYPES,
  type TenderEventPayload,
  type TenderEventType,
} from '@portal/contract/tenders/tenders.schemas';
import type { AppContext } from '../../core/context';
import type { Audience } from '../../core/realtime/event-bus';
import { findParticipants, type TenderRecord } from './tenders.repository';

export { TENDER_EVENT_TYPES };

/**
 * DESIGN 7: one event per change on the `tenders` channel with the id `tender-{id}` (seq per tender). Bids are
 * sealed, so the payload carries no price and no carrier: a page refetches its own view. Called only after the
 * transaction that made the change committed.
 */
export const publishTenderEvent = async (
  ctx: AppContext,
  tender: TenderRecord,
  type: TenderEventType,
): Promise<void> => {
  const participants = tender.status === 0 ? [] : await findParticipants(ctx.db, [tender.id]);
  const audience: Audience = {
    kind: 'any',
    audiences: [
      { kind: 'company', ownerType: 'customer', ownerId: tender.customerId },
      ...participants.map((participant) => ({
        kind: 'company' as const,
        ownerType: 'contractor' as const,
        ownerId: participant.id,
      })),
    ],
  };
  const payload: TenderEventPayload = {
    tenderId: tender.id,
    status: tender.status as TenderStatus,
    dateEnd: tender.dateEnd.toISOString(),
  };
  await ctx.bus.publish({ channel: 'tenders', type, id: `tender-${tender.id}`, payload, audience });
};
