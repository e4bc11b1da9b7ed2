import {
  contractorAuctionParamsSchema,
  contractorBidLogSchema,
  customerAuctionParamsSchema,
  customerBidLogSchema,
} from '@portal/contract/auctions/auctions.schemas';
import { bidLogQuerySchema } from '@portal/contract/auctions/bid-log-export';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { contractorBidLog, customerBidLog } from './bid-log.service';
import { answerBidLog } from './bid-log-download';

const tags = ['Аукционы'];

// DESIGN 11: the customer and every participant read the auction's bid log and the server's check of its chain.
export const bidLogRoutes: Module = (app, ctx) => {
  const routes = withZod(app);
  routes.get(
    '/api/customers/:customerId/auctions/:auctionId/bid-log',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Журнал ставок (цепочка хешей) и результат его проверки; ?format=csv|xlsx — файлом',
        params: customerAuctionParamsSchema,
        querystring: bidLogQuerySchema,
        response: { 200: customerBidLogSchema },
      },
    },
    async (request, reply) =>
      answerBidLog(
        reply,
        await customerBidLog(ctx, requirePrincipal(request), request.params.auctionId),
        request.query.format,
        request.params.auctionId,
      ),
  );
  routes.get(
    '/api/contractors/:contractorId/auctions/:auctionId/bid-log',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Журнал ставок аукциона для участника и результат его проверки; ?format=csv|xlsx — файлом',
        params: contractorAuctionParamsSchema,
        querystring: bidLogQuerySchema,
        response: { 200: contractorBidLogSchema },
      },
    },
    async (request, reply) =>
      answerBidLog(
        reply,
        await contractorBidLog(ctx, requirePrincipal(request), request.params.auctionId),
        request.query.format,
        request.params.auctionId,
      ),
  );
};
