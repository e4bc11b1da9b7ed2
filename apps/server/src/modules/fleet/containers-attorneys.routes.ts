import {
  ATTORNEY_FIELD_LABELS,
  ATTORNEY_MESSAGES,
  attorneyBodySchema,
  attorneyParamsSchema,
  attorneySchema,
  attorneysQuerySchema,
  customerAttorneyParamsSchema,
  customerAttorneysQuerySchema,
} from '@portal/contract/fleet/attorneys.schemas';
import {
  CONTAINER_MESSAGES,
  containerBodySchema,
  containerParamsSchema,
  containerSchema,
  containersQuerySchema,
} from '@portal/contract/fleet/containers.schemas';
import type { Module } from '../../core/module';
import {
  attorneyAction,
  createAttorney,
  editAttorney,
  getAttorney,
  listAttorneys,
  removeAttorney,
} from './attorneys.service';
import {
  createContainer,
  editContainer,
  getContainer,
  listContainers,
  removeContainer,
} from './containers.service';
import { registerCarrierRegister, registerCustomerView, registerStatusActions } from './fleet-routes';
import { verifiedCarrierOnly } from './verified-carrier';

const CONTAINERS = '/api/contractors/:contractorId/containers';
const ATTORNEYS = '/api/contractors/:contractorId/attorneys';

// SPEC 2.2 «Containers» (list A,V,C; add AM) and «Attorneys» (list A,V,C; add AM; edit Adm; customer list K).
export const containersAttorneysRoutes: Module = (app, ctx) => {
  const containerTags = ['Контейнеры'];
  const attorneyTags = ['Доверенности'];
  const preValidation = verifiedCarrierOnly(ctx);

  registerCarrierRegister(app, {
    preValidation,
    path: CONTAINERS,
    idParam: 'containerId',
    tags: containerTags,
    itemParams: containerParamsSchema,
    query: containersQuerySchema,
    body: containerBodySchema,
    item: containerSchema,
    summaries: {
      list: 'Контейнеры перевозчика',
      create: 'Добавить контейнер',
      get: 'Контейнер',
      edit: 'Изменить контейнер',
      remove: 'Удалить контейнер',
    },
    access: {
      create: 'contractor:admin-or-manager',
      edit: 'contractor:admin-or-manager',
      remove: 'contractor:admin-or-manager',
    },
    deleted: CONTAINER_MESSAGES.deleted,
    list: (principal, query) => listContainers(ctx, principal, query),
    create: (principal, values) => createContainer(ctx, principal, values),
    get: (principal, id) => getContainer(ctx, principal, id),
    edit: (principal, id, values) => editContainer(ctx, principal, id, values),
    remove: (principal, id) => removeContainer(ctx, principal, id),
  });

  registerCarrierRegister(app, {
    preValidation,
    path: ATTORNEYS,
    idParam: 'attorneyId',
    tags: attorneyTags,
    itemParams: attorneyParamsSchema,
    query: attorneysQuerySchema,
    body: attorneyBodySchema,
    item: attorneySchema,
    summaries: {
      list: 'Доверенности перевозчика',
      create: 'Выдать доверенность водителю',
      get: 'Доверенность',
      edit: 'Изменить доверенность',
      remove: 'Удалить доверенность',
    },
    access: { create: 'contractor:admin-or-manager', edit: 'contractor:admin', remove: 'contractor:admin' },
    deleted: ATTORNEY_MESSAGES.deleted,
    fieldLabels: ATTORNEY_FIELD_LABELS,
    list: (principal, query) => listAttorneys(ctx, principal, query),
    create: (principal, values) => createAttorney(ctx, principal, values),
    get: (principal, id) => getAttorney(ctx, principal, id),
    edit: (principal, id, values) => editAttorney(ctx, principal, id, values),
    remove: (principal, id) => removeAttorney(ctx, principal, id),
  });
  registerStatusActions(app, {
    preValidation,
    itemPath: `${ATTORNEYS}/:attorneyId`,
    idParam: 'attorneyId',
    tags: attorneyTags,
    access: 'contractor:admin',
    params: attorneyParamsSchema,
    item: attorneySchema,
    summaries: { cancel: 'Отозвать доверенность', uncancel: 'Восстановить доверенность' },
    run: (principal, id, action) => attorneyAction(ctx, principal, id, action),
  });

  registerCustomerView(app, {
    path: '/api/customers/:customerId/attorneys',
    idParam: 'attorneyId',
    tags: attorneyTags,
    itemParams: customerAttorneyParamsSchema,
    query: customerAttorneysQuerySchema,
    item: attorneySchema,
    summaries: {
      list: 'Доверенности водителей партнёров-перевозчиков',
      get: 'Доверенность водителя перевозчика',
    },
    list: (principal, query) => listAttorneys(ctx, principal, query),
    get: (principal, id) => getAttorney(ctx, principal, id),
  });
};
