import {
  contractorProformaParamsSchema,
  contractorProformasParamsSchema,
  proformaBuildBodySchema,
  proformaDocumentsBodySchema,
  proformaSchema,
  proformaUpdateBodySchema,
} from '@portal/contract/proformas/proformas.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import {
  buildProforma,
  deleteProforma,
  sendProforma,
  updateProforma,
  updateProformaDocuments,
} from './contractor-proformas.service';
import { publishProforma } from './proforma-live';
import { notifyProformaTransition } from './proforma-notifications';
import { proformaReadRoutes } from './proforma-read.routes';

const tags = ['Проформы (перевозчик)'];
const LIST = '/api/contractors/:contractorId/proforms';
const ONE = `${LIST}/:proformaId`;
const _READ = { access: 'contractor' } as const;
const EDIT = { access: 'contractor:admin' } as const;

// DESIGN 12 «Proformas»: the carrier builds, edits, sends and deletes (admins); its user role reads.
export const contractorProformaRoutes: Module = (app, ctx) => {
  const routes = withZod(app);
  proformaReadRoutes(app, ctx, 'contractor');

  routes.post(
    LIST,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Сформировать проформу за период',
        params: contractorProformasParamsSchema,
        body: proformaBuildBodySchema,
        response: { 201: proformaSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await publishProforma(ctx, await buildProforma(ctx, requirePrincipal(request), request.body))),
  );

  routes.put(
    ONE,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Изменить проформу: комментарий, удаление строк, доплаты',
        params: contractorProformaParamsSchema,
        body: proformaUpdateBodySchema,
        response: { 200: proformaSchema },
      },
    },
    async (request) =>
      publishProforma(
        ctx,
        await updateProforma(ctx, requirePrincipal(request), request.params.proformaId, request.body),
      ),
  );

  routes.delete(
    ONE,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Удалить черновик или возвращённую проформу',
        params: contractorProformaParamsSchema,
        response: { 200: proformaSchema },
      },
    },
    async (request) =>
      publishProforma(ctx, await deleteProforma(ctx, requirePrincipal(request), request.params.proformaId)),
  );

  routes.put(
    `${ONE}/documents`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Документы проформы (УПД, акт, счёт-фактура)',
        params: contractorProformaParamsSchema,
        body: proformaDocumentsBodySchema,
        response: { 200: proformaSchema },
      },
    },
    async (request) =>
      publishProforma(
        ctx,
        await updateProformaDocuments(
          ctx,
          requirePrincipal(request),
          request.params.proformaId,
          request.body,
        ),
      ),
  );

  routes.patch(
    `${ONE}/send`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Отправить проформу заказчику',
        params: contractorProformaParamsSchema,
        response: { 200: proformaSchema },
      },
    },
    async (request) =>
      publishProforma(
        ctx,
        await notifyProformaTransition(
          ctx,
          'send',
          await sendProforma(ctx, requirePrincipal(request), request.params.proformaId),
        ),
      ),
  );
};
