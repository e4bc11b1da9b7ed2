import { canTenderAction, wrongTenderStateMessage } from '@portal/contract/tenders/tender-status';
import {
  TENDER_MESSAGES,
  type TenderBidAnswer,
  type TenderOfferAnswer,
  type TenderOfferBody,
} from '@portal/contract/tenders/tenders.schemas';
import { toKopecks, toRoubles } from '@portal/contract/validation/money';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/database';
import { conflict, forbidden, notFound, unprocessable } from '../../core/http/problem';
import { participantStanding } from '../../core/procurement/participants';
import { findVisibleTender } from './contractor-tenders.service';
import { publishTenderEvent, TENDER_EVENT_TYPES } from './tender-live';
import {
  deleteBid,
  deleteOffer,
  findBid,
  findLot,
  findOwnOffer,
  findTenderById,
  insertOffer,
  type LotRecord,
  type TenderBidRecord,
  type TenderOfferRecord,
  type TenderRecord,
  updateOffer,
  upsertBid,
} from './tenders.repository';
import { field } from './tenders.service';

type LotPath = { tenderId: number; routeTemplateId: number };

/** Refusals before the lock: the tender must be visible, the carrier invited, verified and accredited. */
const checkBidder = async (ctx: AppContext, principal: Principal, tenderId: number) => {
  // A tender the carrier is not invited to is another company's record: not found, so ids cannot be probed.
  const tender = await findVisibleTender(ctx, principal.ownerId, tenderId);
  const standing = await participantStanding(ctx.db, tender.customerId, principal.ownerId);
  if (standing === 'not-verified') throw forbidden(TENDER_MESSAGES.notVerified);
  if (standing !== 'ok') throw forbidden(TENDER_MESSAGES.blocked);
};

/**
 * Every bid and offer change runs under the tender's row lock, the same lock `end` and the scheduler take, so
 * nothing lands after bidding closed: the server's clock decides, even if the closing job is late.
 */
const underTenderLock = async <T>(
  ctx: AppContext,
  principal: Principal,
  path: LotPath,
  work: (tx: Tx, tender: TenderRecord, lot: LotRecord, now: Date) => Promise<T>,
): Promise<T> => {
  await checkBidder(ctx, principal, path.tenderId);
  const { result, tender } = await ctx.db.transaction(async (tx) => {
    const tender = (await findTenderById(tx, path.tenderId, true))!;
    const lot = await findLot(tx, path.tenderId, path.routeTemplateId);
    if (!lot) throw notFound(TENDER_MESSAGES.lotNotFound);
    const now = ctx.clock.now();
    if (!canTenderAction('bid', tender.status)) throw conflict(wrongTenderStateMessage(tender.status));
    if (now.getTime() >= tender.dateEnd.getTime()) throw conflict(TENDER_MESSAGES.tenderNotActive);
    return { result: await work(tx, tender, lot, now), tender };
  });
  await publishTenderEvent(ctx, tender, TENDER_EVENT_TYPES.bid);
  return result;
};

const bidAnswer = (bid: TenderBidRecord): TenderBidAnswer => ({
  id: bid.id,
  summ: toRoubles(bid.summKopecks),
  createdOn: bid.createdOn.toISOString(),
});
const offerAnswer = (offer: TenderOfferRecord): TenderOfferAnswer => ({
  id: offer.id,
  summ: toRoubles(offer.summKopecks),
  volume: offer.volume,
  createdOn: offer.createdOn.toISOString(),
});

/** One bid per carrier and lot: posting again replaces the price. */
export const placeTenderBid = (ctx: AppContext, principal: Principal, path: LotPath, summ: number) =>
  underTenderLock(ctx, principal, path, async (tx, tender, lot, now) =>
    bidAnswer(
      await upsertBid(tx, {
        tenderId: tender.id,
        routeTemplateId: lot.id,
        contractorId: principal.ownerId,
        userId: principal.userId,
        summKopecks: toKopecks(summ),
        createdOn: now,
      }),
    ),
  );

export const withdrawTenderBid = (ctx: AppContext, principal: Principal, path: LotPath, bidId: number) =>
  underTenderLock(ctx, principal, path, async (tx, tender, lot) => {
    const bid = await findBid(tx, tender.id, bidId);
    if (!bid || bid.routeTemplateId !== lot.id || bid.contractorId !== principal.ownerId)
      throw notFound(TENDER_MESSAGES.bidNotFound);
    await deleteBid(tx, bid.id);
    return bidAnswer(bid);
  });

const requireVolume = (lot: LotRecord, volume: number) => {
  if (volume > lot.tripsCount)
    throw unprocessable([field('volume', TENDER_MESSAGES.volumeAboveTrips(lot.tripsCount))]);
};

export const createTenderOffer = (
  ctx: AppContext,
  principal: Principal,
  path: LotPath,
  body: TenderOfferBody,
) =>
  underTenderLock(ctx, principal, path, async (tx, tender, lot, now) => {
    requireVolume(lot, body.volume);
    return offerAnswer(
      await insertOffer(tx, {
        tenderId: tender.id,
        routeTemplateId: lot.id,
        contractorId: principal.ownerId,
        userId: principal.userId,
        summKopecks: toKopecks(body.summ),
        volume: body.volume,
        createdOn: now,
      }),
    );
  });

const ownOffer = async (tx: Tx, lot: LotRecord, contractorId: number, offerId: number) => {
  const offer = await findOwnOffer(tx, lot.id, contractorId, offerId);
  if (!offer) throw notFound(TENDER_MESSAGES.offerNotFound);
  return offer;
};

export const changeTenderOffer = (
  ctx: AppContext,
  principal: Principal,
  path: LotPath,
  offerId: number,
  summ: number,
) =>
  underTenderLock(ctx, principal, path, async (tx, _tender, lot) => {
    const offer = await ownOffer(tx, lot, principal.ownerId, offerId);
    return offerAnswer(await updateOffer(tx, offer.id, toKopecks(summ)));
  });

export const deleteTenderOffer = (ctx: AppContext, principal: Principal, path: LotPath, offerId: number) =>
  underTenderLock(ctx, principal, path, async (tx, _tender, lot) => {
    const offer = await ownOffer(tx, lot, principal.ownerId, offerId);
    await deleteOffer(tx, offer.id);
    return offerAnswer(offer);
  });
