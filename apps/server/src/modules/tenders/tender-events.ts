import type { EventType } from '@portal/contract/integration/event-types';
import type { TenderStatus } from '@portal/contract/tenders/tender-status';
import { eq } from 'drizzle-orm';
import { procurementEventRecorder } from '../../core/events/record-event';
import { tenderParticipants } from '../../db/schema/index';

const STATUS_EVENTS: Record<TenderStatus, EventType> = {
  0: 'tender.draft',
  1: 'tender.planned',
  2: 'tender.active',
  3: 'tender.ended',
  4: 'tender.accepted',
  5: 'tender.cancelled',
};

/** Records a tender's change; without a type, the event of the status it has come to. */
export const recordTenderEvent = procurementEventRecorder(STATUS_EVENTS, async (tx, tenderId) => {
  const invited = await tx
    .select({ id: tenderParticipants.contractorId })
    .from(tenderParticipants)
    .where(eq(tenderParticipants.tenderId, tenderId));
  return invited.map((row) => row.id);
});
