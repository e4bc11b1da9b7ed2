import {
  auctionPlanBodySchema,
  auctionPlanItemParamsSchema,
  auctionPlanParamsSchema,
  auctionPlanQuerySchema,
  auctionPlanSchema,
} from '@portal/contract/auction-plan/auction-plan.schemas';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { createAuctionPlan, listAuctionPlans, updateAuctionPlan } from './auction-plan.service';

const tags = ['План аукционов'];
const PLANS = '/api/customers/:customerId/auction-plan';

// SPEC 2.2: /auction-plan (K) reads the plan; /auction-plan/add (K, Adm) writes it: admins add and edit.
export const auctionPlanRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    PLANS,
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'План аукционов по маршрутам и месяцам, с фактом',
        params: auctionPlanParamsSchema,
        querystring: auctionPlanQuerySchema,
        response: { 200: pageOf(auctionPlanSchema) },
      },
    },
    async (request) => listAuctionPlans(ctx, requirePrincipal(request), request.query),
  );

  routes.post(
    PLANS,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Добавить план на месяц по маршруту',
        params: auctionPlanParamsSchema,
        body: auctionPlanBodySchema,
        response: { 201: auctionPlanSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAuctionPlan(ctx, requirePrincipal(request), request.body)),
  );

  routes.put(
    `${PLANS}/:planId`,
    {
      config: { access: 'customer:admin' },
      schema: {
        tags,
        summary: 'Изменить план',
        params: auctionPlanItemParamsSchema,
        body: auctionPlanBodySchema,
        response: { 200: auctionPlanSchema },
      },
    },
    async (request) => updateAuctionPlan(ctx, requirePrincipal(request), request.params.planId, request.body),
  );
};
