import { auditLog } from '../db/schema/index';
import type { Db, Tx } from './db/database';

export type AuditEntry = {
  actorUserId: number | null;
  entity: string;
  entityId: string | number;
  action: string;
  fromState?: string | number | null;
  toState?: string | number | null;
  comment?: string | null;
  details?: Record<string, unknown>;
};

export const writeAudit = async (db: Db | Tx, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    fromState: entry.fromState == null ? null : String(entry.fromState),
    toState: entry.toState == null ? null : String(entry.toState),
    comment: entry.comment ?? null,
    details: entry.details ?? null,
  });
};
