import {
  ATTORNEY_FILE_SLOT_NAMES,
  ATTORNEY_FILE_SLOTS,
  ATTORNEY_MESSAGES,
  type Attorney,
  type AttorneyValues,
} from '@portal/contract/fleet/attorneys.schemas';
import { todayIso } from '@portal/contract/fleet/fleet-common.schemas';
import {
  ATTORNEY_ACTIONS,
  ATTORNEY_STATUS,
  ATTORNEY_STATUS_LABELS,
  type AttorneyStatus,
  FLEET_STATUS,
  isAttorneyExpired,
} from '@portal/contract/fleet/fleet-states';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Db, Tx } from '../../core/db/database';
import { containsPattern, pageAnswer } from '../../core/db/paging';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { attorneys, contractors, drivers, files } from '../../db/schema/index';
import { recordFleetEvent } from './fleet-events';
import { fileGuidColumns, fileSlotOf, requireFleetFiles } from './fleet-files';
import { type FleetScope, iso, scopeOf, scopeWhere } from './fleet-scope';
import { requireTransition } from './fleet-transitions';

const AUDIT = 'attorney';

const scanFiles = alias(files, 'scan_files');

const selectAttorneys = (db: Db | Tx) =>
  db
    .select({
      attorney: attorneys,
      contractorName: contractors.name,
      driverName: drivers.fullname,
      scan: scanFiles,
    })
    .from(attorneys)
    .innerJoin(contractors, eq(contractors.id, attorneys.contractorId))
    .innerJoin(drivers, eq(drivers.id, attorneys.driverId))
    .leftJoin(scanFiles, eq(scanFiles.guid, attorneys.scanFileGuid))
    .$dynamic();

type AttorneyRow = Awaited<ReturnType<typeof selectAttorneys>>[number];

/** `today` is read once per answer, so one list cannot call the same date both expired and not. */
const present = ({ attorney, contractorName, driverName, scan }: AttorneyRow, today: string): Attorney => ({
  id: attorney.id,
  contractor: { id: attorney.contractorId, name: contractorName },
  status: attorney.status as AttorneyStatus,
  isExpired: attorney.status === ATTORNEY_STATUS.active && isAttorneyExpired(attorney.dateTo, today),
  number: attorney.number,
  date: attorney.date,
  dateFrom: attorney.dateFrom,
  dateTo: attorney.dateTo,
  driver: { id: attorney.driverId, fullname: driverName },
  signer: attorney.signer,
  signerPosition: attorney.signerPosition,
  issuerInn: attorney.issuerInn,
  issuerOgrn: attorney.issuerOgrn,
  powers: attorney.powers,
  scan: fileSlotOf(scan),
  createdAt: iso(attorney.createdAt),
  updatedAt: iso(attorney.updatedAt),
});

const attorneyNotFound = () => notFound(ATTORNEY_MESSAGES.notFound);

const find = async (db: Db | Tx, scope: FleetScope, id: number, lock = false) => {
  const query = selectAttorneys(db).where(
    and(scopeWhere(db, attorneys.contractorId, scope), eq(attorneys.id, id)),
  );
  const [row] = await (lock ? query.for('update', { of: attorneys }) : query);
  return row ?? null;
};

export const listAttorneys = async (
  ctx: AppContext,
  principal: Principal,
  {
    page,
    limit,
    query,
    driver,
    contractorId,
  }: PageQuery & {
    query?: string | undefined;
    driver?: number | undefined;
    contractorId?: number | undefined;
  },
): Promise<Page<Attorney>> => {
  const pattern = query ? containsPattern(query) : null;
  const where = and(
    scopeWhere(ctx.db, attorneys.contractorId, scopeOf(principal), contractorId),
    driver === undefined ? undefined : eq(attorneys.driverId, driver),
    pattern ? or(ilike(attorneys.number, pattern), ilike(drivers.fullname, pattern)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    selectAttorneys(ctx.db)
      .where(where)
      .orderBy(desc(attorneys.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db
      .select({ total: count() })
      .from(attorneys)
      .innerJoin(drivers, eq(drivers.id, attorneys.driverId))
      .where(where),
  ]);
  const today = todayIso();
  return pageAnswer(
    rows.map((row) => present(row, today)),
    totals?.total ?? 0,
    { page, limit },
  );
};

export const getAttorney = async (ctx: AppContext, principal: Principal, id: number): Promise<Attorney> => {
  const row = await find(ctx.db, scopeOf(principal), id);
  if (!row) throw attorneyNotFound();
  return present(row, todayIso());
};

/**
 * DESIGN 8: a power of attorney is the carrier's document for one of its drivers, so its issuer is the carrier (422
 * on another INN) and it names a verified driver, as the form offers (422; a driver whose check was withdrawn later
 * stays on the attorneys that already name it). Its number names one document of the carrier (409 on a second).
 */
const requireAttorneyRules = async (
  tx: Tx,
  contractorId: number,
  values: AttorneyValues,
  current: { id: number; driverId: number } | null,
) => {
  const [carrier] = await tx
    .select({ inn: contractors.inn })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  const [driver] = await tx
    .select({ status: drivers.status })
    .from(drivers)
    .where(and(eq(drivers.contractorId, contractorId), eq(drivers.id, values.driver)));
  const problems = [];
  if (!driver) problems.push(fieldProblem(['driver'], ATTORNEY_MESSAGES.driverNotFound));
  else if (driver.status !== FLEET_STATUS.verified && values.driver !== current?.driverId)
    problems.push(fieldProblem(['driver'], ATTORNEY_MESSAGES.driverNotVerified));
  if (carrier && values.issuerInn !== carrier.inn)
    problems.push(fieldProblem(['issuerInn'], ATTORNEY_MESSAGES.issuerNotCarrier(carrier.inn)));
  if (problems.length) throw unprocessable(problems);
  const [sameNumber] = await tx
    .select({ id: attorneys.id })
    .from(attorneys)
    .where(
      and(
        eq(attorneys.contractorId, contractorId),
        sql`lower(${attorneys.number}) = lower(${values.number})`,
        current ? ne(attorneys.id, current.id) : undefined,
      ),
    )
    .limit(1);
  if (sameNumber) throw conflict(ATTORNEY_MESSAGES.numberTaken);
};

const columnsOf = ({ driver, scan, ...rest }: AttorneyValues) => ({
  ...rest,
  driverId: driver,
  ...fileGuidColumns(ATTORNEY_FILE_SLOT_NAMES, { scan }),
});

export const createAttorney = async (ctx: AppContext, principal: Principal, values: AttorneyValues) => {
  await requireFleetFiles(ctx.db, principal, ATTORNEY_FILE_SLOTS, values);
  const id = await ctx.db.transaction(async (tx) => {
    await requireAttorneyRules(tx, principal.ownerId, values, null);
    const [row] = await tx
      .insert(attorneys)
      .values({ ...columnsOf(values), contractorId: principal.ownerId })
      .returning({ id: attorneys.id });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT,
      entityId: row!.id,
      action: 'create',
      toState: ATTORNEY_STATUS.active,
    });
    return row!.id;
  });
  return getAttorney(ctx, principal, id);
};

export const editAttorney = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  values: AttorneyValues,
) => {
  await ctx.db.transaction(async (tx) => {
    const row = await find(tx, scopeOf(principal), id, true);
    if (!row) throw attorneyNotFound();
    if (row.attorney.status === ATTORNEY_STATUS.cancelled)
      throw conflict(ATTORNEY_MESSAGES.cancelledNotEdited);
    await requireAttorneyRules(tx, principal.ownerId, values, row.attorney);
    await requireFleetFiles(tx, principal, ATTORNEY_FILE_SLOTS, values);
    await tx
      .update(attorneys)
      .set({ ...columnsOf(values), updatedAt: sql`now()` })
      .where(eq(attorneys.id, id));
    await writeAudit(tx, { actorUserId: principal.userId, entity: AUDIT, entityId: id, action: 'update' });
  });
  return getAttorney(ctx, principal, id);
};

export const removeAttorney = async (ctx: AppContext, principal: Principal, id: number) => {
  await ctx.db.transaction(async (tx) => {
    const row = await find(tx, scopeOf(principal), id, true);
    if (!row) throw attorneyNotFound();
    await tx.delete(attorneys).where(eq(attorneys.id, id));
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT,
      entityId: id,
      action: 'delete',
      fromState: row.attorney.status,
    });
  });
};

export const attorneyAction = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  action: 'cancel' | 'uncancel',
): Promise<Attorney> => {
  await ctx.db.transaction(async (tx) => {
    const row = await find(tx, scopeOf(principal), id, true);
    if (!row) throw attorneyNotFound();
    const from = row.attorney.status;
    const to = requireTransition(ATTORNEY_ACTIONS, action, from, ATTORNEY_STATUS_LABELS);
    await tx.update(attorneys).set({ status: to, updatedAt: sql`now()` }).where(eq(attorneys.id, id));
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT,
      entityId: id,
      action,
      fromState: from,
      toState: to,
    });
    await recordFleetEvent(
      tx,
      action === 'cancel' ? 'attorney.cancelled' : 'attorney.active',
      { id, contractorId: row.attorney.contractorId, status: to },
      ctx.clock.now(),
    );
  });
  return getAttorney(ctx, principal, id);
};
