import {
  auctionParamsSchema,
  bidAnswerSchema,
  bidBodySchema,
} from '@portal/contract/auctions/auctions.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { placeBid } from './auction-bids.service';

const tags = ['Аукционы'];

// DESIGN 11: POST /api/auctions/{auctionId}/bids; the path names no company, so the service checks the invitation.
export const auctionBidsRoutes: Module = (app, ctx) => {
  withZod(app).post(
    '/api/auctions/:auctionId/bids',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Ставка перевозчика: не выше начальной цены, затем не выше лучшей цены минус шаг',
        params: auctionParamsSchema,
        body: bidBodySchema,
        response: { 201: bidAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await placeBid(ctx, requirePrincipal(request), request.params.auctionId, request.body.summ)),
  );
};
