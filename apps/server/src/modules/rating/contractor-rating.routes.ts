import {
  appealBodySchema,
  appealListSchema,
  appealSchema,
  contractorParamsSchema,
  eventAppealParamsSchema,
  eventItemsSchema,
  indexValueEventsParamsSchema,
  ratingCustomerQuerySchema,
  ratingDetailQuerySchema,
  ratingDetailSchema,
  ratingListParamsSchema,
  ratingListQuerySchema,
  ratingListSchema,
  ratingParamsSchema,
  ratingPeriodOptionSchema,
} from '@portal/contract/rating/rating.schemas';
import { RATING_PERIODS } from '@portal/contract/rating/rating-periods';
import * as z from 'zod';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import {
  contractorAppeals,
  contractorEvents,
  contractorLatestDetail,
  contractorRatingDetail,
  contractorRatingList,
  submitAppeal,
} from './contractor-rating.service';

const tags = ['Рейтинг перевозчика'];
const BASE = '/api/contractors/:contractorId';

// SPEC 2.3 my-rating (A, V, C) and DESIGN 11: the carrier reads its ratings per customer and appeals events.
export const contractorRatingRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    '/api/ratingperiods',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Периоды расчёта рейтинга',
        response: { 200: z.array(ratingPeriodOptionSchema) },
      },
    },
    async () => RATING_PERIODS.map(({ id, name }) => ({ id, name })),
  );

  routes.get(
    `${BASE}/rating_list/:periodId`,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Рейтинг перевозчика по периодам',
        params: ratingListParamsSchema,
        querystring: ratingListQuerySchema,
        response: { 200: ratingListSchema },
      },
    },
    async (request) =>
      contractorRatingList(ctx, request.params.contractorId, request.params.periodId, request.query),
  );

  routes.get(
    `${BASE}/rating_details`,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Последний рейтинг с детализацией',
        params: contractorParamsSchema,
        querystring: ratingDetailQuerySchema,
        response: { 200: ratingDetailSchema },
      },
    },
    async (request) => contractorLatestDetail(ctx, request.params.contractorId, request.query),
  );

  routes.get(
    `${BASE}/ratings/:ratingId`,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Детализация рейтинга',
        params: ratingParamsSchema,
        response: { 200: ratingDetailSchema },
      },
    },
    async (request) =>
      contractorRatingDetail(ctx, { contractorId: request.params.contractorId }, request.params.ratingId),
  );

  routes.get(
    `${BASE}/indexvalue/:indexValueId/events_for_appeals`,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'События показателя, на которые можно подать апелляцию',
        params: indexValueEventsParamsSchema,
        response: { 200: eventItemsSchema },
      },
    },
    async (request) =>
      contractorEvents(ctx, { contractorId: request.params.contractorId }, request.params.indexValueId),
  );

  routes.post(
    `${BASE}/events_for_appeals/:eventId/appeals`,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Подать апелляцию на событие',
        params: eventAppealParamsSchema,
        body: appealBodySchema,
        response: { 201: appealSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await submitAppeal(ctx, requirePrincipal(request), request.params.eventId, request.body)),
  );

  routes.get(
    `${BASE}/appeals`,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Поданные апелляции',
        params: contractorParamsSchema,
        querystring: ratingCustomerQuerySchema,
        response: { 200: appealListSchema },
      },
    },
    async (request) => contractorAppeals(ctx, request.params.contractorId, request.query.customer),
  );
};
