import {
  customerFleetListQuerySchema,
  fleetListQuerySchema,
} from '@portal/contract/fleet/fleet-common.schemas';
import type { VEHICLE_ACTIONS } from '@portal/contract/fleet/fleet-states';
import {
  customerVehicleParamsSchema,
  VEHICLE_MESSAGES,
  vehicleBodySchema,
  vehicleParamsSchema,
  vehicleSchema,
} from '@portal/contract/fleet/vehicles.schemas';
import type { Principal } from '../../core/auth/principal';
import type { Module } from '../../core/module';
import { registerCarrierRegister, registerCustomerView, registerStatusActions } from './fleet-routes';
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
  registerCarrierRegister(app, {
    path: CARRIER,
    idParam: 'vehicleId',
    tags,
    itemParams: vehicleParamsSchema,
    query: fleetListQuerySchema,
    body: vehicleBodySchema,
    item: vehicleSchema,
    summaries: {
      list: 'ТС и прицепы перевозчика',
      create: 'Добавить ТС или прицеп (статус «Новый»)',
      get: 'ТС',
      edit: 'Изменить ТС (новое или возвращённое на доработку)',
      remove: 'Удалить новое или отклонённое ТС',
    },
    access: {
      create: 'contractor:admin-or-manager',
      edit: 'contractor:admin',
      remove: 'contractor:admin-or-manager',
    },
    deleted: VEHICLE_MESSAGES.deleted,
    list: (principal, query) => listVehicles(ctx, principal, query),
    create: (principal, values) => createVehicle(ctx, principal, values),
    get: (principal, id) => getVehicle(ctx, principal, id),
    edit: (principal, id, values) => editVehicle(ctx, principal, id, values),
    remove: (principal, id) => removeVehicle(ctx, principal, id),
  });

  registerStatusActions(app, {
    itemPath: `${CARRIER}/:vehicleId`,
    idParam: 'vehicleId',
    tags,
    access: 'contractor:admin-or-manager',
    params: vehicleParamsSchema,
    item: vehicleSchema,
    summaries: { send_to_check: 'Отправить ТС на проверку' },
    run: (principal, id, action) => vehicleAction(ctx, principal, id, action),
  });

  registerCustomerView(app, {
    path: CUSTOMER,
    idParam: 'vehicleId',
    tags,
    itemParams: customerVehicleParamsSchema,
    query: customerFleetListQuerySchema,
    item: vehicleSchema,
    summaries: { list: 'ТС партнёров-перевозчиков', get: 'ТС перевозчика' },
    list: (principal, query) => listVehicles(ctx, principal, query),
    get: (principal, id) => getVehicle(ctx, principal, id),
  });

  const customerDecision = {
    itemPath: `${CUSTOMER}/:vehicleId`,
    idParam: 'vehicleId',
    tags,
    access: 'customer:admin-or-manager',
    params: customerVehicleParamsSchema,
    item: vehicleSchema,
    run: (principal: Principal, id: number, action: keyof typeof VEHICLE_ACTIONS, reason: string | null) =>
      vehicleAction(ctx, principal, id, action, reason),
  } as const;
  registerStatusActions(app, {
    ...customerDecision,
    summaries: { send_to_verification: 'Подтвердить проверку ТС' },
  });
  registerStatusActions(app, {
    ...customerDecision,
    summaries: { to_cancel: 'Отклонить ТС', to_new: 'Вернуть ТС на доработку' },
    withReason: true,
  });
};
