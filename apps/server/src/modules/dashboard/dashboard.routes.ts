import {
  contractorDashboardParamsSchema,
  customerDashboardParamsSchema,
  dashboardSchema,
} from '@portal/contract/dashboard/dashboard.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { contractorDashboard, customerDashboard } from './dashboard.service';

const tags = ['Главная'];

/**
 * DESIGN 12 «Dashboard»: one call per side, every figure read at the call (no cache); user roles read the same
 * figures. The company paths answer another company 404 (the access plugin).
 */
export const dashboardRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    '/api/customers/:customerId/dashboard',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Главная заказчика: карточки с цифрами и ссылками на списки',
        params: customerDashboardParamsSchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => customerDashboard(ctx, request.params.customerId, requirePrincipal(request).roles),
  );

  routes.get(
    '/api/contractors/:contractorId/dashboard',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Главная перевозчика: карточки с цифрами и ссылками на списки',
        params: contractorDashboardParamsSchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => contractorDashboard(ctx, requirePrincipal(request), request.params.contractorId),
  );
};
