import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import { contractorCardSchema } from '@portal/contract/contractors/contractor-card.schemas';
import {
  customerContractorParamsSchema,
  customerParamsSchema,
} from '@portal/contract/contractors/contractors.schemas';
import {
  accreditPartnerBodySchema,
  addPartnerBodySchema,
  blockPartnerBodySchema,
  customerContractorListQuerySchema,
  partnerContractorSchema,
} from '@portal/contract/contractors/partners.schemas';
import {
  contractorLookupQuerySchema,
  contractorOptionSchema,
  lookupAnswer,
} from '@portal/contract/lookups/lookups.schemas';
import { pageOf } from '@portal/contract/pagination';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { AppContext } from '../../core/context';
import { withZod } from '../../core/module';
import { getContractorCard } from './contractor-card.service';
import {
  addPartner,
  changePartnerStatus,
  listCustomerContractors,
  lookupContractors,
  removePartner,
} from './contractor-partners.service';

const tags = ['Перевозчики заказчика'];
const BASE = '/api/customers/:customerId';

// SPEC 7: PATCH .../contractors/{cid}/status/1 and status/3 are separate calls.
const STATUS_CHANGES = [
  { status: 1, transition: 'accredit', body: accreditPartnerBodySchema, summary: 'Аккредитовать партнёра' },
  {
    status: 3,
    transition: 'block',
    body: blockPartnerBodySchema,
    summary: 'Заблокировать партнёра (с причиной)',
  },
] as const;

/**
 * A PATCH without a body (accrediting needs none) is an empty form, so blocking without one names the missing
 * reason rather than the whole request.
 */
const emptyBodyAsForm = async (request: FastifyRequest) => {
  request.body ??= {};
};

/** The customer's side: its partners, every verified carrier, partner changes, the carrier card and the lookup. */
export const customerContractorsRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const routes = withZod(app);

  for (const [path, scope, summary] of [
    ['contractors', 'partners', 'Партнёры заказчика'],
    ['all-contractors', 'verified', 'Все верифицированные перевозчики со статусом партнёра'],
  ] as const) {
    routes.get(
      `${BASE}/${path}`,
      {
        config: { access: 'customer' },
        schema: {
          tags,
          summary,
          params: customerParamsSchema,
          querystring: customerContractorListQuerySchema,
          response: { 200: pageOf(partnerContractorSchema) },
        },
      },
      async (request) => listCustomerContractors(ctx, requirePrincipal(request), scope, request.query),
    );
  }

  routes.post(
    `${BASE}/contractor_partners`,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Добавить верифицированного перевозчика в партнёры (аккредитован)',
        params: customerParamsSchema,
        body: addPartnerBodySchema,
        response: { 201: partnerContractorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addPartner(ctx, requirePrincipal(request), request.body.contractorId)),
  );

  routes.delete(
    `${BASE}/contractor_partners/:contractorId`,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Удалить перевозчика из партнёров (и из списков перевозчиков заказчика)',
        params: customerContractorParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => removePartner(ctx, requirePrincipal(request), request.params.contractorId),
  );

  for (const { status, transition, body, summary } of STATUS_CHANGES) {
    routes.patch(
      `${BASE}/contractors/:contractorId/status/${status}`,
      {
        config: { access: 'customer:admin' },
        preValidation: emptyBodyAsForm,
        schema: {
          tags,
          summary: `${summary}; тело application/x-www-form-urlencoded или JSON`,
          params: customerContractorParamsSchema,
          body,
          response: { 200: partnerContractorSchema },
        },
      },
      async (request) =>
        changePartnerStatus(
          ctx,
          requirePrincipal(request),
          request.params.contractorId,
          transition,
          request.body.reason ?? null,
        ),
    );
  }

  routes.get(
    `${BASE}/contractors/:contractorId/card`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Карточка перевозчика: реквизиты, документы, пользователи, статус партнёра, история',
        params: customerContractorParamsSchema,
        response: { 200: contractorCardSchema },
      },
    },
    async (request) => getContractorCard(ctx, requirePrincipal(request), request.params.contractorId),
  );

  routes.get(
    `${BASE}/lookup/contractors`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary:
          'Перевозчики для выбора: по названию или ИНН, или по id (id=1&id=2, id[]=1, id[0]=1), не более 100',
        params: customerParamsSchema,
        querystring: contractorLookupQuerySchema,
        response: { 200: lookupAnswer(contractorOptionSchema) },
      },
    },
    async (request) => lookupContractors(ctx, requirePrincipal(request), request.query),
  );
};
