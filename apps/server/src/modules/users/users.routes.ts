import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import {
  changePasswordBodySchema,
  USER_MESSAGES,
  updateUserBodySchema,
  userIdParamsSchema,
  userSchema,
} from '@portal/contract/users/users.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { changePassword } from './user-password.service';
import { presentUser } from './users.presenter';
import { deleteUser, findManageableUser, updateUser } from './users.service';

const tags = ['Пользователи'];

export const usersRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    '/api/users/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Учётная запись пользователя',
        params: userIdParamsSchema,
        response: { 200: userSchema },
      },
    },
    async (request) =>
      presentUser(await findManageableUser(ctx, requirePrincipal(request), request.params.id)),
  );

  routes.put(
    '/api/users/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Изменение ФИО и телефона',
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userSchema },
      },
    },
    async (request) =>
      presentUser(await updateUser(ctx, requirePrincipal(request), request.params.id, request.body)),
  );

  routes.delete(
    '/api/users/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Удаление учётной записи',
        params: userIdParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteUser(ctx, requirePrincipal(request), request.params.id);
      return { message: 'Пользователь удалён' };
    },
  );

  routes.put(
    '/api/users/:id/password',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Смена своего пароля (другие сеансы завершаются)',
        params: userIdParamsSchema,
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await changePassword(ctx, requirePrincipal(request), request.params.id, request.body);
      return { message: USER_MESSAGES.passwordChanged };
    },
  );
};
