import {
  CONTRACTOR_STATUS_LABELS,
  CONTRACTOR_TRANSITIONS,
  type ContractorStatus,
  canTransition,
} from '@portal/contract/companies/contractor-status';
import { quoted } from '@portal/contract/format/quotes';
import type {
  ContractorVerification,
  VerificationDecisionBody,
  VerificationQueueQuery,
} from '@portal/contract/verification/verification.schemas';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { pageAnswer } from '../../core/db/paging';
import { conflict, notFound } from '../../core/http/problem';
import { contractors } from '../../db/schema/index';
import { mailNotification, type NotificationMessage, notifyUsers } from '../notifications/notify-users';
import { recordContractorStatusEvent } from './contractor-events';
import { presentRequisites } from './verification.presenter';
import { findContractor } from './verification.repository';
import { getVerificationState } from './verification.service';
import {
  type ContractorRow,
  findContractorAdminIds,
  findVerificationQueue,
} from './verification-decision.repository';

export const listVerificationQueue = async (ctx: AppContext, query: VerificationQueueQuery) => {
  const { rows, total } = await findVerificationQueue(ctx.db, query);
  const items = rows.map((row) => ({
    ...presentRequisites(row),
    status: row.status,
    statusLabel: CONTRACTOR_STATUS_LABELS[row.status as ContractorStatus],
    updatedAt: row.updatedAt.toISOString(),
  }));
  return pageAnswer(items, total, query);
};

const requireContractor = async (ctx: AppContext, contractorId: number) => {
  const contractor = await findContractor(ctx.db, contractorId);
  if (!contractor) throw notFound('Перевозчик не найден');
  return contractor;
};

export const getContractorVerification = async (
  ctx: AppContext,
  contractorId: number,
): Promise<ContractorVerification> => {
  const contractor = await requireContractor(ctx, contractorId);
  return { ...(await getVerificationState(ctx, contractorId)), contractor: presentRequisites(contractor) };
};

/**
 * DESIGN 8: verification is platform-wide (contractor.active). A customer admin verifies (1) a carrier that
 * sent its documents or was rejected, or rejects (3) one under review or verified, with a reason.
 */
export const decideVerification = async (
  ctx: AppContext,
  principal: Principal,
  contractorId: number,
  decision: VerificationDecisionBody,
): Promise<ContractorVerification> => {
  const contractor = await requireContractor(ctx, contractorId);
  const transition = decision.status === 1 ? 'verify' : 'reject';
  const from = contractor.status as ContractorStatus;
  if (!canTransition(transition, from)) {
    throw conflict(
      `Нельзя ${decision.status === 1 ? 'верифицировать' : 'отклонить'} перевозчика в статусе «${CONTRACTOR_STATUS_LABELS[from]}»`,
    );
  }
  const reason = decision.status === 3 ? decision.reason.trim() : null;
  const to = CONTRACTOR_TRANSITIONS[transition].to;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(contractors)
      .set({ status: to, active: to === 1, rejectionReason: reason, updatedAt: new Date() })
      .where(eq(contractors.id, contractor.id));
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'contractor',
      entityId: contractor.id,
      action: transition,
      fromState: from,
      toState: to,
      ...(reason ? { comment: reason } : {}),
    });
    await recordContractorStatusEvent(tx, contractor.id, to, principal.ownerId, ctx.clock.now());
  });
  await notifyCarrier(ctx, contractor, reason);
  return getContractorVerification(ctx, contractor.id);
};

/** The decision reaches the carrier's admins; a carrier without one hears of it at its contact address. */
const notifyCarrier = async (ctx: AppContext, contractor: ContractorRow, reason: string | null) => {
  const message: NotificationMessage = reason
    ? {
        type: 'contractor-rejected',
        title: 'Верификация отклонена',
        text: `Компании ${quoted(contractor.name)} отказано в верификации на портале грузоперевозок.\nПричина: ${reason}\n\nИсправьте документы и отправьте их на проверку снова:`,
        link: '/verification',
        mail: true,
      }
    : {
        type: 'contractor-verified',
        title: 'Компания верифицирована',
        text: `Компания ${quoted(contractor.name)} верифицирована на портале грузоперевозок. Вам доступны аукционы и тендеры.`,
        link: '/dashboard',
        mail: true,
      };
  const adminIds = await findContractorAdminIds(ctx.db, contractor.id);
  if (adminIds.length > 0) await notifyUsers(ctx, adminIds, message);
  else if (contractor.email) await mailNotification(ctx, contractor.email, message);
};
