import {
  departmentSchema,
  organizationSchema,
  referenceLookupQuerySchema,
} from '@portal/contract/freight/departments.schemas';
import { lookupAnswer } from '@portal/contract/lookups/lookups.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { listDepartments, listOrganizations } from './departments.service';

const tags = ['Справочники'];

export const departmentsRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  // Both sides show departments on flights, so every signed-in user reads them.
  routes.get(
    '/api/departments',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Отделения со складами и часовым поясом (поиск ?query=, до 100)',
        querystring: referenceLookupQuerySchema,
        response: { 200: lookupAnswer(departmentSchema) },
      },
    },
    async (request) => ({ items: await listDepartments(ctx, request.query) }),
  );

  routes.get(
    '/api/organizations',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Организации заказчика, заказывающие перевозку (поиск ?query=, до 100)',
        querystring: referenceLookupQuerySchema,
        response: { 200: lookupAnswer(organizationSchema) },
      },
    },
    async (request) => ({ items: await listOrganizations(ctx, requirePrincipal(request), request.query) }),
  );
};
