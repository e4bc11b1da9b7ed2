import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import {
  DRIVER_DRAFT_MESSAGES,
  driverDraftParamsSchema,
  driverDraftSchema,
  driverDraftsQuerySchema,
} from '@portal/contract/fleet/driver-drafts.schemas';
import {
  customerDriverParamsSchema,
  DRIVER_MESSAGES,
  driverBodySchema,
  driverParamsSchema,
  driverSchema,
  expressCheckBodySchema,
  expressCheckSchema,
} from '@portal/contract/fleet/drivers.schemas';
import {
  contractorParamsSchema,
  customerFleetListQuerySchema,
  customerParamsSchema,
  fleetListQuerySchema,
  reasonBodySchema,
} from '@portal/contract/fleet/fleet-common.schemas';
import { CARRIER_DRIVER_ACTIONS } from '@portal/contract/fleet/fleet-states';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import {
  customerDriverAction,
  getCustomerDriver,
  listCustomerDrivers,
  setExpressCheck,
} from './customer-drivers.service';
import { decideDriverDraft, getDriverDraft, listDriverDrafts } from './driver-drafts.service';
import {
  carrierDriverAction,
  createDriver,
  editDriver,
  getDriver,
  listDrivers,
  removeDriver,
} from './drivers.service';

const tags = ['Водители'];
const CARRIER = '/api/contractors/:contractorId/drivers';
const CUSTOMER = '/api/customers/:customerId/drivers';
const DRAFTS = '/api/customers/:customerId/driver-drafts';

// SPEC 2.2 «Drivers» and DESIGN 11 «Fleet»: lists for every user of the side, changes for admins and managers.
export const driversRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    CARRIER,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Водители перевозчика',
        params: contractorParamsSchema,
        querystring: fleetListQuerySchema,
        response: { 200: pageOf(driverSchema) },
      },
    },
    async (request) => listDrivers(ctx, requirePrincipal(request), request.query),
  );

  routes.post(
    CARRIER,
    {
      config: { access: 'contractor:admin-or-manager' },
      schema: {
        tags,
        summary: 'Добавить водителя (статус «Новый»)',
        params: contractorParamsSchema,
        body: driverBodySchema,
        response: { 201: driverSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDriver(ctx, requirePrincipal(request), request.body)),
  );

  routes.get(
    `${CARRIER}/:driverId`,
    {
      config: { access: 'contractor' },
      schema: { tags, summary: 'Водитель', params: driverParamsSchema, response: { 200: driverSchema } },
    },
    async (request) => getDriver(ctx, requirePrincipal(request), request.params.driverId),
  );

  routes.put(
    `${CARRIER}/:driverId`,
    {
      config: { access: 'contractor:admin-or-manager' },
      schema: {
        tags,
        summary: 'Изменить водителя; изменения проверенного водителя уходят заказчику черновиком',
        params: driverParamsSchema,
        body: driverBodySchema,
        response: { 200: driverSchema },
      },
    },
    async (request) => editDriver(ctx, requirePrincipal(request), request.params.driverId, request.body),
  );

  routes.delete(
    `${CARRIER}/:driverId`,
    {
      config: { access: 'contractor:admin-or-manager' },
      schema: {
        tags,
        summary: 'Удалить нового или отклонённого водителя',
        params: driverParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await removeDriver(ctx, requirePrincipal(request), request.params.driverId);
      return { message: DRIVER_MESSAGES.deleted };
    },
  );

  for (const action of CARRIER_DRIVER_ACTIONS)
    routes.patch(
      `${CARRIER}/:driverId/${action}`,
      {
        config: { access: 'contractor:admin-or-manager' },
        schema: {
          tags,
          summary:
            action === 'tocheck' ? 'Отправить водителя на проверку' : 'Восстановить отклонённого водителя',
          params: driverParamsSchema,
          response: { 200: driverSchema },
        },
      },
      async (request) => carrierDriverAction(ctx, requirePrincipal(request), request.params.driverId, action),
    );

  routes.get(
    CUSTOMER,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Водители партнёров-перевозчиков',
        params: customerParamsSchema,
        querystring: customerFleetListQuerySchema,
        response: { 200: pageOf(driverSchema) },
      },
    },
    async (request) => listCustomerDrivers(ctx, requirePrincipal(request), request.query),
  );

  routes.get(
    `${CUSTOMER}/:driverId`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Водитель перевозчика',
        params: customerDriverParamsSchema,
        response: { 200: driverSchema },
      },
    },
    async (request) => getCustomerDriver(ctx, requirePrincipal(request), request.params.driverId),
  );

  routes.patch(
    `${CUSTOMER}/:driverId/to_verification`,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Подтвердить проверку водителя',
        params: customerDriverParamsSchema,
        response: { 200: driverSchema },
      },
    },
    async (request) =>
      customerDriverAction(ctx, requirePrincipal(request), request.params.driverId, 'to_verification', null),
  );

  for (const action of ['tocancel', 'tonew'] as const)
    routes.patch(
      `${CUSTOMER}/:driverId/${action}`,
      {
        config: { access: 'customer:admin-or-manager' },
        schema: {
          tags,
          summary:
            action === 'tocancel' ? 'Отклонить (заблокировать) водителя' : 'Вернуть водителя на доработку',
          params: customerDriverParamsSchema,
          body: reasonBodySchema,
          response: { 200: driverSchema },
        },
      },
      async (request) =>
        customerDriverAction(
          ctx,
          requirePrincipal(request),
          request.params.driverId,
          action,
          request.body.reason,
        ),
    );

  routes.patch(
    '/api/customers/:customerId/express-drivers-check',
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Экспресс-проверка водителей перевозчика: отправленный на проверку водитель сразу проверен',
        params: customerParamsSchema,
        body: expressCheckBodySchema,
        response: { 200: expressCheckSchema },
      },
    },
    async (request) =>
      setExpressCheck(ctx, requirePrincipal(request), request.body.contractor, request.body.enabled),
  );

  routes.get(
    DRAFTS,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Изменения проверенных водителей, ждущие решения',
        params: customerParamsSchema,
        querystring: driverDraftsQuerySchema,
        response: { 200: pageOf(driverDraftSchema) },
      },
    },
    async (request) => listDriverDrafts(ctx, requirePrincipal(request), request.query),
  );

  routes.get(
    `${DRAFTS}/:driverDraftId`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Изменения водителя по полям',
        params: driverDraftParamsSchema,
        response: { 200: driverDraftSchema },
      },
    },
    async (request) => getDriverDraft(ctx, requirePrincipal(request), request.params.driverDraftId),
  );

  for (const action of ['accept', 'decline'] as const)
    routes.patch(
      `${DRAFTS}/:driverDraftId/${action}`,
      {
        config: { access: 'customer:admin-or-manager' },
        schema: {
          tags,
          summary: DRIVER_DRAFT_MESSAGES[action],
          params: driverDraftParamsSchema,
          response: { 200: driverDraftSchema },
        },
      },
      async (request) =>
        decideDriverDraft(ctx, requirePrincipal(request), request.params.driverDraftId, action),
    );
};
