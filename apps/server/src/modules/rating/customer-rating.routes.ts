import { APPEAL_ACTION_NAMES } from '@portal/contract/rating/appeal-status';
import {
  appealDecisionBodySchema,
  appealListQuerySchema,
  appealListSchema,
  appealSchema,
  bonusBodySchema,
  customerAppealParamsSchema,
  customerIndexValueParamsSchema,
  customerParamsSchema,
  customerRatingListParamsSchema,
  customerRatingListQuerySchema,
  customerRatingParamsSchema,
  eventItemsSchema,
  indexOptionsBodySchema,
  indexValueParamsSchema,
  RATING_SCALE_FIELD_LABELS,
  ratingDetailSchema,
  ratingHistoryQuerySchema,
  ratingHistorySchema,
  ratingIndexBodySchema,
  ratingIndexListSchema,
  ratingIndexParamsSchema,
  ratingIndexSchema,
  ratingListSchema,
  ratingPreviewBodySchema,
  ratingPreviewSchema,
  ratingSettingsSchema,
  ratingTopQuerySchema,
  ratingTopSchema,
} from '@portal/contract/rating/rating.schemas';
import { RATING_ACCESS } from '@portal/contract/rating/rating-access';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { listCustomerAppeals } from './appeals.repository';
import { contractorEvents, contractorRatingDetail, pairRatingList } from './contractor-rating.service';
import { customerAppeal, decideAppeal } from './customer-appeals.service';
import { assertCarrierOfCustomer, ratingPreview } from './customer-carrier-rating.service';
import { findRating, ratingDetail } from './rating-reads';
import {
  customerIndex,
  customerIndexes,
  ratingHistoryOf,
  ratingSettingsOf,
  ratingTop,
  replaceOptions,
  setBonus,
  updateIndex,
  updateRatingSettings,
} from './rating-settings.service';

const tags = ['Рейтинг перевозчиков (заказчик)'];
const BASE = '/api/customers/:customerId';

// SPEC 2.2/2.3 customer rating screens (K): appeals and their decisions (admins and managers), indexes and
// options (admins), bonuses (admins and managers), the top and the history.
export const customerRatingRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    `${BASE}/appeals`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Апелляции перевозчиков',
        params: customerParamsSchema,
        querystring: appealListQuerySchema,
        response: { 200: appealListSchema },
      },
    },
    async (request) => listCustomerAppeals(ctx.db, request.params.customerId, request.query),
  );

  routes.get(
    `${BASE}/appeals/:appealId`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Апелляция',
        params: customerAppealParamsSchema,
        response: { 200: appealSchema },
      },
    },
    async (request) => customerAppeal(ctx, request.params.customerId, request.params.appealId),
  );

  for (const action of APPEAL_ACTION_NAMES)
    routes.patch(
      `${BASE}/appeals/:appealId/${action}`,
      {
        config: { access: RATING_ACCESS.decideAppeal },
        schema: {
          tags,
          summary: `Апелляция: ${action}`,
          params: customerAppealParamsSchema,
          body: appealDecisionBodySchema,
          response: { 200: appealSchema },
        },
      },
      async (request) =>
        decideAppeal(ctx, requirePrincipal(request), request.params.appealId, action, request.body),
    );

  routes.get(
    `${BASE}/ratingindexes`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Показатели рейтинга',
        params: customerParamsSchema,
        response: { 200: ratingIndexListSchema },
      },
    },
    async (request) => customerIndexes(ctx, request.params.customerId),
  );

  routes.get(
    `${BASE}/ratingindexes/:indexId`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Показатель рейтинга',
        params: ratingIndexParamsSchema,
        response: { 200: ratingIndexSchema },
      },
    },
    async (request) => customerIndex(ctx, request.params.customerId, request.params.indexId),
  );

  routes.put(
    `${BASE}/ratingindexes/:indexId`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Изменить показатель рейтинга',
        params: ratingIndexParamsSchema,
        body: ratingIndexBodySchema,
        response: { 200: ratingIndexSchema },
      },
    },
    async (request) => updateIndex(ctx, requirePrincipal(request), request.params.indexId, request.body),
  );

  routes.put(
    `${BASE}/ratingindexes/:indexId/options`,
    {
      config: { access: 'customer:admin', fieldLabels: RATING_SCALE_FIELD_LABELS },
      schema: {
        tags,
        summary: 'Заменить шкалу баллов показателя',
        params: ratingIndexParamsSchema,
        body: indexOptionsBodySchema,
        response: { 200: ratingIndexSchema },
      },
    },
    async (request) => replaceOptions(ctx, requirePrincipal(request), request.params.indexId, request.body),
  );

  routes.put(
    `${BASE}/indexvalues/:indexValueId`,
    {
      config: { access: RATING_ACCESS.setBonus },
      schema: {
        tags,
        summary: 'Бонус к значению показателя',
        params: indexValueParamsSchema,
        body: bonusBodySchema,
        response: { 200: ratingDetailSchema },
      },
    },
    async (request) => {
      const ratingId = await setBonus(
        ctx,
        requirePrincipal(request),
        request.params.indexValueId,
        request.body,
      );
      return ratingDetail(ctx.db, await findRating(ctx.db, ratingId));
    },
  );

  routes.get(
    `${BASE}/rating-settings`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Настройки рейтинга: допуск опоздания',
        params: customerParamsSchema,
        response: { 200: ratingSettingsSchema },
      },
    },
    async (request) => ratingSettingsOf(ctx, request.params.customerId),
  );

  routes.put(
    `${BASE}/rating-settings`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Изменить допуск опоздания',
        params: customerParamsSchema,
        body: ratingSettingsSchema,
        response: { 200: ratingSettingsSchema },
      },
    },
    async (request) => updateRatingSettings(ctx, requirePrincipal(request), request.body),
  );

  routes.get(
    `${BASE}/rating-top`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Перевозчики по последнему рейтингу',
        params: customerParamsSchema,
        querystring: ratingTopQuerySchema,
        response: { 200: ratingTopSchema },
      },
    },
    async (request) => ratingTop(ctx, request.params.customerId, request.query.period),
  );

  routes.get(
    `${BASE}/rating_history`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'История пересчётов рейтинга',
        params: customerParamsSchema,
        querystring: ratingHistoryQuerySchema,
        response: { 200: ratingHistorySchema },
      },
    },
    async (request) => ratingHistoryOf(ctx, request.params.customerId, request.query),
  );

  // The customer's rating card of one carrier (contractor-rating, K): the carrier's own reads, for a carrier the
  // customer works with, always with this customer's ratings.
  routes.get(
    `${BASE}/contractors/:contractorId/rating_list/:periodId`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Рейтинг перевозчика по периодам',
        params: customerRatingListParamsSchema,
        querystring: customerRatingListQuerySchema,
        response: { 200: ratingListSchema },
      },
    },
    async (request) => {
      const { customerId, contractorId, periodId } = request.params;
      await assertCarrierOfCustomer(ctx, customerId, contractorId);
      const list = await pairRatingList(ctx, { customerId, contractorId }, periodId, request.query);
      return { ...list, customers: list.customer ? [list.customer] : [] };
    },
  );

  routes.get(
    `${BASE}/contractors/:contractorId/ratings/:ratingId`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Детализация рейтинга перевозчика',
        params: customerRatingParamsSchema,
        response: { 200: ratingDetailSchema },
      },
    },
    async (request) => {
      const { customerId, contractorId, ratingId } = request.params;
      await assertCarrierOfCustomer(ctx, customerId, contractorId);
      return contractorRatingDetail(ctx, { customerId, contractorId }, ratingId);
    },
  );

  routes.get(
    `${BASE}/contractors/:contractorId/indexvalue/:indexValueId/events`,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'События показателя перевозчика',
        params: customerIndexValueParamsSchema,
        response: { 200: eventItemsSchema },
      },
    },
    async (request) => {
      const { customerId, contractorId, indexValueId } = request.params;
      await assertCarrierOfCustomer(ctx, customerId, contractorId);
      return contractorEvents(ctx, { customerId, contractorId }, indexValueId);
    },
  );

  routes.post(
    `${BASE}/rating-preview`,
    {
      config: { access: 'customer:admin', fieldLabels: RATING_SCALE_FIELD_LABELS },
      schema: {
        tags,
        summary: 'Как изменятся последние рейтинги при других весах и шкалах (ничего не сохраняет)',
        params: customerParamsSchema,
        body: ratingPreviewBodySchema,
        response: { 200: ratingPreviewSchema },
      },
    },
    async (request) => ratingPreview(ctx, request.params.customerId, request.body),
  );
};
