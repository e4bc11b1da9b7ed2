import {
  ROUTE_REPORT_FILE_NAME,
  routeReportQuerySchema,
  routeReportSchema,
} from '@portal/contract/freight/route-report.schemas';
import { routesParamsSchema } from '@portal/contract/freight/routes.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { sendWorkbook } from '../../core/export/report-workbook';
import { type Module, withZod } from '../../core/module';
import { buildRouteReport } from './route-report.service';
import { routeReportWorkbook } from './route-report.xlsx';

const tags = ['Отчёты'];

export const routeReportRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    '/api/customers/:customerId/reports/routes',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Отчёт по рейсам: страница с итогами; ?format=xlsx — вся выборка книгой Excel',
        params: routesParamsSchema,
        querystring: routeReportQuerySchema,
        response: { 200: routeReportSchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      if (request.query.format !== 'xlsx') return buildRouteReport(ctx, principal, request.query);
      const workbook = await routeReportWorkbook(await buildRouteReport(ctx, principal, request.query, true));
      return sendWorkbook(reply, workbook, 'routes', ROUTE_REPORT_FILE_NAME);
    },
  );
};
