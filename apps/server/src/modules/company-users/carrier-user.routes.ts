import { carrierUserSchema } from '@portal/contract/company-users/company-users.schemas';
import { idParamSchema } from '@portal/contract/ids';
import * as z from 'zod';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { presentCarrierUser } from './company-users.presenter';
import { getCarrierUser } from './company-users.service';

/** The customer's read-only look at a carrier's user, opened from the carrier card (screen contractor-user-edit). */
export const carrierUserRoutes: Module = (app, ctx) => {
  withZod(app).get(
    '/api/customers/:customerId/contractor-users/:userId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['Пользователи перевозчика'],
        summary: 'Пользователь перевозчика (для заказчика, только чтение)',
        params: z.object({ customerId: idParamSchema, userId: idParamSchema }),
        response: { 200: carrierUserSchema },
      },
    },
    async (request) =>
      presentCarrierUser(await getCarrierUser(ctx, requirePrincipal(request), request.params.userId)),
  );
};
