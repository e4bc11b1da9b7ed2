import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import {
  activationEmailBodySchema,
  activationInvitationBodySchema,
  DROP_SET_PASSWORD_FIELD_LABELS,
  dropPasswordMessageBodySchema,
  dropSetPasswordBodySchema,
  registerContractorBodySchema,
} from '@portal/contract/registration/registration.schemas';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import {
  activateByEmail,
  activateByInvitation,
  registerContractor,
  sendPasswordReset,
  setPasswordByToken,
} from './registration.service';

const tags = ['Регистрация и доступ'];
const publicAccess = { access: 'public' as const, rateLimit: { max: 30, timeWindow: 60_000 } };

export const registrationRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.post(
    '/api/register/contractor',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Регистрация перевозчика',
        security: [],
        body: registerContractorBodySchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await registerContractor(ctx, request.body);
      return reply.status(201).send({
        message: `Регистрация прошла успешно. Письмо со ссылкой активации отправлено на ${request.body.email}`,
      });
    },
  );

  routes.post(
    '/api/activation/email',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Активация по ссылке из письма',
        security: [],
        body: activationEmailBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await activateByEmail(ctx, request.body.token);
      return { message: 'Учётная запись активирована. Теперь вы можете войти' };
    },
  );

  routes.post(
    '/api/activation/invitation',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Активация по приглашению: установка пароля',
        security: [],
        body: activationInvitationBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await activateByInvitation(ctx, request.body.token, request.body.password);
      return { message: 'Пароль установлен, учётная запись активирована. Теперь вы можете войти' };
    },
  );

  routes.post(
    '/api/drop-password-message',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Письмо со ссылкой для смены пароля',
        security: [],
        body: dropPasswordMessageBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await sendPasswordReset(ctx, request.body.username);
      return {
        message: `Если учётная запись ${request.body.username} существует, на неё отправлено письмо со ссылкой для смены пароля`,
      };
    },
  );

  routes.post(
    '/api/drop-set-password',
    {
      config: { ...publicAccess, fieldLabels: DROP_SET_PASSWORD_FIELD_LABELS },
      schema: {
        tags,
        summary: 'Новый пароль по ссылке из письма',
        security: [],
        body: dropSetPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await setPasswordByToken(ctx, request.body.token, request.body.password);
      return { message: 'Пароль изменён. Теперь вы можете войти с новым паролем' };
    },
  );
};
