import { colorName } from '@portal/contract/format/colors';
import type { Page } from '@portal/contract/pagination';
import {
  TRANSPORTATION_NAME_MESSAGES as MESSAGES,
  type TransportationName,
  type transportationNameBodySchema,
  type transportationNameListQuerySchema,
} from '@portal/contract/transportation-names/transportation-names.schemas';
import type * as z from 'zod';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { lockCustomer } from '../../core/db/customer-lock';
import type { Tx } from '../../core/db/database';
import { refuseWhenInUse } from '../../core/db/in-use';
import { pageAnswer } from '../../core/db/paging';
import { conflict, notFound } from '../../core/http/problem';
import { presentTransportationName } from './transportation-names.presenter';
import {
  countTransportationNameUses,
  deleteTransportationNameRow,
  findOtherColors,
  findTransportationName,
  findTransportationNames,
  insertTransportationName,
  isTransportationNameTaken,
  lockTransportationName,
  updateTransportationNameRow,
} from './transportation-names.repository';

type TransportationNameListQuery = z.output<typeof transportationNameListQuerySchema>;
type TransportationNameInput = z.output<typeof transportationNameBodySchema>;

const AUDIT_ENTITY = 'transportation-name';

const nameNotFound = () => notFound(MESSAGES.notFound);

export const listTransportationNames = async (
  ctx: AppContext,
  principal: Principal,
  query: TransportationNameListQuery,
): Promise<Page<TransportationName>> => {
  const { rows, total } = await findTransportationNames(ctx.db, principal.ownerId, query);
  return pageAnswer(rows.map(presentTransportationName), total, query);
};

export const getTransportationName = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<TransportationName> => {
  const row = await findTransportationName(ctx.db, principal.ownerId, id);
  if (!row) throw nameNotFound();
  return presentTransportationName(row);
};

/** A name and a colour name no other kind of cargo of the customer has. */
const requireFreeNameAndColor = async (
  tx: Tx,
  principal: Principal,
  { name, color }: TransportationNameInput,
  exceptId?: number,
) => {
  await lockCustomer(tx, principal.ownerId);
  if (await isTransportationNameTaken(tx, principal.ownerId, name, exceptId)) {
    throw conflict(MESSAGES.nameTaken(name));
  }
  const shown = colorName(color);
  const twin = (await findOtherColors(tx, principal.ownerId, exceptId)).find(
    (other) => colorName(other.color) === shown,
  );
  if (twin) throw conflict(MESSAGES.colorTaken(shown, twin.name));
};

export const createTransportationName = async (
  ctx: AppContext,
  principal: Principal,
  body: TransportationNameInput,
): Promise<TransportationName> =>
  ctx.db.transaction(async (tx) => {
    await requireFreeNameAndColor(tx, principal, body);
    const row = await insertTransportationName(tx, principal.ownerId, body);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: row.id,
      action: 'create',
      details: { name: row.name, color: row.color },
    });
    return presentTransportationName(row);
  });

export const updateTransportationName = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  body: TransportationNameInput,
): Promise<TransportationName> =>
  ctx.db.transaction(async (tx) => {
    const current = await findTransportationName(tx, principal.ownerId, id);
    if (!current) throw nameNotFound();
    await requireFreeNameAndColor(tx, principal, body, id);
    const row = await updateTransportationNameRow(tx, principal.ownerId, id, body);
    if (!row) throw nameNotFound();
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: 'update',
      details: {
        from: { name: current.name, color: current.color },
        to: { name: row.name, color: row.color },
      },
    });
    return presentTransportationName(row);
  });

export const deleteTransportationName = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
): Promise<void> =>
  ctx.db.transaction(async (tx) => {
    if (!(await lockTransportationName(tx, principal.ownerId, id))) throw nameNotFound();
    refuseWhenInUse(await countTransportationNameUses(tx, id), MESSAGES.inUse);
    const row = await deleteTransportationNameRow(tx, principal.ownerId, id);
    if (!row) throw nameNotFound();
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: 'delete',
      details: { name: row.name, color: row.color },
    });
  });
