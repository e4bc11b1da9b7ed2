import {
  CONTRACTOR_STATUS_LABELS,
  CONTRACTOR_TRANSITIONS,
  type ContractorStatus,
  canTransition,
} from '@portal/contract/companies/contractor-status';
import { quoted } from '@portal/contract/format/quotes';
import type { VerificationState } from '@portal/contract/verification/verification.schemas';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { conflict, fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { contractors } from '../../db/schema/index';
import { findAttachableFiles } from '../files/files.repository';
import { notifyUsers } from '../notifications/notify-users';
import { recordContractorStatusEvent } from './contractor-events';
import { presentContractorDocument, presentDocumentType } from './verification.presenter';
import {
  deleteContractorDocument,
  findContractor,
  findCustomerAdminIds,
  findDocumentType,
  insertContractorDocument,
  listContractorDocuments,
  listDocumentTypes,
} from './verification.repository';

const EDITABLE_STATUSES: readonly number[] = CONTRACTOR_TRANSITIONS.sendForVerification.from;

export const getVerificationState = async (
  ctx: AppContext,
  contractorId: number,
): Promise<VerificationState> => {
  const contractor = await findContractor(ctx.db, contractorId);
  if (!contractor) throw notFound('Перевозчик не найден');
  const [documentTypes, documents] = await Promise.all([
    listDocumentTypes(ctx.db),
    listContractorDocuments(ctx.db, contractorId),
  ]);
  return {
    status: contractor.status,
    statusLabel: CONTRACTOR_STATUS_LABELS[contractor.status as ContractorStatus],
    rejectionReason: contractor.rejectionReason,
    documentTypes: documentTypes.map(presentDocumentType),
    documents: documents.map(presentContractorDocument),
  };
};

const requireEditable = async (ctx: AppContext, contractorId: number) => {
  const contractor = await findContractor(ctx.db, contractorId);
  if (!contractor) throw notFound('Перевозчик не найден');
  if (!EDITABLE_STATUSES.includes(contractor.status)) {
    throw conflict(
      contractor.status === 2
        ? 'Документы уже отправлены на проверку; изменить их можно после решения заказчика'
        : 'Перевозчик уже верифицирован; документы верификации не изменяются',
    );
  }
  return contractor;
};

export const attachDocument = async (
  ctx: AppContext,
  principal: Principal,
  body: { validationDocumentId: number; fileGuid: string },
) => {
  await requireEditable(ctx, principal.ownerId);
  const type = await findDocumentType(ctx.db, body.validationDocumentId);
  if (!type) throw unprocessable([fieldProblem(['validationDocumentId'], 'такого типа документа нет')]);
  const file = (await findAttachableFiles(ctx.db, principal, [body.fileGuid])).get(body.fileGuid);
  if (!file) {
    throw unprocessable([fieldProblem(['fileGuid'], 'файл не найден среди загруженных вашей компанией')]);
  }
  const row = await insertContractorDocument(ctx.db, {
    contractorId: principal.ownerId,
    validationDocumentId: type.id,
    fileId: file.id,
  });
  await writeAudit(ctx.db, {
    actorUserId: principal.userId,
    entity: 'contractor',
    entityId: principal.ownerId,
    action: 'attach-validation-document',
    details: { validationDocumentId: type.id, fileGuid: file.guid },
  });
  return presentContractorDocument({ document: row, file });
};

export const detachDocument = async (ctx: AppContext, principal: Principal, id: number) => {
  await requireEditable(ctx, principal.ownerId);
  if (!(await deleteContractorDocument(ctx.db, principal.ownerId, id))) throw notFound('Документ не найден');
  await writeAudit(ctx.db, {
    actorUserId: principal.userId,
    entity: 'contractor',
    entityId: principal.ownerId,
    action: 'detach-validation-document',
    details: { documentId: id },
  });
};

/** PATCH status/2: every required document type must have a file, and only from "new" or "rejected". */
export const sendForVerification = async (
  ctx: AppContext,
  principal: Principal,
): Promise<VerificationState> => {
  const contractor = await findContractor(ctx.db, principal.ownerId);
  if (!contractor) throw notFound('Перевозчик не найден');
  if (!canTransition('sendForVerification', contractor.status as ContractorStatus)) {
    throw conflict(
      `Нельзя отправить на проверку в статусе «${CONTRACTOR_STATUS_LABELS[contractor.status as ContractorStatus]}»`,
    );
  }
  const [types, documents] = await Promise.all([
    listDocumentTypes(ctx.db),
    listContractorDocuments(ctx.db, principal.ownerId),
  ]);
  const missing = types.filter(
    (type) => type.required && !documents.some((row) => row.document.validationDocumentId === type.id),
  );
  if (missing.length > 0) {
    throw unprocessable(
      missing.map((type) => `${type.name}: документ не загружен`),
      'Загрузите все обязательные документы',
    );
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(contractors)
      .set({ status: CONTRACTOR_TRANSITIONS.sendForVerification.to, updatedAt: new Date() })
      .where(eq(contractors.id, contractor.id));
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: 'contractor',
      entityId: contractor.id,
      action: 'send-for-verification',
      fromState: contractor.status,
      toState: CONTRACTOR_TRANSITIONS.sendForVerification.to,
    });
    await recordContractorStatusEvent(
      tx,
      contractor.id,
      CONTRACTOR_TRANSITIONS.sendForVerification.to,
      null,
      ctx.clock.now(),
    );
  });
  await notifyUsers(ctx, await findCustomerAdminIds(ctx.db), {
    type: 'contractor-sent-for-verification',
    title: 'Документы на верификацию',
    text: `Перевозчик ${quoted(contractor.name)} (ИНН ${contractor.inn}) отправил документы на верификацию.`,
    link: `/verification/contractor/${contractor.id}`,
    mail: true,
  });
  return getVerificationState(ctx, contractor.id);
};
