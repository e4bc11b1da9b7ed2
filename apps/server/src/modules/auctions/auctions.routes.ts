import {
  auctionBodySchema,
  auctionCancelBodySchema,
  auctionDatesBodySchema,
  auctionSetWinnerBodySchema,
  customerAuctionListQuerySchema,
  customerAuctionPageSchema,
  customerAuctionParamsSchema,
  customerAuctionSchema,
  customerAuctionsParamsSchema,
  routesAuctionBodySchema,
  transportationSettingsSchema,
} from '@portal/contract/auctions/auctions.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import {
  cancelAuction,
  changeAuctionDates,
  clearRunAuction,
  draftAuction,
  runAuction,
  setAuctionWinner,
} from './auction-actions.service';
import { auctionBidsRoutes } from './auction-bids.routes';
import { bidNotificationsIdle } from './auction-notifications';
import { auctionOffersRoutes } from './auction-offers.routes';
import { auctionPlanRoutes } from './auction-plan.routes';
import { auctionReportRoutes } from './auction-report.routes';
import { startAuctionScheduler, stopAuctionScheduler } from './auction-scheduler';
import { getTransportationSettings, putTransportationSettings } from './auction-settings.service';
import {
  createAuction,
  createRouteAndAuction,
  deleteAuction,
  getCustomerAuction,
  listCustomerAuctions,
  updateAuction,
} from './auctions.service';
import { bidLogRoutes } from './bid-log.routes';
import { contractorAuctionsRoutes } from './contractor-auctions.routes';

const tags = ['Аукционы'];
const AUCTIONS = '/api/customers/:customerId/auctions';
const AUCTION = `${AUCTIONS}/:auctionId`;

// SPEC 2.2: every customer user sees the auctions (K); admins and managers create, edit and run them (K, AM).
const customerAuctionsRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    AUCTIONS,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Аукционы заказчика',
        params: customerAuctionsParamsSchema,
        querystring: customerAuctionListQuerySchema,
        response: { 200: customerAuctionPageSchema },
      },
    },
    async (request) => listCustomerAuctions(ctx, requirePrincipal(request), request.query),
  );

  routes.post(
    AUCTIONS,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Новый аукцион (черновик) из готовых рейсов',
        params: customerAuctionsParamsSchema,
        body: auctionBodySchema,
        response: { 201: customerAuctionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAuction(ctx, requirePrincipal(request), request.body)),
  );

  routes.post(
    '/api/customers/:customerId/routes-auction',
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Новый рейс и аукцион (черновик) по нему одним вызовом',
        params: customerAuctionsParamsSchema,
        body: routesAuctionBodySchema,
        response: { 201: customerAuctionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRouteAndAuction(ctx, requirePrincipal(request), request.body)),
  );

  routes.get(
    AUCTION,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Аукцион со ставками, перевозчиками и победителем',
        params: customerAuctionParamsSchema,
        response: { 200: customerAuctionSchema },
      },
    },
    async (request) => getCustomerAuction(ctx, requirePrincipal(request), request.params.auctionId),
  );

  routes.put(
    AUCTION,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Изменить черновик аукциона',
        params: customerAuctionParamsSchema,
        body: auctionBodySchema,
        response: { 200: customerAuctionSchema },
      },
    },
    async (request) => updateAuction(ctx, requirePrincipal(request), request.params.auctionId, request.body),
  );

  routes.delete(
    AUCTION,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Удалить черновик аукциона',
        params: customerAuctionParamsSchema,
        response: { 200: customerAuctionSchema },
      },
    },
    async (request) => deleteAuction(ctx, requirePrincipal(request), request.params.auctionId),
  );

  for (const action of ['run', 'draft'] as const) {
    routes.patch(
      `${AUCTION}/${action}`,
      {
        config: { access: 'customer:admin-or-manager' },
        schema: {
          tags,
          summary:
            action === 'run'
              ? 'Запустить: запланирован, или идёт, если начало наступило'
              : 'Вернуть запланированный аукцион в черновики',
          params: customerAuctionParamsSchema,
          response: { 200: customerAuctionSchema },
        },
      },
      async (request) =>
        (action === 'run' ? runAuction : draftAuction)(
          ctx,
          requirePrincipal(request),
          request.params.auctionId,
        ),
    );
  }

  for (const action of ['change_dates', 'clear_run'] as const) {
    routes.patch(
      `${AUCTION}/${action}`,
      {
        config: { access: 'customer:admin-or-manager' },
        schema: {
          tags,
          summary:
            action === 'change_dates'
              ? 'Изменить даты запланированного или идущего аукциона'
              : 'Перезапустить аукцион, завершившийся без победителя',
          params: customerAuctionParamsSchema,
          body: auctionDatesBodySchema,
          response: { 200: customerAuctionSchema },
        },
      },
      async (request) =>
        (action === 'change_dates' ? changeAuctionDates : clearRunAuction)(
          ctx,
          requirePrincipal(request),
          request.params.auctionId,
          request.body,
        ),
    );
  }

  routes.patch(
    `${AUCTION}/cancel`,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Отменить аукцион',
        params: customerAuctionParamsSchema,
        body: auctionCancelBodySchema,
        response: { 200: customerAuctionSchema },
      },
    },
    async (request) => cancelAuction(ctx, requirePrincipal(request), request.params.auctionId, request.body),
  );

  routes.patch(
    `${AUCTION}/set_winner`,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Выбрать победителя по ставке',
        params: customerAuctionParamsSchema,
        body: auctionSetWinnerBodySchema,
        response: { 200: customerAuctionSchema },
      },
    },
    async (request) =>
      setAuctionWinner(ctx, requirePrincipal(request), request.params.auctionId, request.body),
  );

  const SETTINGS = '/api/customers/:customerId/transportations/settings';
  routes.get(
    SETTINGS,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Настройки перевозок: победа первой ставкой, время на отказ',
        params: customerAuctionsParamsSchema,
        response: { 200: transportationSettingsSchema },
      },
    },
    async (request) => getTransportationSettings(ctx, requirePrincipal(request)),
  );
  routes.put(
    SETTINGS,
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Изменить настройки перевозок',
        params: customerAuctionsParamsSchema,
        body: transportationSettingsSchema,
        response: { 200: transportationSettingsSchema },
      },
    },
    async (request) => putTransportationSettings(ctx, requirePrincipal(request), request.body),
  );
};

/** Issue 15: auctions on both sides, bids, and the scheduler that starts, closes and assigns them. */
export const auctionsRoutes: Module = async (app, ctx) => {
  for (const part of [
    customerAuctionsRoutes,
    contractorAuctionsRoutes,
    auctionBidsRoutes,
    auctionOffersRoutes,
    auctionPlanRoutes,
    auctionReportRoutes,
    bidLogRoutes,
  ])
    await part(app, ctx);
  app.addHook('onReady', async () => startAuctionScheduler(ctx));
  app.addHook('onClose', async () => {
    await stopAuctionScheduler(ctx);
    await bidNotificationsIdle(ctx);
  });
};
