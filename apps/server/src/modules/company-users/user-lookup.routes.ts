import { idParamSchema } from '@portal/contract/ids';
import {
  lookupAnswer,
  userLookupQuerySchema,
  userOptionSchema,
} from '@portal/contract/lookups/lookups.schemas';
import * as z from 'zod';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { lookUpUsers } from './company-users.service';

/** SPEC 7 customer lookup "customer users list (query, limit 100)", e.g. for the route owner's agent. */
export const userLookupRoutes: Module = (app, ctx) => {
  withZod(app).get(
    '/api/customers/:customerId/lookup/users',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['Справочники'],
        summary: 'Сотрудники заказчика по ФИО или e-mail (не более 100)',
        params: z.object({ customerId: idParamSchema }),
        querystring: userLookupQuerySchema,
        response: { 200: lookupAnswer(userOptionSchema) },
      },
    },
    async (request) => lookUpUsers(ctx, requirePrincipal(request), request.query),
  );
};
