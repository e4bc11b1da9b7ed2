import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import {
  CONTRACTOR_LIST_MESSAGES,
  contractorListBodySchema,
  contractorListParamsSchema,
  contractorListQuerySchema,
  contractorListSchema,
  contractorListSummarySchema,
  contractorListsParamsSchema,
  copyContractorListBodySchema,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import {
  copyContractorList,
  createContractorList,
  deleteContractorList,
  getContractorList,
  listContractorLists,
  updateContractorList,
} from './contractor-lists.service';

const tags = ['Списки перевозчиков'];
const LISTS = '/api/customers/:customerId/contractor-lists';
const LIST = `${LISTS}/:contractorListId`;

// SPEC 2.2: every customer user reads the lists; admins and managers change them; copying is for admins.
export const contractorListsRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    LISTS,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Списки перевозчиков (фильтр по названию и по перевозчику)',
        params: contractorListsParamsSchema,
        querystring: contractorListQuerySchema,
        response: { 200: pageOf(contractorListSummarySchema) },
      },
    },
    async (request) => listContractorLists(ctx, requirePrincipal(request), request.query),
  );

  routes.post(
    LISTS,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Новый список из аккредитованных верифицированных партнёров',
        params: contractorListsParamsSchema,
        body: contractorListBodySchema,
        response: { 201: contractorListSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createContractorList(ctx, requirePrincipal(request), request.body)),
  );

  routes.get(
    LIST,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Список перевозчиков с текущим состоянием участников',
        params: contractorListParamsSchema,
        response: { 200: contractorListSchema },
      },
    },
    async (request) => getContractorList(ctx, requirePrincipal(request), request.params.contractorListId),
  );

  routes.put(
    LIST,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Изменить название и участников списка',
        params: contractorListParamsSchema,
        body: contractorListBodySchema,
        response: { 200: contractorListSchema },
      },
    },
    async (request) =>
      updateContractorList(ctx, requirePrincipal(request), request.params.contractorListId, request.body),
  );

  routes.post(
    `${LIST}/copy`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Копия списка под новым названием, с теми же участниками',
        params: contractorListParamsSchema,
        body: copyContractorListBodySchema,
        response: { 201: contractorListSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await copyContractorList(
            ctx,
            requirePrincipal(request),
            request.params.contractorListId,
            request.body,
          ),
        ),
  );

  routes.delete(
    LIST,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Удалить список перевозчиков',
        params: contractorListParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteContractorList(ctx, requirePrincipal(request), request.params.contractorListId);
      return { message: CONTRACTOR_LIST_MESSAGES.deleted };
    },
  );
};
