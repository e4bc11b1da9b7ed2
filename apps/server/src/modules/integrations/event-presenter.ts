import type { PortalEvent } from '@portal/contract/integration/events.schemas';
import type { events } from '../../db/schema/index';

export type EventRow = typeof events.$inferSelect;

/** An event as the pull feed answers it; a webhook delivery's body is the same object. */
export const presentEvent = (row: EventRow): PortalEvent => ({
  id: row.id,
  seq: row.seq,
  type: row.type,
  occurredAt: row.occurredAt.toISOString(),
  entity: row.entity as PortalEvent['entity'],
  entityId: row.entityId,
  data: row.data,
});
