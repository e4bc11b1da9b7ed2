import {
  DRIVER_DRAFT_MESSAGES,
  type DriverDraft,
  type DriverDraftChange,
  type DriverDraftDetail,
  type DriverDraftField,
} from '@portal/contract/fleet/driver-drafts.schemas';
import {
  DRIVER_FILE_SLOT_NAMES,
  type DriverFileSlot,
  type DriverValues,
} from '@portal/contract/fleet/drivers.schemas';
import { ROUTE_KIND_LABELS, type RouteKind } from '@portal/contract/fleet/fleet-references';
import { DRIVER_DRAFT_STATUS, type DriverDraftStatus } from '@portal/contract/fleet/fleet-states';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { isAdminOrManager } from '@portal/contract/roles';
import { FIELD_LABELS } from '@portal/contract/validation/field-labels';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { findWorkingStaff } from '../../core/db/company-staff';
import type { Db } from '../../core/db/database';
import { pageAnswer } from '../../core/db/paging';
import { conflict, notFound } from '../../core/http/problem';
import { notifyUsers } from '../notifications/notify-users';
import {
  type DraftRow,
  decideDraft,
  findDraft,
  findDraftDecisions,
  findDraftFiles,
  findDrafts,
} from './driver-drafts.repository';
import { passportTypeOf } from './drivers.presenter';
import { updateDriver } from './drivers.repository';
import { AUDIT_DRIVER, requireUniqueDriver } from './drivers.service';
import { recordFleetEvent } from './fleet-events';
import { fileSlotOf } from './fleet-files';
import { customerScope, iso } from './fleet-scope';

const FIELDS = [
  'fullname',
  'birthDate',
  'passportType',
  'passportSeries',
  'passportNumber',
  'passportIssuedBy',
  'passportIssueDate',
  'phone',
  'licenceNumber',
  'licenceDate',
  'licenceCategories',
  'routeKinds',
] as const satisfies readonly (keyof DriverValues)[];

type Field = (typeof FIELDS)[number];

const DATE_FIELDS: readonly Field[] = ['birthDate', 'passportIssueDate', 'licenceDate'];
// SPEC 1: dates read DD.MM.YYYY (the body keeps DESIGN 11's YYYY-MM-DD).
const shownDate = (value: unknown) => String(value ?? '').replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');

const shown = (field: Field, value: unknown): string => {
  if (field === 'passportType') return passportTypeOf(Number(value)).name;
  if (DATE_FIELDS.includes(field)) return shownDate(value);
  if (field === 'routeKinds') return (value as RouteKind[]).map((kind) => ROUTE_KIND_LABELS[kind]).join(', ');
  if (Array.isArray(value)) return value.join(', ');
  return String(value ?? '');
};

type CurrentDriver = Record<Field | `${DriverFileSlot}FileGuid`, unknown>;

const COMPARED_KEYS = [...FIELDS, ...DRIVER_FILE_SLOT_NAMES.map((slot) => `${slot}FileGuid` as const)];
const snapshotOf = (driver: CurrentDriver): CurrentDriver =>
  Object.fromEntries(COMPARED_KEYS.map((key) => [key, driver[key]])) as CurrentDriver;

type DecisionDetails = { draftId?: number; driverBefore?: CurrentDriver };

/**
 * What each draft is compared with: a waiting one with the driver as it is; a decided one with the driver as the
 * decision found it (kept in the decision's audit entry), because accepting writes the proposal over the driver
 * and later changes move it on. A decision recorded without that snapshot falls back to the driver as it is.
 */
const comparedDrivers = async (db: Db, rows: DraftRow[]) => {
  const decided = rows.filter((row) => row.draft.status !== DRIVER_DRAFT_STATUS.new);
  const entries = await findDraftDecisions(
    db,
    AUDIT_DRIVER,
    decided.map((row) => row.driver.id),
  );
  const before = new Map(
    entries.flatMap(({ details }) => {
      const { draftId, driverBefore } = (details ?? {}) as DecisionDetails;
      return draftId && driverBefore ? [[draftId, driverBefore] as const] : [];
    }),
  );
  return (row: DraftRow): CurrentDriver => before.get(row.draft.id) ?? row.driver;
};

/** Every field of the driver as shown, the current value beside the proposed one. */
const fieldRows = (current: CurrentDriver, proposed: DriverValues): DriverDraftField[] =>
  FIELDS.map((field) => {
    const before = shown(field, current[field]);
    const after = shown(field, proposed[field]);
    return {
      field,
      label: FIELD_LABELS[field] ?? field,
      current: before,
      proposed: after,
      isChanged: before !== after,
    };
  });

/** Every scan slot: the guid the driver holds and the one the draft proposes. */
const scanGuids = (current: CurrentDriver, proposed: DriverValues) =>
  DRIVER_FILE_SLOT_NAMES.map((slot) => {
    const before = (current[`${slot}FileGuid`] as string | null) ?? null;
    // A draft made before the driver had file fields holds none of them: it keeps the current files.
    const after = proposed[slot] === undefined ? before : (proposed[slot]?.file.guid ?? null);
    return { slot, label: FIELD_LABELS[slot] ?? slot, before, after };
  });

const NO_FILE = 'нет';
const fileShown = (guid: string | null, isNew: boolean) => (guid ? (isNew ? 'новый файл' : 'файл') : NO_FILE);

/**
 * The proposed change field by field against the driver's current data; unchanged fields are left out. A scan
 * is shown as whether there is a file, a replaced one as «новый файл» (the draft's view links the files).
 */
export const draftChanges = (current: CurrentDriver, proposed: DriverValues): DriverDraftChange[] => [
  ...fieldRows(current, proposed)
    .filter((row) => row.isChanged)
    .map(({ isChanged: _changed, ...change }) => change),
  ...scanGuids(current, proposed)
    .filter(({ before, after }) => before !== after)
    .map(({ slot, label, before, after }) => ({
      field: slot,
      label,
      current: fileShown(before, false),
      proposed: fileShown(after, true),
    })),
];

const presentDraft = ({ draft, driver, contractorName }: DraftRow, compared: CurrentDriver): DriverDraft => ({
  id: draft.id,
  status: draft.status as DriverDraftStatus,
  driver: { id: driver.id, fullname: driver.fullname },
  contractor: { id: draft.contractorId, name: contractorName },
  changes: draftChanges(compared, draft.values as DriverValues),
  createdAt: iso(draft.createdAt),
  decidedAt: draft.decidedAt ? iso(draft.decidedAt) : null,
  declineReason: draft.declineReason,
});

const draftNotFound = () => notFound(DRIVER_DRAFT_MESSAGES.notFound);

export const listDriverDrafts = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, status }: PageQuery & { status?: number | undefined },
): Promise<Page<DriverDraft>> => {
  const { rows, total } = await findDrafts(ctx.db, customerScope(principal.ownerId), status, { page, limit });
  const comparedOf = await comparedDrivers(ctx.db, rows);
  return pageAnswer(
    rows.map((row) => presentDraft(row, comparedOf(row))),
    total,
    { page, limit },
  );
};

export const getDriverDraft = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<DriverDraftDetail> => {
  const row = await findDraft(ctx.db, customerScope(principal.ownerId), id);
  if (!row) throw draftNotFound();
  const proposed = row.draft.values as DriverValues;
  const compared = (await comparedDrivers(ctx.db, [row]))(row);
  const scans = scanGuids(compared, proposed);
  const guids = scans.flatMap(({ before, after }) => [before, after]).filter((guid) => guid !== null);
  const files = new Map((await findDraftFiles(ctx.db, guids)).map((file) => [file.guid, file]));
  const slotOf = (guid: string | null) => fileSlotOf(guid === null ? null : (files.get(guid) ?? null));
  return {
    ...presentDraft(row, compared),
    fields: fieldRows(compared, proposed),
    scans: scans.map(({ slot, label, before, after }) => ({
      field: slot,
      label,
      current: slotOf(before),
      proposed: slotOf(after),
      isChanged: before !== after,
    })),
  };
};

/** accept applies the proposed data to the driver (it stays verified); decline keeps the old data. */
export const decideDriverDraft = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  action: 'accept' | 'decline',
  reason: string | null,
): Promise<DriverDraftDetail> => {
  const scope = customerScope(principal.ownerId);
  const decided = await ctx.db.transaction(async (tx) => {
    const row = await findDraft(tx, scope, id, { lock: true });
    if (!row) throw draftNotFound();
    if (row.draft.status !== DRIVER_DRAFT_STATUS.new) throw conflict(DRIVER_DRAFT_MESSAGES.decided);
    const status = action === 'accept' ? DRIVER_DRAFT_STATUS.accepted : DRIVER_DRAFT_STATUS.declined;
    if (action === 'accept') {
      const values = row.draft.values as DriverValues;
      // Another driver may have taken the passport or the licence while the draft waited.
      await requireUniqueDriver(tx, row.draft.contractorId, values, row.driver.id);
      await updateDriver(tx, row.driver.id, values);
    }
    await decideDraft(tx, id, { status, decidedBy: principal.userId, declineReason: reason });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_DRIVER,
      entityId: row.driver.id,
      action: `draft-${action}`,
      details: { draftId: id, customerId: principal.ownerId, reason, driverBefore: snapshotOf(row.driver) },
    });
    await recordFleetEvent(
      tx,
      action === 'accept' ? 'driver_draft.accepted' : 'driver_draft.declined',
      { id, contractorId: row.draft.contractorId, status },
      ctx.clock.now(),
    );
    return row;
  });
  const staff = await findWorkingStaff(ctx.db, 'contractor', decided.draft.contractorId);
  await notifyUsers(
    ctx,
    staff.filter((user) => isAdminOrManager(user.roles)).map((user) => user.id),
    {
      type: action === 'accept' ? 'driver-draft-accepted' : 'driver-draft-declined',
      title: DRIVER_DRAFT_MESSAGES[action],
      text:
        action === 'accept'
          ? `Заказчик принял изменения водителя ${decided.driver.fullname}.`
          : `Заказчик отклонил изменения водителя ${decided.driver.fullname}: данные остались прежними. Причина: ${reason}`,
      link: `/driver/${decided.driver.id}`,
    },
  );
  return getDriverDraft(ctx, principal, id);
};
