import {
  contractorProformaListQuerySchema,
  contractorProformaParamsSchema,
  contractorProformasParamsSchema,
  customerProformaListQuerySchema,
  customerProformaParamsSchema,
  customerProformasParamsSchema,
  proformaListSchema,
  proformaSchema,
  proformaViewQuerySchema,
} from '@portal/contract/proformas/proformas.schemas';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { AppContext } from '../../core/context';
import { withZod } from '../../core/module';
import { answerProforma, answerProformaList, answerProformaPdf } from './proforma-answers';

const SIDES = {
  contractor: {
    tags: ['Проформы (перевозчик)'],
    list: '/api/contractors/:contractorId/proforms',
    listSummary: 'Проформы перевозчика',
    listParams: contractorProformasParamsSchema,
    listQuery: contractorProformaListQuerySchema,
    params: contractorProformaParamsSchema,
    access: 'contractor',
  },
  customer: {
    tags: ['Проформы (заказчик)'],
    list: '/api/customers/:customerId/proforms',
    listSummary: 'Проформы перевозчиков',
    listParams: customerProformasParamsSchema,
    listQuery: customerProformaListQuerySchema,
    params: customerProformaParamsSchema,
    access: 'customer',
  },
} as const;

/**
 * The list and one proforma as JSON, Excel or PDF, the same on both sides: the side's paths, its read access (user
 * roles too) and the proformas found through the caller's company (the other party is a filter).
 */
export const proformaReadRoutes = (app: FastifyInstance, ctx: AppContext, side: keyof typeof SIDES) => {
  const routes = withZod(app);
  const { tags, list, listSummary, access } = SIDES[side];
  const one = `${list}/:proformaId`;
  // The two sides' params and queries differ only in the company's name: the wider types let one handler serve both.
  const listParams = SIDES[side].listParams as
    | typeof contractorProformasParamsSchema
    | typeof customerProformasParamsSchema;
  const listQuery = SIDES[side].listQuery as
    | typeof contractorProformaListQuerySchema
    | typeof customerProformaListQuerySchema;
  const params = SIDES[side].params as
    | typeof contractorProformaParamsSchema
    | typeof customerProformaParamsSchema;

  routes.get(
    list,
    {
      config: { access },
      schema: {
        tags: [...tags],
        summary: listSummary,
        params: listParams,
        querystring: listQuery,
        response: { 200: proformaListSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const other =
        'customer' in query ? query.customer : 'contractor' in query ? query.contractor : undefined;
      const owner = { ownerType: side, ownerId: requirePrincipal(request).ownerId, other };
      return answerProformaList(ctx, reply, owner, query, format);
    },
  );

  routes.get(
    one,
    {
      config: { access },
      schema: {
        tags: [...tags],
        summary: 'Проформа; ?format=xlsx — строки книгой Excel',
        params,
        querystring: proformaViewQuerySchema,
        response: { 200: proformaSchema },
      },
    },
    async (request, reply) =>
      answerProforma(ctx, reply, requirePrincipal(request), request.params.proformaId, request.query.format),
  );

  routes.get(
    `${one}/pdf`,
    {
      config: { access },
      schema: {
        tags: [...tags],
        summary: 'Счёт на оплату и акт оказанных услуг (PDF)',
        description:
          'application/pdf вложением «Проформа <номер>.pdf»: счёт на оплату, затем с новой страницы акт оказанных услуг',
        params,
      },
    },
    async (request, reply) =>
      answerProformaPdf(ctx, reply, requirePrincipal(request), request.params.proformaId),
  );
};
