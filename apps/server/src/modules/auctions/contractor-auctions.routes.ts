import {
  contractorAuctionListQuerySchema,
  contractorAuctionParamsSchema,
  contractorAuctionSchema,
  contractorAuctionsParamsSchema,
} from '@portal/contract/auctions/auctions.schemas';
import { pageOf } from '@portal/contract/pagination';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { declineWin, getContractorAuction } from './contractor-auctions.service';
import { answerContractorAuctions } from './contractor-auctions.xlsx';

const tags = ['Аукционы'];
const AUCTIONS = '/api/contractors/:contractorId/auctions';
const AUCTION = `${AUCTIONS}/:auctionId`;

// SPEC 2.2 auctions/contractor (C): the auctions the carrier is invited to; never another carrier's name.
export const contractorAuctionsRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    AUCTIONS,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary:
          'Аукционы, в которые приглашён перевозчик (вкладки active, planned, won, archive); ?format=xlsx — вся выборка книгой Excel',
        params: contractorAuctionsParamsSchema,
        querystring: contractorAuctionListQuerySchema,
        response: { 200: pageOf(contractorAuctionSchema) },
      },
    },
    async (request, reply) => answerContractorAuctions(ctx, reply, requirePrincipal(request), request.query),
  );

  routes.get(
    AUCTION,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Аукцион глазами перевозчика: лучшая цена, своя ставка и место',
        params: contractorAuctionParamsSchema,
        response: { 200: contractorAuctionSchema },
      },
    },
    async (request) => getContractorAuction(ctx, requirePrincipal(request), request.params.auctionId),
  );

  routes.patch(
    `${AUCTION}/decline_win`,
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Отказаться от победы: она переходит к следующей лучшей ставке',
        params: contractorAuctionParamsSchema,
        response: { 200: contractorAuctionSchema },
      },
    },
    async (request) => declineWin(ctx, requirePrincipal(request), request.params.auctionId),
  );
};
