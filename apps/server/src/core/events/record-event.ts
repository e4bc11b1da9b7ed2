import { EVENT_TYPES, type EventType } from '@portal/contract/integration/event-types';
import type { OwnerType } from '@portal/contract/roles';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database';

export type EventRecipient = { ownerType: OwnerType; ownerId: number };

export type PortalEventInput = {
  type: EventType;
  entityId: number;
  /** Thin data (ids, numbers, statuses), the keys the catalogue names for the type. */
  data: Record<string, unknown>;
  /** Every company that may see the change; duplicates and companies of a side the catalogue omits are dropped. */
  recipients: readonly EventRecipient[];
  occurredAt: Date;
};

/**
 * The outbox (issue 26, DESIGN 12): one event row per recipient company, in the caller's transaction, so a change
 * that rolls back leaves no event and no change commits without its events. Each company's seq comes from its
 * counter row, locked until the commit: seqs are gapless and handed out in commit order. Companies are taken in
 * one fixed order so two transactions recording for the same pair cannot deadlock on the counters.
 */
export const recordEvent = async (tx: Tx, event: PortalEventInput): Promise<void> => {
  const { entity, sides } = EVENT_TYPES[event.type];
  const recipients = uniqueRecipients(
    event.recipients.filter((recipient) => sides.includes(recipient.ownerType)),
  );
  if (recipients.length === 0) return;
  // One round trip whatever the number of companies: the counters are raised (and locked, in the sorted order of
  // the VALUES) and each company's row is written with its new seq.
  await tx.execute(sql`
    WITH counters AS (
      INSERT INTO event_counters (owner_type, owner_id, last_seq)
      VALUES ${sql.join(
        recipients.map((recipient) => sql`(${recipient.ownerType}, ${recipient.ownerId}, 1)`),
        sql`, `,
      )}
      ON CONFLICT (owner_type, owner_id) DO UPDATE SET last_seq = event_counters.last_seq + 1
      RETURNING owner_type, owner_id, last_seq)
    INSERT INTO events (id, owner_type, owner_id, seq, type, occurred_at, entity, entity_id, data)
    SELECT gen_random_uuid(), owner_type, owner_id, last_seq, ${event.type},
      ${event.occurredAt.toISOString()}::timestamptz, ${entity}, ${event.entityId}, ${JSON.stringify(event.data)}::jsonb
    FROM counters`);
};

const uniqueRecipients = (recipients: readonly EventRecipient[]): EventRecipient[] => {
  const byKey = new Map(
    recipients.map((recipient) => [`${recipient.ownerType}:${recipient.ownerId}`, recipient]),
  );
  return [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, recipient]) => recipient);
};

/** The customer that owns a record and the carriers it concerns (null: none assigned yet). */
export const companiesOf = (
  customerId: number,
  contractorIds: readonly (number | null)[] = [],
): EventRecipient[] => [
  { ownerType: 'customer', ownerId: customerId },
  ...contractorIds
    .filter((id): id is number => id !== null)
    .map((id) => ({ ownerType: 'contractor' as const, ownerId: id })),
];

type ProcurementRecord = { id: number; customerId: number; status: number };

/**
 * The recorder of an auction's or a tender's changes: the customer and the carriers invited to it get the event;
 * without a type it is the event of the status the record has come to. Data names no carrier and no price.
 */
export const procurementEventRecorder =
  <S extends number>(
    statusEvents: Record<S, EventType>,
    findInvitedIds: (tx: Tx, recordId: number) => Promise<number[]>,
  ) =>
  async (
    tx: Tx,
    record: ProcurementRecord,
    occurredAt: Date,
    type: EventType = statusEvents[record.status as S],
  ): Promise<void> =>
    recordEvent(tx, {
      type,
      entityId: record.id,
      data: { number: String(record.id), status: record.status },
      recipients: companiesOf(record.customerId, await findInvitedIds(tx, record.id)),
      occurredAt,
    });
