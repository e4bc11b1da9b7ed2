import {
  loginBodySchema,
  loginCheckQuerySchema,
  loginCheckResponseSchema,
  logoutBodySchema,
  messageResponseSchema,
  tokenPairSchema,
} from '@portal/contract/auth/auth.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { unauthorized } from '../../core/http/problem';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import { getSession, login, logout, refreshSession } from './auth.service';

const tags = ['Вход и сессия'];

export const authRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.post(
    '/api/login',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: ctx.config.loginRateLimit,
          timeWindow: 60_000,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: `Слишком много попыток входа с этого адреса. Повторите через ${Math.ceil(context.ttl / 1000)} с`,
          }),
        },
      },
      schema: {
        tags,
        summary: 'Вход по логину (e-mail) и паролю',
        security: [],
        body: loginBodySchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => login(ctx, request.body),
  );

  routes.get(
    '/api/login/check',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Текущая сессия; с refreshToken — новая пара токенов',
        querystring: loginCheckQuerySchema,
        response: { 200: loginCheckResponseSchema },
      },
    },
    async (request) => {
      if (request.query.refreshToken) return refreshSession(ctx, request.query.refreshToken);
      // The route is public (it also takes a refresh token), so the access guard did not check the session. An API
      // key has no session: the guard found it live, and this answers who it acts as.
      const { principal } = request;
      if (!principal || (!principal.apiKey && (await ctx.sessionStatus.isRefused(principal)))) {
        throw unauthorized('Сессия истекла, войдите снова');
      }
      return getSession(ctx, principal.userId);
    },
  );

  routes.post(
    '/api/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Выход: отзывает семейство токена обновления',
        body: logoutBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await logout(ctx, requirePrincipal(request), request.body.refreshToken);
      return { message: 'Вы вышли из системы' };
    },
  );
};
