import {
  CONTRACTOR_STATUS_LABELS,
  CONTRACTOR_TRANSITIONS,
  type ContractorStatus,
  canTransition,
} from '@portal/contract/companies/contractor-status';
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
import { presentRequisites } from './verification.presenter';
import { findContractor } from './verification.repository';
import { getVerificationState } from './verification.service';
import {
  type ContractorRow,
  findContractorAdminEmails,
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
  });
  await notifyCarrier(ctx, contractor, reason);
  return getContractorVerification(ctx, contractor.id);
};

const notifyCarrier = async (ctx: AppContext, contractor: ContractorRow, reason: string | null) => {
  const link = `${ctx.config.publicUrl}/verification`;
  const text = reason
    ? `Компании «${contractor.name}» отказано в верификации на портале грузоперевозок.\nПричина: ${reason}\n\nИсправьте документы и отправьте их на проверку снова:\n${link}`
    : `Компания «${contractor.name}» верифицирована на портале грузоперевозок. Вам доступны аукционы и тендеры.\n${ctx.config.publicUrl}/dashboard`;
  for (const to of await findContractorAdminEmails(ctx.db, contractor)) {
    await ctx.mailer.send({
      kind: 'notification',
      to,
      subject: reason ? 'Верификация отклонена' : 'Компания верифицирована',
      text,
      link: reason ? link : `${ctx.config.publicUrl}/dashboard`,
    });
  }
  await ctx.bus.publish({
    channel: 'notifications',
    type: reason ? 'contractor-rejected' : 'contractor-verified',
    id: `contractor-${contractor.id}`,
    payload: { contractorId: contractor.id, status: reason ? 3 : 1, reason },
    audience: { kind: 'company', ownerType: 'contractor', ownerId: contractor.id },
  });
};
