import type { FleetStatus } from '@portal/contract/fleet/fleet-states';
import type { EventType } from '@portal/contract/integration/event-types';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../core/db/database';
import { recordEvent } from '../../core/events/record-event';
import { contractorPartners } from '../../db/schema/index';

const STATUS_NAMES: Record<FleetStatus, string> = { 0: 'new', 1: 'on_check', 2: 'verified', 3: 'cancelled' };

/** The event of a driver or a vehicle come to a status. */
export const fleetStatusEvent = (entity: 'driver' | 'vehicle', status: number): EventType =>
  `${entity}.${STATUS_NAMES[status as FleetStatus]}` as EventType;

/**
 * Issue 26: a fleet record's event for its carrier and the customers whose security sees and checks that fleet
 * (its partners, as fleet-scope.ts reads it).
 */
export const recordFleetEvent = async (
  tx: Tx,
  type: EventType,
  record: { id: number; contractorId: number; status: number },
  occurredAt: Date,
): Promise<void> => {
  const partners = await tx
    .select({ id: contractorPartners.customerId })
    .from(contractorPartners)
    .where(eq(contractorPartners.contractorId, record.contractorId));
  await recordEvent(tx, {
    type,
    entityId: record.id,
    data: { status: record.status },
    recipients: [
      { ownerType: 'contractor', ownerId: record.contractorId },
      ...partners.map((partner) => ({ ownerType: 'customer' as const, ownerId: partner.id })),
    ],
    occurredAt,
  });
};
