import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import {
  contractorParamsSchema,
  customerFleetListQuerySchema,
  customerParamsSchema,
  fleetListQuerySchema,
  reasonBodySchema,
} from '@portal/contract/fleet/fleet-common.schemas';
import {
  customerVehicleParamsSchema,
  VEHICLE_MESSAGES,
  vehicleBodySchema,
  vehicleParamsSchema,
  vehicleSchema,
} from '@portal/contract/fleet/vehicles.schemas';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import {
  createVehicle,
  editVehicle,
  getVehicle,
  listVehicles,
  removeVehicle,
  vehicleAction,
} from './vehicles.service';

const tags = ['Транспортные средства'];
const CARRIER = '/api/contractors/:contractorId/vehicles';
const CUSTOMER = '/api/customers/:customerId/vehicles';

// SPEC 2.2 «Vehicles»: the carrier's list (C), add (C,AM), edit (Adm); the customer's list (K) and decisions.
export const vehiclesRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    CARRIER,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'ТС и прицепы перевозчика',
        params: contractorParamsSchema,
        querystring: fleetListQuerySchema,
        response: { 200: pageOf(vehicleSchema) },
      },
    },
    async (request) => listVehicles(ctx, requirePrincipal(request), request.query),
  );

  routes.post(
    CARRIER,
    {
      config: { access: 'contractor:admin-or-manager' },
      schema: {
        tags,
        summary: 'Добавить ТС или прицеп (статус «Новый»)',
        params: contractorParamsSchema,
        body: vehicleBodySchema,
        response: { 201: vehicleSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVehicle(ctx, requirePrincipal(request), request.body)),
  );

  routes.get(
    `${CARRIER}/:vehicleId`,
    {
      config: { access: 'contractor' },
      schema: { tags, summary: 'ТС', params: vehicleParamsSchema, response: { 200: vehicleSchema } },
    },
    async (request) => getVehicle(ctx, requirePrincipal(request), request.params.vehicleId),
  );

  routes.put(
    `${CARRIER}/:vehicleId`,
    {
      config: { access: 'contractor:admin' },
      schema: {
        tags,
        summary: 'Изменить ТС (новое или возвращённое на доработку)',
        params: vehicleParamsSchema,
        body: vehicleBodySchema,
        response: { 200: vehicleSchema },
      },
    },
    async (request) => editVehicle(ctx, requirePrincipal(request), request.params.vehicleId, request.body),
  );

  routes.delete(
    `${CARRIER}/:vehicleId`,
    {
      config: { access: 'contractor:admin-or-manager' },
      schema: {
        tags,
        summary: 'Удалить новое или отклонённое ТС',
        params: vehicleParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await removeVehicle(ctx, requirePrincipal(request), request.params.vehicleId);
      return { message: VEHICLE_MESSAGES.deleted };
    },
  );

  routes.patch(
    `${CARRIER}/:vehicleId/send_to_check`,
    {
      config: { access: 'contractor:admin-or-manager' },
      schema: {
        tags,
        summary: 'Отправить ТС на проверку',
        params: vehicleParamsSchema,
        response: { 200: vehicleSchema },
      },
    },
    async (request) =>
      vehicleAction(ctx, requirePrincipal(request), request.params.vehicleId, 'send_to_check'),
  );

  routes.get(
    CUSTOMER,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'ТС партнёров-перевозчиков',
        params: customerParamsSchema,
        querystring: customerFleetListQuerySchema,
        response: { 200: pageOf(vehicleSchema) },
      },
    },
    async (request) => listVehicles(ctx, requirePrincipal(request), request.query),
  );

  routes.get(
    `${CUSTOMER}/:vehicleId`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'ТС перевозчика',
        params: customerVehicleParamsSchema,
        response: { 200: vehicleSchema },
      },
    },
    async (request) => getVehicle(ctx, requirePrincipal(request), request.params.vehicleId),
  );

  routes.patch(
    `${CUSTOMER}/:vehicleId/send_to_verification`,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Подтвердить проверку ТС',
        params: customerVehicleParamsSchema,
        response: { 200: vehicleSchema },
      },
    },
    async (request) =>
      vehicleAction(ctx, requirePrincipal(request), request.params.vehicleId, 'send_to_verification'),
  );

  for (const action of ['to_cancel', 'to_new'] as const)
    routes.patch(
      `${CUSTOMER}/:vehicleId/${action}`,
      {
        config: { access: 'customer:admin-or-manager' },
        schema: {
          tags,
          summary: action === 'to_cancel' ? 'Отклонить ТС' : 'Вернуть ТС на доработку',
          params: customerVehicleParamsSchema,
          body: reasonBodySchema,
          response: { 200: vehicleSchema },
        },
      },
      async (request) =>
        vehicleAction(ctx, requirePrincipal(request), request.params.vehicleId, action, request.body.reason),
    );
};
