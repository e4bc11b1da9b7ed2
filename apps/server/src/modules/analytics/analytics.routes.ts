import {
  ANALYTICS_FIELD_LABELS,
  analyticsBatchSchema,
  customerAnalyticsParamsSchema,
  customerAnalyticsQuerySchema,
  customerAnalyticsSchema,
} from '@portal/contract/analytics/analytics.schemas';
import * as z from 'zod';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { startPeriodicWork } from '../../core/periodic-work';
import {
  checkBatchSize,
  customerAnalytics,
  deleteExpiredAnalytics,
  recordEvents,
  takeAnalyticsSlot,
} from './analytics.service';

const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** Issue 24 / DESIGN 12 «Analytics»: the web app's usage counts in, the customer admins' weekly view out. */
export const analyticsRoutes: Module = (app, ctx) => {
  withZod(app).post(
    '/api/analytics',
    {
      config: { access: 'authenticated', fieldLabels: ANALYTICS_FIELD_LABELS },
      schema: {
        tags: ['Аналитика'],
        summary:
          'Просмотры экранов и основные действия пачкой (не более 100 событий — иначе 413; не более 60 запросов в минуту на сессию — иначе 429); хранятся только дневные счётчики',
        body: analyticsBatchSchema,
        response: { 204: z.null().describe('Принято') },
      },
      // The session's minute and the batch size are checked before the body's schema: both refuse the whole request.
      preValidation: async (request) => {
        await takeAnalyticsSlot(ctx, requirePrincipal(request).sessionId);
        checkBatchSize(request.body);
      },
    },
    async (request, reply) => {
      await recordEvents(ctx, requirePrincipal(request), request.body.events);
      return reply.code(204).send(null);
    },
  );

  withZod(app).get(
    '/api/customers/:customerId/analytics',
    {
      config: { access: 'customer:admin' },
      schema: {
        tags: ['Аналитика'],
        summary:
          'Использование портала: просмотры экранов и основные действия компании по неделям, без ролей',
        params: customerAnalyticsParamsSchema,
        querystring: customerAnalyticsQuerySchema,
        response: { 200: customerAnalyticsSchema },
      },
    },
    async (request) =>
      customerAnalytics(ctx, request.params.customerId, request.query.dateFrom, request.query.dateTo),
  );

  const retention = startPeriodicWork(
    'analytics retention',
    RETENTION_INTERVAL_MS,
    () => deleteExpiredAnalytics(ctx),
    ctx.log,
  );
  app.addHook('onClose', () => retention.stop());
};
