import { pageOf } from '@portal/contract/pagination';
import {
  contractorLotBidParamsSchema,
  contractorLotOfferParamsSchema,
  contractorLotParamsSchema,
  contractorTenderListItemSchema,
  contractorTenderListQuerySchema,
  contractorTenderParamsSchema,
  contractorTenderSchema,
  contractorTendersParamsSchema,
  declineWinBodySchema,
  TENDER_FIELD_LABELS,
  tenderBidBodySchema,
  tenderBidSchema,
  tenderOfferBodySchema,
  tenderOfferPatchBodySchema,
  tenderOfferSchema,
} from '@portal/contract/tenders/tenders.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import { type Module, withZod } from '../../core/module';
import { declineTenderWin, getContractorTender } from './contractor-tenders.service';
import { answerContractorTenders } from './contractor-tenders.xlsx';
import {
  changeTenderOffer,
  createTenderOffer,
  deleteTenderOffer,
  placeTenderBid,
  withdrawTenderBid,
} from './tender-bids.service';

const tags = ['Тендеры'];
const TENDERS = '/api/contractors/:contractorId/tenders';
const TENDER = `${TENDERS}/:tenderId`;
const LOT = `${TENDER}/route_template/:routeTemplateId`;
const access = { access: 'contractor' } as const;

// SPEC 2.2 tenders/contractor (C): the carrier's tenders, its sealed bids and offers per lot, declining a win.
export const contractorTendersRoutes: Module = (app, ctx) => {
  const routes = withZod(app);

  routes.get(
    TENDERS,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Тендеры перевозчика: активные, запланированные, выигранные, архив; ?format=xlsx — вся выборка книгой Excel',
        params: contractorTendersParamsSchema,
        querystring: contractorTenderListQuerySchema,
        response: { 200: pageOf(contractorTenderListItemSchema) },
      },
    },
    async (request, reply) => answerContractorTenders(ctx, reply, requirePrincipal(request), request.query),
  );

  routes.get(
    TENDER,
    {
      config: access,
      schema: {
        tags,
        summary: 'Тендер глазами перевозчика: лоты, своя ставка и предложения (ставки закрытые)',
        params: contractorTenderParamsSchema,
        response: { 200: contractorTenderSchema },
      },
    },
    async (request) => getContractorTender(ctx, requirePrincipal(request), request.params.tenderId),
  );

  routes.patch(
    `${TENDER}/declinewin`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Отказаться от победы: лот переходит к следующей лучшей ставке',
        params: contractorTenderParamsSchema,
        body: declineWinBodySchema,
        response: { 200: contractorTenderSchema },
      },
    },
    async (request) =>
      declineTenderWin(ctx, requirePrincipal(request), request.params.tenderId, request.body),
  );

  routes.post(
    `${LOT}/bids`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Ставка на лот (цена за рейс); повторная заменяет прежнюю',
        params: contractorLotParamsSchema,
        body: tenderBidBodySchema,
        response: { 201: tenderBidSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await placeTenderBid(ctx, requirePrincipal(request), request.params, request.body.summ)),
  );

  routes.delete(
    `${LOT}/bids/:bidId`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Отозвать ставку',
        params: contractorLotBidParamsSchema,
        response: { 200: tenderBidSchema },
      },
    },
    async (request) =>
      withdrawTenderBid(ctx, requirePrincipal(request), request.params, request.params.bidId),
  );

  routes.post(
    `${LOT}/offers`,
    {
      config: { ...access, fieldLabels: TENDER_FIELD_LABELS },
      schema: {
        tags,
        summary: 'Предложение на часть рейсов лота',
        params: contractorLotParamsSchema,
        body: tenderOfferBodySchema,
        response: { 201: tenderOfferSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTenderOffer(ctx, requirePrincipal(request), request.params, request.body)),
  );

  routes.patch(
    `${LOT}/offers/:offerId`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Изменить цену предложения',
        params: contractorLotOfferParamsSchema,
        body: tenderOfferPatchBodySchema,
        response: { 200: tenderOfferSchema },
      },
    },
    async (request) =>
      changeTenderOffer(
        ctx,
        requirePrincipal(request),
        request.params,
        request.params.offerId,
        request.body.summ,
      ),
  );

  routes.delete(
    `${LOT}/offers/:offerId`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Удалить предложение',
        params: contractorLotOfferParamsSchema,
        response: { 200: tenderOfferSchema },
      },
    },
    async (request) =>
      deleteTenderOffer(ctx, requirePrincipal(request), request.params, request.params.offerId),
  );
};
