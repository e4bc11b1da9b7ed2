import type { Tx } from '../../core/db/database';
import { recordEvent } from '../../core/events/record-event';

/**
 * Issue 26: a carrier's verification status changed, told to the carrier and to the customer whose admin decided
 * (verification is platform-wide: no other customer owns the change).
 */
export const recordContractorStatusEvent = (
  tx: Tx,
  contractorId: number,
  status: number,
  decidedByCustomerId: number | null,
  occurredAt: Date,
): Promise<void> =>
  recordEvent(tx, {
    type: 'contractor.status_changed',
    entityId: contractorId,
    data: { status },
    recipients: [
      { ownerType: 'contractor', ownerId: contractorId },
      ...(decidedByCustomerId === null
        ? []
        : [{ ownerType: 'customer' as const, ownerId: decidedByCustomerId }]),
    ],
    occurredAt,
  });
