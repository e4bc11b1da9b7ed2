import { idParamSchema } from '@portal/contract/ids';
import { pageOf } from '@portal/contract/pagination';
import {
  contractorVerificationSchema,
  verificationDecisionBodySchema,
  verificationQueueItemSchema,
  verificationQueueQuerySchema,
} from '@portal/contract/verification/verification.schemas';
import * as z from 'zod';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import {
  decideVerification,
  getContractorVerification,
  listVerificationQueue,
} from './verification-decision.service';

const tags = ['Верификация перевозчика'];
const customerParams = z.object({ customerId: idParamSchema });
const contractorParams = z.object({ customerId: idParamSchema, contractorId: idParamSchema });

/** The customer's side: carriers waiting for a decision, their documents, and the decision itself. */
export const verificationDecisionRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    '/api/customers/:customerId/verification/contractors',
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Перевозчики по статусу верификации (ожидающие решения первыми)',
        params: customerParams,
        querystring: verificationQueueQuerySchema,
        response: { 200: pageOf(verificationQueueItemSchema) },
      },
    },
    async (request) => listVerificationQueue(ctx, request.query),
  );

  routes.get(
    '/api/customers/:customerId/verification/contractors/:contractorId',
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Реквизиты, документы и статус верификации перевозчика',
        params: contractorParams,
        response: { 200: contractorVerificationSchema },
      },
    },
    async (request) => getContractorVerification(ctx, request.params.contractorId),
  );

  routes.patch(
    '/api/customers/:customerId/verification/contractors/:contractorId',
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Решение по верификации: 1 верифицирован, 3 отклонён (с причиной)',
        params: contractorParams,
        body: verificationDecisionBodySchema,
        response: { 200: contractorVerificationSchema },
      },
    },
    async (request) =>
      decideVerification(ctx, requirePrincipal(request), request.params.contractorId, request.body),
  );
};
