import { EXPRESS_DRIVERS_CHECK_ACCESS } from '@portal/contract/contractors/contractor-card.schemas';
import {
  DRIVER_DRAFT_MESSAGES,
  driverDraftDetailSchema,
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
  customerFleetListQuerySchema,
  customerParamsSchema,
  fleetListQuerySchema,
} from '@portal/contract/fleet/fleet-common.schemas';
import type { CARRIER_DRIVER_ACTIONS } from '@portal/contract/fleet/fleet-states';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Principal } from '../../core/auth/principal';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { customerDriverAction, setExpressCheck } from './customer-drivers.service';
import { decideDriverDraft, getDriverDraft, listDriverDrafts } from './driver-drafts.service';
import {
  carrierDriverAction,
  createDriver,
  editDriver,
  getDriver,
  listDrivers,
  removeDriver,
} from './drivers.service';
import { registerCarrierRegister, registerCustomerView, registerStatusActions } from './fleet-routes';
import { verifiedCarrierOnly } from './verified-carrier';

const tags = ['Водители'];
const CARRIER = '/api/contractors/:contractorId/drivers';
const CUSTOMER = '/api/customers/:customerId/drivers';
const DRAFTS = '/api/customers/:customerId/driver-drafts';

// SPEC 2.2 «Drivers» and DESIGN 11 «Fleet»: lists for every user of the side, changes for admins and managers.
export const driversRoutes: Module = (app, ctx) => {
  const routes = withZod(app);
  const preValidation = verifiedCarrierOnly(ctx);

  registerCarrierRegister(app, {
    preValidation,
    path: CARRIER,
    idParam: 'driverId',
    tags,
    itemParams: driverParamsSchema,
    query: fleetListQuerySchema,
    body: driverBodySchema,
    item: driverSchema,
    summaries: {
      list: 'Водители перевозчика',
      create: 'Добавить водителя (статус «Новый»)',
      get: 'Водитель',
      edit: 'Изменить водителя; изменения проверенного водителя уходят заказчику черновиком',
      remove: 'Удалить нового или отклонённого водителя',
    },
    access: {
      create: 'contractor:admin-or-manager',
      edit: 'contractor:admin-or-manager',
      remove: 'contractor:admin-or-manager',
    },
    deleted: DRIVER_MESSAGES.deleted,
    list: (principal, query) => listDrivers(ctx, principal, query),
    create: (principal, values) => createDriver(ctx, principal, values),
    get: (principal, id) => getDriver(ctx, principal, id),
    edit: (principal, id, values) => editDriver(ctx, principal, id, values),
    remove: (principal, id) => removeDriver(ctx, principal, id),
  });

  registerStatusActions(app, {
    preValidation,
    itemPath: `${CARRIER}/:driverId`,
    idParam: 'driverId',
    tags,
    access: 'contractor:admin-or-manager',
    params: driverParamsSchema,
    item: driverSchema,
    summaries: {
      tocheck: 'Отправить водителя на проверку',
      uncancel: 'Восстановить отклонённого водителя',
    } satisfies Record<(typeof CARRIER_DRIVER_ACTIONS)[number], string>,
    run: (principal, id, action) => carrierDriverAction(ctx, principal, id, action),
  });

  registerCustomerView(app, {
    path: CUSTOMER,
    idParam: 'driverId',
    tags,
    itemParams: customerDriverParamsSchema,
    query: customerFleetListQuerySchema,
    item: driverSchema,
    summaries: { list: 'Водители партнёров-перевозчиков', get: 'Водитель перевозчика' },
    list: (principal, query) => listDrivers(ctx, principal, query),
    get: (principal, id) => getDriver(ctx, principal, id),
  });

  const customerDecision = {
    itemPath: `${CUSTOMER}/:driverId`,
    idParam: 'driverId',
    tags,
    access: 'customer:admin-or-manager',
    params: customerDriverParamsSchema,
    item: driverSchema,
    run: (
      principal: Principal,
      id: number,
      action: 'to_verification' | 'tocancel' | 'tonew',
      reason: string | null,
    ) => customerDriverAction(ctx, principal, id, action, reason),
  } as const;
  registerStatusActions(app, {
    ...customerDecision,
    summaries: { to_verification: 'Подтвердить проверку водителя' },
  });
  registerStatusActions(app, {
    ...customerDecision,
    summaries: { tocancel: 'Отклонить (заблокировать) водителя', tonew: 'Вернуть водителя на доработку' },
    withReason: true,
  });

  routes.patch(
    '/api/customers/:customerId/express-drivers-check',
    {
      config: { access: EXPRESS_DRIVERS_CHECK_ACCESS },
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

  registerCustomerView(app, {
    path: DRAFTS,
    idParam: 'driverDraftId',
    tags,
    itemParams: driverDraftParamsSchema,
    query: driverDraftsQuerySchema,
    item: driverDraftSchema,
    detail: driverDraftDetailSchema,
    // SPEC 2.2: a draft's view is for admins and managers, who decide on it.
    detailAccess: 'customer:admin-or-manager',
    summaries: {
      list: 'Изменения проверенных водителей, ждущие решения',
      get: 'Изменения водителя по полям',
    },
    list: (principal, query) => listDriverDrafts(ctx, principal, query),
    get: (principal, id) => getDriverDraft(ctx, principal, id),
  });

  const draftDecision = {
    itemPath: `${DRAFTS}/:driverDraftId`,
    idParam: 'driverDraftId',
    tags,
    access: 'customer:admin-or-manager',
    params: driverDraftParamsSchema,
    item: driverDraftDetailSchema,
  } as const;
  registerStatusActions(app, {
    ...draftDecision,
    summaries: { accept: DRIVER_DRAFT_MESSAGES.accept },
    run: (principal, id, action) => decideDriverDraft(ctx, principal, id, action, null),
  });

  // The carrier reads why its change was declined.
  registerStatusActions(app, {
    ...draftDecision,
    summaries: { decline: DRIVER_DRAFT_MESSAGES.decline },
    withReason: true,
    run: (principal, id, action, reason) => decideDriverDraft(ctx, principal, id, action, reason),
  });
};
