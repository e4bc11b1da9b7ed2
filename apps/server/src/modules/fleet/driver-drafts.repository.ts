import type { DriverValues } from '@portal/contract/fleet/drivers.schemas';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { auditLog, contractors, driverDrafts, drivers, files } from '../../db/schema/index';
import { type FleetScope, scopeWhere } from './fleet-scope';

export const insertDraft = async (
  tx: Tx,
  values: { driverId: number; contractorId: number; values: DriverValues; createdBy: number },
): Promise<number> => {
  const [row] = await tx.insert(driverDrafts).values(values).returning({ id: driverDrafts.id });
  return row!.id;
};

const selectDrafts = (db: Db | Tx) =>
  db
    .select({ draft: driverDrafts, driver: drivers, contractorName: contractors.name })
    .from(driverDrafts)
    .innerJoin(drivers, eq(drivers.id, driverDrafts.driverId))
    .innerJoin(contractors, eq(contractors.id, driverDrafts.contractorId))
    .$dynamic();

export type DraftRow = Awaited<ReturnType<typeof selectDrafts>>[number];

export const findDrafts = async (
  db: Db,
  scope: FleetScope,
  status: number | undefined,
  { page, limit }: { page: number; limit: number },
) => {
  const where = and(
    scopeWhere(db, driverDrafts.contractorId, scope),
    status === undefined ? undefined : eq(driverDrafts.status, status),
  );
  const [rows, [totals]] = await Promise.all([
    selectDrafts(db)
      .where(where)
      .orderBy(desc(driverDrafts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(driverDrafts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const findDraft = async (
  db: Db | Tx,
  scope: FleetScope,
  id: number,
  options: { lock?: boolean } = {},
) => {
  const query = selectDrafts(db).where(
    and(scopeWhere(db, driverDrafts.contractorId, scope), eq(driverDrafts.id, id)),
  );
  const [row] = await (options.lock ? query.for('update', { of: [driverDrafts, drivers] }) : query);
  return row ?? null;
};

export const decideDraft = async (
  tx: Tx,
  id: number,
  decision: { status: number; decidedBy: number; declineReason: string | null },
) => {
  await tx
    .update(driverDrafts)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(driverDrafts.id, id));
};

/** The files a draft and its driver point at (guids read from the owner-scoped draft row). */
export const findDraftFiles = async (db: Db, guids: string[]) =>
  guids.length === 0 ? [] : db.select().from(files).where(inArray(files.guid, guids));

/** The audit entries of the customer's decisions on these drivers' drafts (their details name the draft). */
export const findDraftDecisions = async (db: Db, auditEntity: string, driverIds: number[]) =>
  driverIds.length === 0
    ? []
    : db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, auditEntity),
            inArray(auditLog.entityId, [...new Set(driverIds)].map(String)),
            inArray(auditLog.action, ['draft-accept', 'draft-decline']),
          ),
        );
