import type { EventType } from '@portal/contract/integration/event-types';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../core/db/database';
import { companiesOf, recordEvent } from '../../core/events/record-event';
import { appeals } from '../../db/schema/index';
import { findAppeal } from './appeals.repository';

/** Issue 26: an appeal's event, read after the change, for its customer and its carrier. */
export const recordAppealEvent = async (
  tx: Tx,
  appealId: number,
  type: EventType,
  occurredAt: Date,
): Promise<void> => {
  const [row] = await tx.select().from(appeals).where(eq(appeals.id, appealId));
  const appeal = await findAppeal(tx, appealId);
  if (!row || !appeal) throw new Error(`appeal ${appealId} vanished inside its own transaction`);
  const route = appeal.appealEvent.movementPoint?.route ?? appeal.appealEvent.event?.route ?? null;
  await recordEvent(tx, {
    type,
    entityId: appealId,
    data: { number: String(appealId), status: row.status, routeId: route?.id ?? null },
    recipients: companiesOf(row.customerId, [row.contractorId]),
    occurredAt,
  });
};
