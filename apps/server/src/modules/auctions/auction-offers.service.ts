import {
  type AuctionOffer,
  OFFER_MESSAGES,
  OFFER_STATUS,
  type OfferBody,
  type OfferStatus,
} from '@portal/contract/auctions/auction-offers.schemas';
import {
  AUCTION_STATUS,
  canAuctionAction,
  wrongAuctionStateMessage,
} from '@portal/contract/auctions/auction-status';
import { AUCTION_MESSAGES } from '@portal/contract/auctions/auctions.schemas';
import { toKopecks } from '@portal/contract/validation/money';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { conflict, notFound } from '../../core/http/problem';
import { changeAuction } from './auction-actions.service';
import { checkBidder } from './auction-bids.service';
import { notifyOfferMade } from './auction-notifications';
import { presentOffer } from './auction-offers.presenter';
import {
  findCarrierOffer,
  findOffer,
  insertOffer,
  type OfferRecord,
  updateOfferRow,
} from './auction-offers.repository';
import { winnerDeadlineFrom } from './auction-settings.service';
import { type AuctionRecord, findSettings, lockAuction } from './auctions.repository';

const offerNotFound = () => notFound(OFFER_MESSAGES.notFound);

/** The auction under its row lock, in a state that takes offers (409 names the state). */
const lockOfferable = async (tx: Tx, auctionId: number): Promise<AuctionRecord> => {
  const auction = await lockAuction(tx, auctionId);
  if (!auction) throw notFound(AUCTION_MESSAGES.notFound);
  if (!canAuctionAction('offer', auction.status)) throw conflict(wrongAuctionStateMessage(auction.status));
  return auction;
};

const auditOffer = (tx: Tx, principal: Principal, offer: OfferRecord, action: string) =>
  writeAudit(tx, {
    actorUserId: principal.userId,
    entity: 'auction_offer',
    entityId: offer.id,
    action,
    toState: offer.status,
    details: { auctionId: offer.auctionId, summKopecks: offer.summKopecks, comment: offer.comment },
  });

/**
 * POST /api/auctions/{id}/offers: one offer per carrier and auction (a second one answers 409: edit the first).
 * The auction's row lock serialises it with bids and with the customer's accept.
 */
export const createOffer = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
  body: OfferBody,
): Promise<AuctionOffer> => {
  await checkBidder(ctx, principal, auctionId);
  const { offer, auction } = await ctx.db.transaction(async (tx) => {
    const auction = await lockOfferable(tx, auctionId);
    if (await findCarrierOffer(tx, auctionId, principal.ownerId)) throw conflict(OFFER_MESSAGES.alreadyMade);
    const now = ctx.clock.now();
    const offer = await insertOffer(tx, {
      auctionId,
      contractorId: principal.ownerId,
      userId: principal.userId,
      summKopecks: toKopecks(body.summ),
      comment: body.comment ?? null,
      status: OFFER_STATUS.pending,
      createdAt: now,
      updatedAt: now,
    });
    await auditOffer(tx, principal, offer, 'create');
    return { offer, auction };
  });
  await notifyOfferMade(ctx, auction, offer);
  return presentOffer(offer);
};

/** PUT /api/auctions/{id}/offers/{offerId}: the carrier edits its own offer while it is pending. */
export const updateOffer = async (
  ctx: AppContext,
  principal: Principal,
  auctionId: number,
  offerId: number,
  body: OfferBody,
): Promise<AuctionOffer> => {
  await checkBidder(ctx, principal, auctionId);
  const offer = await ctx.db.transaction(async (tx) => {
    await lockOfferable(tx, auctionId);
    const before = await findOffer(tx, auctionId, offerId);
    if (!before || before.contractorId !== principal.ownerId) throw offerNotFound();
    if (before.status !== OFFER_STATUS.pending)
      throw conflict(OFFER_MESSAGES.notPending(before.status as OfferStatus));
    const offer = await updateOfferRow(tx, offerId, {
      summKopecks: toKopecks(body.summ),
      comment: body.comment ?? null,
      updatedAt: ctx.clock.now(),
    });
    await auditOffer(tx, principal, offer, 'update');
    return offer;
  });
  return presentOffer(offer);
};

/**
 * PATCH …/auctions/{id}/offers/{offerId}/accept: the carrier wins at the offer's price and bidding stops; the
 * winner gets its decline window as after a bid's win. Under the auction's row lock, so a bid or a second accept
 * racing it is refused with 409.
 */
export const acceptOffer = (ctx: AppContext, principal: Principal, auctionId: number, offerId: number) =>
  changeAuction(ctx, principal, auctionId, 'accept_offer', async (auction, tx, now) => {
    const offer = await findOffer(tx, auctionId, offerId, true);
    if (!offer) throw offerNotFound();
    if (offer.status !== OFFER_STATUS.pending)
      throw conflict(OFFER_MESSAGES.notPending(offer.status as OfferStatus));
    await updateOfferRow(tx, offer.id, { status: OFFER_STATUS.accepted, updatedAt: now });
    const settings = await findSettings(tx, auction.customerId);
    return {
      values: {
        status: AUCTION_STATUS.hasWinner,
        winnerBidId: null,
        winnerOfferId: offer.id,
        winnerDeadline: winnerDeadlineFrom(now, settings),
      },
    };
  });
