import type { EventType } from '@portal/contract/integration/event-types';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../core/db/database';
import { companiesOf, recordEvent } from '../../core/events/record-event';
import { routes } from '../../db/schema/index';

/**
 * Issue 26: a flight's event, read after the change in its transaction, for its customer and its assigned carrier;
 * `releasedContractorId` is a carrier the change took the flight from (an accepted disclaimer), told too.
 */
export const recordRouteEvent = async (
  tx: Tx,
  routeId: number,
  type: EventType,
  occurredAt: Date,
  releasedContractorId: number | null = null,
): Promise<void> => {
  const [route] = await tx
    .select({
      customerId: routes.customerId,
      contractorId: routes.contractorId,
      code: routes.routeCode,
      state: routes.currentState,
      isDraft: routes.isDraft,
      isCancel: routes.isCancel,
    })
    .from(routes)
    .where(eq(routes.id, routeId));
  if (!route) throw new Error(`route ${routeId} vanished inside its own transaction`);
  const { customerId, ...data } = route;
  await recordEvent(tx, {
    type,
    entityId: routeId,
    data,
    recipients: companiesOf(customerId, [route.contractorId, releasedContractorId]),
    occurredAt,
  });
};
