import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import { idParamSchema } from '@portal/contract/ids';
import {
  attachValidationDocumentBodySchema,
  contractorValidationDocumentSchema,
  validationDocumentTypeSchema,
  verificationStateSchema,
} from '@portal/contract/verification/verification.schemas';
import * as z from 'zod';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { presentDocumentType } from './verification.presenter';
import { listDocumentTypes } from './verification.repository';
import {
  attachDocument,
  detachDocument,
  getVerificationState,
  sendForVerification,
} from './verification.service';
import { verificationFileRule } from './verification-file-access';

const tags = ['Верификация перевозчика'];
const contractorParams = z.object({ contractorId: idParamSchema });
const documentParams = z.object({ id: idParamSchema });

export const verificationRoutes: Module = (app, ctx) => {
  const routes = withZod(app);
  ctx.fileAccess.addRule(verificationFileRule(ctx.db));

  routes.get(
    '/api/validation-documents',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Типы документов для верификации',
        response: { 200: z.array(validationDocumentTypeSchema) },
      },
    },
    async () => (await listDocumentTypes(ctx.db)).map(presentDocumentType),
  );

  routes.get(
    '/api/contractors/:contractorId/verification',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Состояние верификации и загруженные документы',
        params: contractorParams,
        response: { 200: verificationStateSchema },
      },
    },
    async (request) => getVerificationState(ctx, request.params.contractorId),
  );

  routes.post(
    '/api/contractor-validatation-documents',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Прикрепить загруженный файл как документ верификации',
        body: attachValidationDocumentBodySchema,
        response: { 201: contractorValidationDocumentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await attachDocument(ctx, requirePrincipal(request), request.body)),
  );

  routes.delete(
    '/api/contractor-validatation-documents/:id',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Удалить документ верификации',
        params: documentParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await detachDocument(ctx, requirePrincipal(request), request.params.id);
      return { message: 'Документ удалён' };
    },
  );

  routes.patch(
    '/api/contractors/:contractorId/status/2',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Отправить на верификацию',
        params: contractorParams,
        response: { 200: verificationStateSchema },
      },
    },
    async (request) => sendForVerification(ctx, requirePrincipal(request)),
  );
};
