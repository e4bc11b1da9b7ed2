import {
  canProformaAction,
  isVisibleToCustomer,
  PROFORMA_ACTIONS,
  type ProformaAction,
  type ProformaStatus,
  wrongProformaStateMessage,
} from '@portal/contract/proformas/proforma-status';
import { PROFORMA_MESSAGES, type Proforma } from '@portal/contract/proformas/proformas.schemas';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Db, Tx } from '../../core/db/database';
import { conflict, notFound } from '../../core/http/problem';
import { proformas } from '../../db/schema/index';
import { PROFORMA_ACTION_EVENTS, recordProformaEvent } from './proforma-events';
import { presentProforma } from './proformas.presenter';
import { findProforma, insertHistory, type ProformaRow } from './proformas.repository';

export const PROFORMA_AUDIT_ENTITY = 'proforma';

/** What the proforma services use of the app: the database and the clock (the seed passes its own). */
export type ProformaContext = Pick<AppContext, 'db' | 'clock'>;

/** The caller's live proforma (locked inside a change); the customer never sees a draft. */
export const ownProforma = async (
  db: Db | Tx,
  principal: Principal,
  proformaId: number,
  lock = false,
): Promise<ProformaRow> => {
  const row = await findProforma(db, principal.ownerType, principal.ownerId, proformaId, lock);
  if (!row || (principal.ownerType === 'customer' && !isVisibleToCustomer(row.status)))
    throw notFound(PROFORMA_MESSAGES.notFound);
  return row;
};

export type ProformaChange = { values?: Partial<ProformaRow>; comment?: string | null };

/**
 * One action on a proforma: lock it, check the source state (409 naming the current one), let `decide` change the
 * lines and say what changes on the row, write the history row of a transition and the audit, answer it.
 */
export const changeProforma = (
  ctx: ProformaContext,
  principal: Principal,
  proformaId: number,
  action: ProformaAction,
  decide: (row: ProformaRow, tx: Tx, now: Date) => Promise<ProformaChange>,
): Promise<Proforma> => {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await ownProforma(tx, principal, proformaId, true);
    if (!canProformaAction(action, before.status)) throw conflict(wrongProformaStateMessage(before.status));
    const { values = {}, comment = null } = await decide(before, tx, now);
    const { to } = PROFORMA_ACTIONS[action] as { to?: ProformaStatus };
    const [after] = await tx
      .update(proformas)
      .set({ ...values, ...(to === undefined ? {} : { status: to }), updatedAt: now })
      .where(eq(proformas.id, proformaId))
      .returning();
    if (to !== undefined)
      await insertHistory(tx, {
        proformaId,
        at: now,
        userId: principal.userId,
        fromStatus: before.status,
        toStatus: to,
        comment,
      });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: PROFORMA_AUDIT_ENTITY,
      entityId: proformaId,
      action,
      fromState: before.status,
      toState: after!.status,
      comment,
    });
    await recordProformaEvent(tx, PROFORMA_ACTION_EVENTS[action], after!, before, now);
    return presentProforma(tx, after!, now);
  });
};

/** GET .../proforms/{id} for either side. */
export const proformaOf = async (ctx: ProformaContext, principal: Principal, proformaId: number) =>
  presentProforma(ctx.db, await ownProforma(ctx.db, principal, proformaId), ctx.clock.now());
