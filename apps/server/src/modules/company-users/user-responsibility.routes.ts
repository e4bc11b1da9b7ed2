import {
  userContractorsBodySchema,
  userContractorsSchema,
  userRouteOwnersBodySchema,
  userRouteOwnersSchema,
} from '@portal/contract/company-users/responsibility.schemas';
import { idParamSchema } from '@portal/contract/ids';
import * as z from 'zod';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import {
  getUserContractors,
  getUserRouteOwners,
  setUserContractors,
  setUserRouteOwners,
} from './user-responsibility.service';

const params = z.object({ customerId: idParamSchema, userId: idParamSchema });
const tags = ['Пользователи заказчика'];
const prefix = '/api/customers/:customerId/users/:userId';

/** SPEC 7 "customer-users contractors and route-owners PATCH": what a customer user is responsible for. */
export const userResponsibilityRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    `${prefix}/contractors`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Перевозчики, за которых отвечает пользователь',
        params,
        response: { 200: userContractorsSchema },
      },
    },
    async (request) => getUserContractors(ctx, requirePrincipal(request), request.params.userId),
  );

  routes.patch(
    `${prefix}/contractors`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Замена перевозчиков пользователя (только партнёры заказчика)',
        params,
        body: userContractorsBodySchema,
        response: { 200: userContractorsSchema },
      },
    },
    async (request) =>
      setUserContractors(ctx, requirePrincipal(request), request.params.userId, request.body),
  );

  routes.get(
    `${prefix}/route-owners`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Владельцы маршрутов, за которых отвечает пользователь',
        params,
        response: { 200: userRouteOwnersSchema },
      },
    },
    async (request) => getUserRouteOwners(ctx, requirePrincipal(request), request.params.userId),
  );

  routes.patch(
    `${prefix}/route-owners`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Замена владельцев маршрутов пользователя',
        params,
        body: userRouteOwnersBodySchema,
        response: { 200: userRouteOwnersSchema },
      },
    },
    async (request) =>
      setUserRouteOwners(ctx, requirePrincipal(request), request.params.userId, request.body),
  );
};
