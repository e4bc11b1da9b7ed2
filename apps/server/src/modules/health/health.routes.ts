import { healthSchema, serverTimeSchema } from '@portal/contract/health';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';

export const healthRoutes: Module = (app, ctx) => {
  withZod(app).get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Служебное'],
        summary: 'Версия и состояние базы данных',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const isDatabaseUp = await ctx.database.ping();
      return reply.status(isDatabaseUp ? 200 : 503).send({
        status: isDatabaseUp ? 'ok' : 'degraded',
        version: ctx.config.version,
        database: { status: isDatabaseUp ? 'ok' : 'down', driver: ctx.database.driver },
      });
    },
  );

  withZod(app).get(
    '/api/time',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['Служебное'], summary: 'Время сервера', response: { 200: serverTimeSchema } },
    },
    async () => ({ now: new Date().toISOString() }),
  );
};
