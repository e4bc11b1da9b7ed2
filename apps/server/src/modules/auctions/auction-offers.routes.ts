import {
  auctionOfferSchema,
  customerOfferParamsSchema,
  offerBodySchema,
  offerParamsSchema,
} from '@portal/contract/auctions/auction-offers.schemas';
import { auctionParamsSchema, customerAuctionSchema } from '@portal/contract/auctions/auctions.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { acceptOffer, createOffer, updateOffer } from './auction-offers.service';

const tags = ['Аукционы'];

// DESIGN 11 offers: the carrier's paths name no company, so the service checks the invitation; accepting is the
// customer's (K, AM) and answers the auction after the change.
export const auctionOffersRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.post(
    '/api/auctions/:auctionId/offers',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Предложение перевозчика: цена вне торгов (одно на аукцион)',
        params: auctionParamsSchema,
        body: offerBodySchema,
        response: { 201: auctionOfferSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createOffer(ctx, requirePrincipal(request), request.params.auctionId, request.body)),
  );

  routes.put(
    '/api/auctions/:auctionId/offers/:offerId',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Изменить своё предложение, пока оно на рассмотрении',
        params: offerParamsSchema,
        body: offerBodySchema,
        response: { 200: auctionOfferSchema },
      },
    },
    async (request) =>
      updateOffer(
        ctx,
        requirePrincipal(request),
        request.params.auctionId,
        request.params.offerId,
        request.body,
      ),
  );

  routes.patch(
    '/api/customers/:customerId/auctions/:auctionId/offers/:offerId/accept',
    {
      config: { access: 'customer:admin-or-manager' },
      schema: {
        tags,
        summary: 'Принять предложение: перевозчик побеждает по цене предложения',
        params: customerOfferParamsSchema,
        response: { 200: customerAuctionSchema },
      },
    },
    async (request) =>
      acceptOffer(ctx, requirePrincipal(request), request.params.auctionId, request.params.offerId),
  );
};
