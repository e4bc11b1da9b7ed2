import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import {
  COMPANY_USER_MESSAGES,
  companyUserListQuerySchema,
  editCompanyUserBodySchema,
  inviteCompanyUserBodySchema,
} from '@portal/contract/company-users/company-users.schemas';
import { idParamSchema } from '@portal/contract/ids';
import { pageOf } from '@portal/contract/pagination';
import { userSchema } from '@portal/contract/users/users.schemas';
import * as z from 'zod';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { presentUser } from '../users/users.presenter';
import { carrierUserRoutes } from './carrier-user.routes';
import {
  deleteCompanyUser,
  editCompanyUser,
  getCompanyUser,
  inviteCompanyUser,
  listCompanyUsers,
  setCompanyUserBlocked,
} from './company-users.service';
import { userLookupRoutes } from './user-lookup.routes';
import { userResponsibilityRoutes } from './user-responsibility.routes';

// SPEC 7: both sides have "CRUD on users plus block and unblock" under their own company path.
const SIDES = [
  {
    ownerType: 'customer',
    prefix: '/api/customers/:customerId/users',
    params: z.object({ customerId: idParamSchema }),
    userParams: z.object({ customerId: idParamSchema, userId: idParamSchema }),
    tags: ['Пользователи заказчика'],
  },
  {
    ownerType: 'contractor',
    prefix: '/api/contractors/:contractorId/users',
    params: z.object({ contractorId: idParamSchema }),
    userParams: z.object({ contractorId: idParamSchema, userId: idParamSchema }),
    tags: ['Пользователи перевозчика'],
  },
] as const;

/** The company users feature: both sides' CRUD here, the customer's lookup, carrier reads and responsibility. */
export const companyUsersRoutes: Module = async (app, ctx) => {
  await userLookupRoutes(app, ctx);
  await carrierUserRoutes(app, ctx);
  await userResponsibilityRoutes(app, ctx);
  const routes = withZod(app);
  for (const { ownerType, prefix, params, userParams, tags } of SIDES) {
    const admin = `${ownerType}:admin` as const;

    routes.get(
      prefix,
      {
        config: { access: ownerType },
        schema: {
          tags,
          summary: 'Пользователи компании',
          params,
          querystring: companyUserListQuerySchema,
          response: { 200: pageOf(userSchema) },
        },
      },
      async (request) => listCompanyUsers(ctx, requirePrincipal(request), request.query),
    );

    routes.post(
      prefix,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: 'Приглашение пользователя (письмо со ссылкой активации)',
          params,
          body: inviteCompanyUserBodySchema,
          response: { 201: userSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(presentUser(await inviteCompanyUser(ctx, requirePrincipal(request), request.body))),
    );

    routes.get(
      `${prefix}/:userId`,
      {
        config: { access: ownerType },
        schema: { tags, summary: 'Пользователь компании', params: userParams, response: { 200: userSchema } },
      },
      async (request) =>
        presentUser(await getCompanyUser(ctx, requirePrincipal(request), request.params.userId)),
    );

    routes.put(
      `${prefix}/:userId`,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: 'Изменение пользователя: ФИО, телефон, роли',
          params: userParams,
          body: editCompanyUserBodySchema,
          response: { 200: userSchema },
        },
      },
      async (request) =>
        presentUser(
          await editCompanyUser(ctx, requirePrincipal(request), request.params.userId, request.body),
        ),
    );

    routes.delete(
      `${prefix}/:userId`,
      {
        config: { access: admin },
        schema: {
          tags,
          summary: 'Удаление пользователя',
          params: userParams,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await deleteCompanyUser(ctx, requirePrincipal(request), request.params.userId);
        return { message: COMPANY_USER_MESSAGES.deleted };
      },
    );

    for (const [action, isBlocked] of [
      ['block', true],
      ['unblock', false],
    ] as const) {
      routes.patch(
        `${prefix}/:userId/${action}`,
        {
          config: { access: admin },
          schema: {
            tags,
            summary: isBlocked
              ? 'Блокировка пользователя (открытые страницы выходят сразу)'
              : 'Разблокировка пользователя',
            params: userParams,
            response: { 200: userSchema },
          },
        },
        async (request) =>
          presentUser(
            await setCompanyUserBlocked(ctx, requirePrincipal(request), request.params.userId, isBlocked),
          ),
      );
    }
  }
};
