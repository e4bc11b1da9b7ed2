import {
  proformaSettingsBodySchema,
  proformaSettingsParamsSchema,
  proformaSettingsSchema,
} from '@portal/contract/proformas/proforma-settings.schemas';
import {
  customerProformaParamsSchema,
  proformaPayBodySchema,
  proformaReturnBodySchema,
  proformaSchema,
} from '@portal/contract/proformas/proformas.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { acceptProforma, payProforma, returnProforma } from './customer-proformas.service';
import { publishProforma } from './proforma-live';
import { notifyProformaTransition } from './proforma-notifications';
import { proformaReadRoutes } from './proforma-read.routes';
import { proformaSettingsOf, updateProformaSettings } from './proforma-settings.service';

const tags = ['Проформы (заказчик)'];
const LIST = '/api/customers/:customerId/proforms';
const ONE = `${LIST}/:proformaId`;
const SETTINGS = '/api/customers/:customerId/proforma-settings';
const READ = { access: 'customer' } as const;
const DECIDE = { access: 'customer:admin-or-manager' } as const;

// DESIGN 12 «Proformas»: the customer reads the carriers' sent proformas; admins and managers accept, return and
// pay; admins keep the settings.
export const customerProformaRoutes: Module = (app, ctx) => {
  const routes = withZod(app);
  proformaReadRoutes(app, ctx, 'customer');

  routes.patch(
    `${ONE}/accept`,
    {
      config: DECIDE,
      schema: {
        tags,
        summary: 'Принять проформу',
        params: customerProformaParamsSchema,
        response: { 200: proformaSchema },
      },
    },
    async (request) =>
      publishProforma(
        ctx,
        await notifyProformaTransition(
          ctx,
          'accept',
          await acceptProforma(ctx, requirePrincipal(request), request.params.proformaId),
        ),
      ),
  );

  routes.patch(
    `${ONE}/return`,
    {
      config: DECIDE,
      schema: {
        tags,
        summary: 'Вернуть проформу с комментарием и причинами по строкам',
        params: customerProformaParamsSchema,
        body: proformaReturnBodySchema,
        response: { 200: proformaSchema },
      },
    },
    async (request) =>
      publishProforma(
        ctx,
        await notifyProformaTransition(
          ctx,
          'return',
          await returnProforma(ctx, requirePrincipal(request), request.params.proformaId, request.body),
        ),
      ),
  );

  routes.patch(
    `${ONE}/pay`,
    {
      config: DECIDE,
      schema: {
        tags,
        summary: 'Отметить оплату проформы',
        params: customerProformaParamsSchema,
        body: proformaPayBodySchema,
        response: { 200: proformaSchema },
      },
    },
    async (request) =>
      publishProforma(
        ctx,
        await notifyProformaTransition(
          ctx,
          'pay',
          await payProforma(ctx, requirePrincipal(request), request.params.proformaId, request.body),
        ),
      ),
  );

  routes.get(
    SETTINGS,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Настройки проформ',
        params: proformaSettingsParamsSchema,
        response: { 200: proformaSettingsSchema },
      },
    },
    async (request) => proformaSettingsOf(ctx.db, request.params.customerId),
  );

  routes.put(
    SETTINGS,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Изменить настройки проформ',
        params: proformaSettingsParamsSchema,
        body: proformaSettingsBodySchema,
        response: { 200: proformaSettingsSchema },
      },
    },
    async (request) => updateProformaSettings(ctx, requirePrincipal(request), request.body),
  );
};
