import {
  exampleDocumentSetBodySchema,
  exampleDocumentSetSchema,
  publishedExampleDocumentsSchema,
} from '@portal/contract/example-documents/example-documents.schemas';
import { idParamSchema } from '@portal/contract/ids';
import * as z from 'zod';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import {
  exampleDocumentFileRule,
  getExampleDocuments,
  listPublishedExampleDocuments,
  saveExampleDocuments,
} from './example-documents.service';

const tags = ['Образцы документов'];
const params = z.object({ customerId: idParamSchema });

// SPEC 7: "example_documents GET and PUT"; SPEC 2.2: the configuration screen is for customer admins.
export const exampleDocumentsRoutes: Module = (app, ctx) => {
  const routes = withZod(app);
  ctx.fileAccess.addRule(exampleDocumentFileRule(ctx));

  routes.get(
    '/api/customers/:customerId/example_documents',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Образцы документов заказчика',
        params,
        response: { 200: exampleDocumentSetSchema },
      },
    },
    async (request) => getExampleDocuments(ctx, request.params.customerId),
  );

  routes.put(
    '/api/customers/:customerId/example_documents',
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Заменить набор образцов документов',
        params,
        body: exampleDocumentSetBodySchema,
        response: { 200: exampleDocumentSetSchema },
      },
    },
    async (request) =>
      saveExampleDocuments(ctx, requirePrincipal(request), request.params.customerId, request.body),
  );

  routes.get(
    '/api/example_documents',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Образцы документов всех заказчиков',
        response: { 200: publishedExampleDocumentsSchema },
      },
    },
    async () => listPublishedExampleDocuments(ctx),
  );
};
