import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import {
  CONTACT_REQUISITES_MESSAGES,
  contactRequisiteParamsSchema,
  contactRequisiteSchema,
  contactRequisitesBodySchema,
  contactRequisitesContractorParamsSchema,
  contactRequisitesListQuerySchema,
  contactRequisitesParamsSchema,
  contractorContactRequisiteParamsSchema,
  contractorContactRequisitesParamsSchema,
  contractorViewSchema,
  createContactRequisitesBodySchema,
  customerContactsSchema,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import {
  createContactRequisite,
  deleteContactRequisite,
  getContactRequisite,
  getContractorView,
  listContactRequisites,
  saveContractorCard,
  updateContactRequisite,
} from './contact-requisites.service';
import { getCustomerContact, listCustomerContacts } from './customer-contacts.service';

const tags = ['Контактные реквизиты'];
const BASE = '/api/customers/:customerId/contact-requisites';

// SPEC 7 "contact-requisites CRUD": customer users read, customer admins change; carriers read what they see.
export const contactRequisitesRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    BASE,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Контактные реквизиты заказчика (по умолчанию и для перевозчиков)',
        params: contactRequisitesParamsSchema,
        querystring: contactRequisitesListQuerySchema,
        response: { 200: pageOf(contactRequisiteSchema) },
      },
    },
    async (request) => listContactRequisites(ctx, requirePrincipal(request), request.query),
  );

  routes.post(
    BASE,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Добавить реквизиты: для всех перевозчиков или для одного партнёра',
        params: contactRequisitesParamsSchema,
        body: createContactRequisitesBodySchema,
        response: { 201: contactRequisiteSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createContactRequisite(ctx, requirePrincipal(request), request.body)),
  );

  routes.get(
    `${BASE}/contractor/:contractorId`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Реквизиты, которые видит перевозчик (свои или по умолчанию)',
        params: contactRequisitesContractorParamsSchema,
        response: { 200: contractorViewSchema },
      },
    },
    async (request) => getContractorView(ctx, requirePrincipal(request), request.params.contractorId),
  );

  routes.put(
    `${BASE}/contractor/:contractorId`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Задать реквизиты для перевозчика',
        params: contactRequisitesContractorParamsSchema,
        body: contactRequisitesBodySchema,
        response: { 200: contractorViewSchema },
      },
    },
    async (request) =>
      saveContractorCard(ctx, requirePrincipal(request), request.params.contractorId, request.body),
  );

  routes.get(
    `${BASE}/:contactId`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Контактные реквизиты',
        params: contactRequisiteParamsSchema,
        response: { 200: contactRequisiteSchema },
      },
    },
    async (request) => getContactRequisite(ctx, requirePrincipal(request), request.params.contactId),
  );

  routes.put(
    `${BASE}/:contactId`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Изменить контактные реквизиты',
        params: contactRequisiteParamsSchema,
        body: contactRequisitesBodySchema,
        response: { 200: contactRequisiteSchema },
      },
    },
    async (request) =>
      updateContactRequisite(ctx, requirePrincipal(request), request.params.contactId, request.body),
  );

  routes.delete(
    `${BASE}/:contactId`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Удалить контактные реквизиты',
        params: contactRequisiteParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteContactRequisite(ctx, requirePrincipal(request), request.params.contactId);
      return { message: CONTACT_REQUISITES_MESSAGES.deleted };
    },
  );

  routes.get(
    '/api/contractors/:contractorId/contact-requisites',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Контакты заказчиков, у которых перевозчик в партнёрах',
        params: contractorContactRequisitesParamsSchema,
        response: { 200: customerContactsSchema },
      },
    },
    async (request) => listCustomerContacts(ctx, requirePrincipal(request)),
  );

  routes.get(
    '/api/contractors/:contractorId/customers/:customerId/contact-requisites/:contactId',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Контактные реквизиты заказчика для перевозчика',
        params: contractorContactRequisiteParamsSchema,
        response: { 200: contactRequisiteSchema },
      },
    },
    async (request) =>
      getCustomerContact(ctx, requirePrincipal(request), request.params.customerId, request.params.contactId),
  );
};
