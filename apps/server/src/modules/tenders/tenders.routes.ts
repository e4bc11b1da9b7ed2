import { pageOf } from '@portal/contract/pagination';
import {
  customerTenderBidParamsSchema,
  customerTenderListItemSchema,
  customerTenderListQuerySchema,
  customerTenderParamsSchema,
  customerTenderSchema,
  customerTendersParamsSchema,
  tenderBodySchema,
  tenderCommentBodySchema,
  tenderDatesBodySchema,
} from '@portal/contract/tenders/tenders.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { startPeriodicWork } from '../../core/periodic-work';
import { contractorTendersRoutes } from './contractor-tenders.routes';
import {
  acceptTenderWinners,
  cancelTender,
  changeTenderDates,
  clearRunTender,
  createAndRunTender,
  endTender,
  runTender,
  setTenderWinner,
  toDraftTender,
} from './tender-actions.service';
import { tenderReportRoutes } from './tender-report.routes';
import {
  RUNNING_TENDER_SCHEDULERS,
  runDueTenderWork,
  stopTenderScheduler,
  TENDER_SCHEDULER_INTERVAL_MS,
} from './tender-scheduler';
import {
  createTender,
  deleteTender,
  getCustomerTender,
  listCustomerTenders,
  updateTender,
} from './tenders.service';

const tags = ['Тендеры'];
const TENDERS = '/api/customers/:customerId/tenders';
const TENDER = `${TENDERS}/:tenderId`;
const EDIT = { access: 'customer:admin-or-manager' } as const;

// SPEC 2.2: every customer user sees the tenders (K); admins and managers create, edit and run them (K, AM).
const customerTendersRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    TENDERS,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Тендеры заказчика',
        params: customerTendersParamsSchema,
        querystring: customerTenderListQuerySchema,
        response: { 200: pageOf(customerTenderListItemSchema) },
      },
    },
    async (request) => listCustomerTenders(ctx, requirePrincipal(request), request.query),
  );

  routes.post(
    TENDERS,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Новый тендер (черновик) с лотами',
        params: customerTendersParamsSchema,
        body: tenderBodySchema,
        response: { 201: customerTenderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTender(ctx, requirePrincipal(request), request.body)),
  );

  routes.post(
    `${TENDERS}/create_and_run`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Создать и сразу запустить тендер',
        params: customerTendersParamsSchema,
        body: tenderBodySchema,
        response: { 201: customerTenderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAndRunTender(ctx, requirePrincipal(request), request.body)),
  );

  routes.get(
    TENDER,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Тендер: лоты со ставками и предложениями перевозчиков, победители',
        params: customerTenderParamsSchema,
        response: { 200: customerTenderSchema },
      },
    },
    async (request) => getCustomerTender(ctx, requirePrincipal(request), request.params.tenderId),
  );

  routes.put(
    TENDER,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Изменить черновик тендера',
        params: customerTenderParamsSchema,
        body: tenderBodySchema,
        response: { 200: customerTenderSchema },
      },
    },
    async (request) => updateTender(ctx, requirePrincipal(request), request.params.tenderId, request.body),
  );

  routes.delete(
    TENDER,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Удалить черновик тендера',
        params: customerTenderParamsSchema,
        response: { 200: customerTenderSchema },
      },
    },
    async (request) => deleteTender(ctx, requirePrincipal(request), request.params.tenderId),
  );

  const plain = {
    run: ['Запустить: запланирован, или идёт, если начало наступило', runTender],
    todraft: ['Вернуть запланированный тендер в черновики', toDraftTender],
    end: ['Завершить приём ставок досрочно', endTender],
    acceptwinner: ['Утвердить победителей: тарифы маршрутов и рейсы победителям', acceptTenderWinners],
  } as const;
  for (const [action, [summary, handler]] of Object.entries(plain)) {
    routes.patch(
      `${TENDER}/${action}`,
      {
        config: EDIT,
        schema: {
          tags,
          summary,
          params: customerTenderParamsSchema,
          response: { 200: customerTenderSchema },
        },
      },
      async (request) => handler(ctx, requirePrincipal(request), request.params.tenderId),
    );
  }

  const dated = {
    change_dates: ['Изменить даты запланированного или идущего тендера', changeTenderDates],
    clear_run: ['Перезапустить тендер, завершивший приём ставок', clearRunTender],
  } as const;
  for (const [action, [summary, handler]] of Object.entries(dated)) {
    routes.patch(
      `${TENDER}/${action}`,
      {
        config: EDIT,
        schema: {
          tags,
          summary,
          params: customerTenderParamsSchema,
          body: tenderDatesBodySchema,
          response: { 200: customerTenderSchema },
        },
      },
      async (request) => handler(ctx, requirePrincipal(request), request.params.tenderId, request.body),
    );
  }

  routes.patch(
    `${TENDER}/cancel`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Отменить тендер',
        params: customerTenderParamsSchema,
        body: tenderCommentBodySchema,
        response: { 200: customerTenderSchema },
      },
    },
    async (request) => cancelTender(ctx, requirePrincipal(request), request.params.tenderId, request.body),
  );

  routes.patch(
    `${TENDER}/setwinner/:bidId`,
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Выбрать победителя лота по ставке',
        params: customerTenderBidParamsSchema,
        response: { 200: customerTenderSchema },
      },
    },
    async (request) =>
      setTenderWinner(ctx, requirePrincipal(request), request.params.tenderId, request.params.bidId),
  );
};

/** Issue 16: tenders on both sides, bids and offers, the report, and the scheduler that starts and ends them. */
export const tendersRoutes: Module = async (app, ctx) => {
  for (const part of [customerTendersRoutes, contractorTendersRoutes, tenderReportRoutes])
    await part(app, ctx);
  app.addHook('onReady', async () => {
    RUNNING_TENDER_SCHEDULERS.set(
      ctx,
      startPeriodicWork(
        'tender scheduler',
        TENDER_SCHEDULER_INTERVAL_MS,
        () => runDueTenderWork(ctx),
        ctx.log,
      ),
    );
  });
  app.addHook('onClose', () => stopTenderScheduler(ctx));
};
