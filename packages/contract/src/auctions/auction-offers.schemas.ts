import * as z from 'zod';
import { idParamSchema } from '../ids';
import { moneySchema } from '../validation/money';
import { text } from '../validation/text';

// DESIGN 8 and 11: an offer is a carrier's price proposal outside the bidding, `POST /api/auctions/{id}/offers`
// `{ summ, comment? }` (201), edited while pending with `PUT …/offers/{offerId}` (200); the customer's
// `PATCH …/auctions/{id}/offers/{offerId}/accept` makes the carrier the winner at the offer's price.

export const OFFER_COMMENT_MAX = 2000;

/** 0 pending, 1 accepted (the carrier won by it), 2 declined (the carrier declined the win it gave). */
export const OFFER_STATUS = { pending: 0, accepted: 1, declined: 2 } as const;
export type OfferStatus = (typeof OFFER_STATUS)[keyof typeof OFFER_STATUS];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  0: 'На рассмотрении',
  1: 'Принято',
  2: 'Отказ от победы',
};

export const OFFER_MESSAGES = {
  notFound: 'Предложение не найдено',
  alreadyMade: 'Вы уже сделали предложение в этом аукционе: измените его',
  notPending: (status: OfferStatus) => `Предложение уже не на рассмотрении: «${OFFER_STATUS_LABELS[status]}»`,
  accepted: 'Предложение принято',
  sent: 'Предложение отправлено',
} as const;

export const offerParamsSchema = z.object({ auctionId: idParamSchema, offerId: idParamSchema });
export const customerOfferParamsSchema = z.object({
  customerId: idParamSchema,
  auctionId: idParamSchema,
  offerId: idParamSchema,
});

export const offerBodySchema = z.object({
  summ: moneySchema,
  comment: text()
    .trim()
    .max(OFFER_COMMENT_MAX)
    .nullish()
    .transform((value) => value || undefined),
});
export type OfferBody = z.infer<typeof offerBodySchema>;

export const offerStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const auctionOfferSchema = z.object({
  id: z.number().int(),
  auctionId: z.number().int(),
  summ: z.number(),
  comment: z.string().nullable(),
  status: offerStatusSchema,
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type AuctionOffer = z.infer<typeof auctionOfferSchema>;

/** The customer sees who offered. */
export const customerOfferSchema = auctionOfferSchema.extend({
  contractor: z.object({ id: z.number().int(), name: z.string() }),
});
export type CustomerOffer = z.infer<typeof customerOfferSchema>;
