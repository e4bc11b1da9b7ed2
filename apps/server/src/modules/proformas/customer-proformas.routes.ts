import { PROFORMA_LIST_FILE_NAME } from '@portal/contract/proformas/proforma.columns';
import {
  proformaSettingsBodySchema,
  proformaSettingsParamsSchema,
  proformaSettingsSchema,
} from '@portal/contract/proformas/proforma-settings.schemas';
import {
  customerProformaListQuerySchema,
  customerProformaParamsSchema,
  customerProformasParamsSchema,
  proformaListSchema,
  proformaPayBodySchema,
  proformaReturnBodySchema,
  proformaSchema,
  proformaViewQuerySchema,
} from '@portal/contract/proformas/proformas.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { sendWorkbook } from '../../core/export/report-workbook';
import { type Module, withZod } from '../../core/module';
import { acceptProforma, payProforma, returnProforma } from './customer-proformas.service';
import { EXPORT_LIMIT, proformaFileNames, proformaListWorkbook, proformaWorkbook } from './proforma.xlsx';
import { proformaOf } from './proforma-change';
import { listProformas } from './proforma-list';
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

  routes.get(
    LIST,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Проформы перевозчиков',
        params: customerProformasParamsSchema,
        querystring: customerProformaListQuerySchema,
        response: { 200: proformaListSchema },
      },
    },
    async (request, reply) => {
      const { contractor, format, ...query } = request.query;
      const principal = requirePrincipal(request);
      const owner = { ownerType: 'customer' as const, ownerId: principal.ownerId, other: contractor };
      if (format !== 'xlsx') return listProformas(ctx.db, owner, query, ctx.clock.now());
      const all = await listProformas(
        ctx.db,
        owner,
        { ...query, page: 1, limit: EXPORT_LIMIT },
        ctx.clock.now(),
      );
      return sendWorkbook(reply, await proformaListWorkbook(all), 'proformas', PROFORMA_LIST_FILE_NAME);
    },
  );

  routes.get(
    ONE,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Проформа; ?format=xlsx — строки книгой Excel',
        params: customerProformaParamsSchema,
        querystring: proformaViewQuerySchema,
        response: { 200: proformaSchema },
      },
    },
    async (request, reply) => {
      const proforma = await proformaOf(ctx, requirePrincipal(request), request.params.proformaId);
      if (request.query.format !== 'xlsx') return proforma;
      const names = proformaFileNames(proforma);
      return sendWorkbook(reply, await proformaWorkbook(proforma), names.ascii, names.name);
    },
  );

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
    async (request) => acceptProforma(ctx, requirePrincipal(request), request.params.proformaId),
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
      returnProforma(ctx, requirePrincipal(request), request.params.proformaId, request.body),
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
    async (request) => payProforma(ctx, requirePrincipal(request), request.params.proformaId, request.body),
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
