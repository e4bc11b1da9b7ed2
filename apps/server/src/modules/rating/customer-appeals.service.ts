import type { EventType } from '@portal/contract/integration/event-types';
import {
  APPEAL_ACTIONS,
  APPEAL_MESSAGES,
  type AppealAction,
  canAppealAction,
} from '@portal/contract/rating/appeal-status';
import type { Appeal, AppealDecisionBody } from '@portal/contract/rating/rating.schemas';
import { isAdminOrManager } from '@portal/contract/roles';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { findWorkingStaff } from '../../core/db/company-staff';
import { conflict, notFound } from '../../core/http/problem';
import { appeals } from '../../db/schema/index';
import { notifyUsers } from '../notifications/notify-users';
import { removeAppealedPenalties } from '../proformas/proforma-appeal';
import { recordAppealEvent } from './appeal-events';
import { findAppeal, lockAppeal } from './appeals.repository';
import { recomputeRatings } from './rating-recompute';

export const customerAppeal = async (
  ctx: AppContext,
  customerId: number,
  appealId: number,
): Promise<Appeal> => {
  const appeal = await findAppeal(ctx.db, appealId);
  const [row] = await ctx.db
    .select({ customerId: appeals.customerId })
    .from(appeals)
    .where(eq(appeals.id, appealId));
  if (!appeal || row?.customerId !== customerId) throw notFound(APPEAL_MESSAGES.appealNotFound);
  return appeal;
};

const notifyCarrier = async (ctx: AppContext, appeal: Appeal, accepted: boolean) => {
  const staff = await findWorkingStaff(ctx.db, 'contractor', appeal.contractor.id);
  await notifyUsers(
    ctx,
    staff.filter((user) => isAdminOrManager(user.roles)).map((user) => user.id),
    {
      type: accepted ? 'appeal-accepted' : 'appeal-declined',
      title: accepted ? 'Апелляция принята' : 'Апелляция отказана',
      text: `Апелляция №${appeal.id} (${appeal.indexValue.index.name}): ${
        accepted ? 'принята, рейтинг пересчитан' : 'отказана'
      }.${appeal.decisionComment ? `\nКомментарий заказчика: ${appeal.decisionComment}` : ''}`,
      link: '/my-rating',
      mail: true,
    },
  );
};

const APPEAL_ACTION_EVENTS: Record<AppealAction, EventType> = {
  toprocessing: 'appeal.review',
  accept: 'appeal.accepted',
  decline: 'appeal.rejected',
};

/**
 * SPEC 4 appeal actions. Accepting excuses the event and recomputes the carrier's ratings at once, with the
 * history entry «пересчёт по апелляции №…»; every decision is audited and the carrier is told.
 */
export const decideAppeal = async (
  ctx: AppContext,
  principal: Principal,
  appealId: number,
  action: AppealAction,
  body: AppealDecisionBody,
): Promise<Appeal> => {
  const target = APPEAL_ACTIONS[action];
  const before = await ctx.db.transaction(async (tx) => {
    const appeal = await lockAppeal(tx, principal.ownerId, appealId);
    if (!appeal) throw notFound(APPEAL_MESSAGES.appealNotFound);
    if (!canAppealAction(action, appeal.status)) throw conflict(APPEAL_MESSAGES.wrongState(appeal.status));
    const decides = action !== 'toprocessing';
    await tx
      .update(appeals)
      .set({
        status: target.to,
        ...(body.decisionComment !== undefined ? { decisionComment: body.decisionComment } : {}),
        ...(decides ? { decidedBy: principal.userId, decidedAt: new Date() } : {}),
      })
      .where(eq(appeals.id, appealId));
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'appeal',
      entityId: appealId,
      action,
      fromState: appeal.status,
      toState: target.to,
      comment: body.decisionComment ?? null,
    });
    await recordAppealEvent(tx, appealId, APPEAL_ACTION_EVENTS[action], ctx.clock.now());
    if (action === 'accept') await removeAppealedPenalties(tx, appealId);
    return appeal;
  });
  if (action === 'accept')
    await recomputeRatings(
      ctx.db,
      before.customerId,
      before.contractorId,
      `пересчёт по апелляции №${appealId}`,
    );
  const after = (await findAppeal(ctx.db, appealId))!;
  if (action !== 'toprocessing') await notifyCarrier(ctx, after, action === 'accept');
  return after;
};
