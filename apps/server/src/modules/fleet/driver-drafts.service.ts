import {
  DRIVER_DRAFT_MESSAGES,
  type DriverDraft,
  type DriverDraftChange,
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
import { pageAnswer } from '../../core/db/paging';
import { conflict, notFound } from '../../core/http/problem';
import { notifyUsers } from '../notifications/notify-users';
import { type DraftRow, decideDraft, findDraft, findDrafts } from './driver-drafts.repository';
import { passportTypeOf } from './drivers.presenter';
import { updateDriver } from './drivers.repository';
import { AUDIT_DRIVER } from './drivers.service';
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

const shown = (field: Field, value: unknown): string => {
  if (field === 'passportType') return passportTypeOf(Number(value)).name;
  if (field === 'routeKinds') return (value as RouteKind[]).map((kind) => ROUTE_KIND_LABELS[kind]).join(', ');
  if (Array.isArray(value)) return value.join(', ');
  return String(value ?? '');
};

type CurrentDriver = Record<Field | `${DriverFileSlot}FileGuid`, unknown>;

const NO_FILE = 'нет';
const fileShown = (guid: string | null, isNew: boolean) => (guid ? (isNew ? 'новый файл' : 'файл') : NO_FILE);

/** A scan is shown as whether there is a file; a replaced one as «новый файл» (the files open on the driver's page). */
const fileChanges = (current: CurrentDriver, proposed: DriverValues): DriverDraftChange[] =>
  DRIVER_FILE_SLOT_NAMES.flatMap((slot) => {
    const before = (current[`${slot}FileGuid`] as string | null) ?? null;
    // A draft made before the driver had file fields holds none of them: it keeps the current files.
    const after = proposed[slot] === undefined ? before : (proposed[slot]?.file.guid ?? null);
    return before === after
      ? []
      : [
          {
            field: slot,
            label: FIELD_LABELS[slot] ?? slot,
            current: fileShown(before, false),
            proposed: fileShown(after, true),
          },
        ];
  });

/** The proposed change field by field against the driver's current data; unchanged fields are left out. */
export const draftChanges = (current: CurrentDriver, proposed: DriverValues): DriverDraftChange[] => [
  ...FIELDS.flatMap((field) => {
    const before = shown(field, current[field]);
    const after = shown(field, proposed[field]);
    return before === after
      ? []
      : [{ field, label: FIELD_LABELS[field] ?? field, current: before, proposed: after }];
  }),
  ...fileChanges(current, proposed),
];

const presentDraft = ({ draft, driver, contractorName }: DraftRow): DriverDraft => ({
  id: draft.id,
  status: draft.status as DriverDraftStatus,
  driver: { id: driver.id, fullname: driver.fullname },
  contractor: { id: draft.contractorId, name: contractorName },
  changes: draftChanges(driver, draft.values as DriverValues),
  createdAt: iso(draft.createdAt),
  decidedAt: draft.decidedAt ? iso(draft.decidedAt) : null,
});

const draftNotFound = () => notFound(DRIVER_DRAFT_MESSAGES.notFound);

export const listDriverDrafts = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, status }: PageQuery & { status?: number | undefined },
): Promise<Page<DriverDraft>> => {
  const { rows, total } = await findDrafts(ctx.db, customerScope(principal.ownerId), status, { page, limit });
  return pageAnswer(rows.map(presentDraft), total, { page, limit });
};

export const getDriverDraft = async (ctx: AppContext, principal: Principal, id: number) => {
  const row = await findDraft(ctx.db, customerScope(principal.ownerId), id);
  if (!row) throw draftNotFound();
  return presentDraft(row);
};

/** accept applies the proposed data to the driver (it stays verified); decline keeps the old data. */
export const decideDriverDraft = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  action: 'accept' | 'decline',
): Promise<DriverDraft> => {
  const scope = customerScope(principal.ownerId);
  const decided = await ctx.db.transaction(async (tx) => {
    const row = await findDraft(tx, scope, id, { lock: true });
    if (!row) throw draftNotFound();
    if (row.draft.status !== DRIVER_DRAFT_STATUS.new) throw conflict(DRIVER_DRAFT_MESSAGES.decided);
    const status = action === 'accept' ? DRIVER_DRAFT_STATUS.accepted : DRIVER_DRAFT_STATUS.declined;
    if (action === 'accept') await updateDriver(tx, row.driver.id, row.draft.values as DriverValues);
    await decideDraft(tx, id, status, principal.userId);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_DRIVER,
      entityId: row.driver.id,
      action: `draft-${action}`,
      details: { draftId: id, customerId: principal.ownerId },
    });
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
          : `Заказчик отклонил изменения водителя ${decided.driver.fullname}: данные остались прежними.`,
      link: `/driver/${decided.driver.id}`,
    },
  );
  return getDriverDraft(ctx, principal, id);
};
