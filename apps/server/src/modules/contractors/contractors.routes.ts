import { requisitesSchema } from '@portal/contract/companies/requisites.schemas';
import {
  contractorParamsSchema,
  contractorRecordSchema,
} from '@portal/contract/contractors/contractors.schemas';
import {
  partnerCustomerListQuerySchema,
  partnerCustomerSchema,
} from '@portal/contract/contractors/partners.schemas';
import { lookupAnswer } from '@portal/contract/lookups/lookups.schemas';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { listPartnerCustomers, listRelatedOwners } from './contractor-partners.service';
import { getOwnContractor, updateOwnRequisites } from './contractors.service';
import { customerContractorsRoutes } from './customer-contractors.routes';

const tags = ['Перевозчик'];
const params = contractorParamsSchema;

/** The carrier's own record and the customers it is a partner of; the customer side is registered alongside. */
export const contractorsRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    '/api/contractors/:contractorId',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Карточка компании перевозчика',
        params,
        response: { 200: contractorRecordSchema },
      },
    },
    async (request) => getOwnContractor(ctx, requirePrincipal(request)),
  );

  routes.put(
    '/api/contractors/:contractorId',
    {
      config: { access: 'contractor:admin' },
      schema: {
        tags,
        summary: 'Изменить реквизиты компании (ИНН верифицированного перевозчика не меняется)',
        params,
        body: requisitesSchema,
        response: { 200: contractorRecordSchema },
      },
    },
    async (request) => updateOwnRequisites(ctx, requirePrincipal(request), request.body),
  );

  routes.get(
    '/api/contractors/:contractorId/related_owners',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Заказчики, у которых перевозчик в партнёрах (для выбора, без страниц)',
        params,
        response: { 200: lookupAnswer(partnerCustomerSchema) },
      },
    },
    async (request) => listRelatedOwners(ctx, requirePrincipal(request)),
  );

  routes.get(
    '/api/contractors/:contractorId/partners',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Заказчики-партнёры перевозчика (постранично, поиск по названию и ИНН)',
        params,
        querystring: partnerCustomerListQuerySchema,
        response: { 200: pageOf(partnerCustomerSchema) },
      },
    },
    async (request) => listPartnerCustomers(ctx, requirePrincipal(request), request.query),
  );

  customerContractorsRoutes(app, ctx);
};
