import type { PageQuery } from '@portal/contract/pagination';
import type { OwnerType } from '@portal/contract/roles';
import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { findPageOf } from '../../core/db/paging';
import { eventCounters, events, webhookDeliveries, webhooks } from '../../db/schema/index';

export type Owner = { ownerType: OwnerType; ownerId: number };
export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const ownedBy = (owner: Owner) =>
  and(eq(webhooks.ownerType, owner.ownerType), eq(webhooks.ownerId, owner.ownerId));

/** A page of the company's endpoints, newest first. */
export const findWebhookPage = (db: Db, owner: Owner, query: PageQuery) =>
  findPageOf(db, webhooks, [ownedBy(owner)!], query);

export const findWebhook = async (db: Db | Tx, owner: Owner, id: number): Promise<WebhookRow | null> => {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(ownedBy(owner), eq(webhooks.id, id)));
  return row ?? null;
};

/** A new endpoint starts at the company's current seq: it is given the events recorded after it. */
export const insertWebhook = async (
  db: Db,
  values: Omit<typeof webhooks.$inferInsert, 'lastSeq'> & Owner,
): Promise<WebhookRow> => {
  const counter = db
    .select({ lastSeq: eventCounters.lastSeq })
    .from(eventCounters)
    .where(and(eq(eventCounters.ownerType, values.ownerType), eq(eventCounters.ownerId, values.ownerId)));
  const [row] = await db
    .insert(webhooks)
    .values({ ...values, lastSeq: sql`coalesce((${counter}), 0)` })
    .returning();
  return row!;
};

export const updateWebhook = async (
  db: Db | Tx,
  owner: Owner,
  id: number,
  values: Partial<typeof webhooks.$inferInsert>,
): Promise<WebhookRow | null> => {
  const [row] = await db
    .update(webhooks)
    .set(values)
    .where(and(ownedBy(owner), eq(webhooks.id, id)))
    .returning();
  return row ?? null;
};

export const deleteWebhook = async (db: Db, owner: Owner, id: number): Promise<boolean> => {
  const rows = await db
    .delete(webhooks)
    .where(and(ownedBy(owner), eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
};

export const findDelivery = async (db: Db, webhookId: number, id: number): Promise<DeliveryRow | null> => {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, id)));
  return row ?? null;
};

export const insertDeliveries = async (
  db: Db | Tx,
  rows: (typeof webhookDeliveries.$inferInsert)[],
): Promise<DeliveryRow[]> =>
  rows.length ? db.insert(webhookDeliveries).values(rows).returning() : Promise.resolve([]);

// The worker's queries.

/** Active endpoints whose company has events past their lastSeq, each locked for one fan-out (SKIP LOCKED). */
const behindWebhooks = (db: Db | Tx) =>
  db
    .select({ webhook: webhooks })
    .from(webhooks)
    .innerJoin(
      eventCounters,
      and(eq(eventCounters.ownerType, webhooks.ownerType), eq(eventCounters.ownerId, webhooks.ownerId)),
    )
    .where(and(eq(webhooks.active, true), gt(eventCounters.lastSeq, webhooks.lastSeq)));

export const claimBehindWebhooks = (tx: Tx, limit: number) =>
  behindWebhooks(tx)
    .orderBy(asc(webhooks.id))
    .limit(limit)
    .for('update', { of: webhooks, skipLocked: true })
    .then((rows) => rows.map((row) => row.webhook));

/** A company's events after a seq, in order: committed seqs are a gapless prefix, so none is passed over. */
export const findEventsAfter = (tx: Tx, owner: Owner, after: number, limit: number) =>
  tx
    .select()
    .from(events)
    .where(
      and(eq(events.ownerType, owner.ownerType), eq(events.ownerId, owner.ownerId), gt(events.seq, after)),
    )
    .orderBy(asc(events.seq))
    .limit(limit);

/** A test delivery goes out even to a switched-off endpoint: an admin checks it before switching it back on. */
const sendable = (testType: string) =>
  and(
    eq(webhookDeliveries.status, 'pending'),
    or(eq(webhooks.active, true), eq(webhookDeliveries.eventType, testType)),
  );

const dueDeliveries = (db: Db | Tx, now: Date, testType: string) =>
  db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(sendable(testType), lte(webhookDeliveries.nextAttemptAt, now)));

/**
 * Whether an endpoint is behind its company's events or a delivery is due: one read without locks, so an idle
 * worker's tick opens no transaction.
 */
export const hasWebhookWork = async (db: Db, now: Date, testType: string): Promise<boolean> => {
  const result = await db.execute<{ busy: boolean }>(
    sql`select (exists (${behindWebhooks(db)}) or exists (${dueDeliveries(db, now, testType)})) as busy`,
  );
  return result.rows[0]?.busy === true;
};

/**
 * Claims due pending deliveries for one attempt each: their `nextAttemptAt` moves to the lease's end, so another
 * process (or this one after a crash) takes them again only if the attempt never finished.
 */
export const claimDueDeliveries = async (
  tx: Tx,
  { now, leaseUntil, limit, testType }: { now: Date; leaseUntil: Date; limit: number; testType: string },
): Promise<{ delivery: DeliveryRow; webhook: WebhookRow }[]> => {
  const due = await dueDeliveries(tx, now, testType)
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  if (!due.length) return [];
  const claimed = await tx
    .update(webhookDeliveries)
    .set({ nextAttemptAt: leaseUntil })
    .where(
      inArray(
        webhookDeliveries.id,
        due.map((row) => row.id),
      ),
    )
    .returning();
  const owners = await tx
    .select()
    .from(webhooks)
    .where(inArray(webhooks.id, [...new Set(claimed.map((row) => row.webhookId))]));
  const byId = new Map(owners.map((webhook) => [webhook.id, webhook]));
  return claimed.map((delivery) => ({ delivery, webhook: byId.get(delivery.webhookId)! }));
};

/** Closes a claimed attempt; null when its lease was lost (another process took it over). */
export const finishDelivery = async (
  tx: Tx,
  claimed: DeliveryRow,
  values: Pick<DeliveryRow, 'status' | 'responseStatus' | 'at' | 'nextAttemptAt'>,
): Promise<DeliveryRow | null> => {
  const [row] = await tx
    .update(webhookDeliveries)
    .set(values)
    .where(
      and(
        eq(webhookDeliveries.id, claimed.id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.nextAttemptAt, claimed.nextAttemptAt!),
      ),
    )
    .returning();
  return row ?? null;
};

/** Switches an endpoint off; answers it only if this call switched it (so its admins are told once). */
export const disableWebhook = async (tx: Tx, id: number, reason: string): Promise<WebhookRow | null> => {
  const [row] = await tx
    .update(webhooks)
    .set({ active: false, disabledReason: reason })
    .where(and(eq(webhooks.id, id), eq(webhooks.active, true)))
    .returning();
  return row ?? null;
};

/** The earliest due attempt (the worker sleeps until then, at most its poll interval). */
export const findNextDueAt = async (db: Db, testType: string): Promise<Date | null> => {
  const [row] = await db
    .select({ at: webhookDeliveries.nextAttemptAt })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(sendable(testType))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(1);
  return row?.at ?? null;
};
