import { idParamSchema } from '@portal/contract/ids';
import { eventFeedQuerySchema, eventFeedSchema } from '@portal/contract/integration/events.schemas';
import * as z from 'zod';
import { type Module, withZod } from '../../core/module';
import { findEventFeed } from './events-feed.repository';

const SUMMARY =
  'Лента событий компании для учётных систем (1С, ERP): события после seq `after` по порядку, без пропусков, не более 100 за запрос; `nextAfter` передайте как `after` в следующий раз';

/** Issue 26 / DESIGN 12: the pull feed of each side, for systems behind NAT. */
export const eventsFeedRoutes: Module = (app, ctx) => {
  withZod(app).get(
    '/api/customers/:customerId/events',
    {
      config: { access: 'customer:admin' },
      schema: {
        tags: ['Интеграция'],
        summary: SUMMARY,
        params: z.object({ customerId: idParamSchema }),
        querystring: eventFeedQuerySchema,
        response: { 200: eventFeedSchema },
      },
    },
    async (request) =>
      findEventFeed(ctx.db, { ownerType: 'customer', ownerId: request.params.customerId }, request.query),
  );

  withZod(app).get(
    '/api/contractors/:contractorId/events',
    {
      config: { access: 'contractor:admin' },
      schema: {
        tags: ['Интеграция'],
        summary: SUMMARY,
        params: z.object({ contractorId: idParamSchema }),
        querystring: eventFeedQuerySchema,
        response: { 200: eventFeedSchema },
      },
    },
    async (request) =>
      findEventFeed(ctx.db, { ownerType: 'contractor', ownerId: request.params.contractorId }, request.query),
  );
};
