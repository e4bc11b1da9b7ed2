import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import { formatMoney } from '@portal/contract/format/numbers';
import { quoted } from '@portal/contract/format/quotes';
import { formatZonedDateTime } from '@portal/contract/freight/zoned-time';
import { isAdminOrManager } from '@portal/contract/roles';
import { toRoubles } from '@portal/contract/validation/money';
import type { AppContext } from '../../core/context';
import { findWorkingStaff, findWorkingStaffOf } from '../../core/db/company-staff';
import { type NotificationMessage, notifyUsers, notifyUsersEach } from '../notifications/notify-users';
import { findBidderIds, findBidsBySeq } from './auction-bids.repository';
import type { OfferRecord } from './auction-offers.repository';
import { findWinning, type Winning } from './auction-offers.repository';
import {
  type AuctionRecord,
  type BidRecord,
  findContractorRefs,
  findParticipants,
} from './auctions.repository';

// Issue 15 notifications (portal and mail, by each user's settings), sent after the change committed: carriers
// hear that an auction they are invited to started, that another carrier took their first place, that a late bid
// extended it, that they won (also when a decline passed the win to them) or lost, and that the flights were
// assigned; the customer's admins and managers hear of declines and offers. A carrier never reads another
// carrier's name. Those caused by a bid are sent in the background, so the bid's answer does not wait for them.

const customerDeciders = async (ctx: AppContext, customerId: number) =>
  (await findWorkingStaff(ctx.db, 'customer', customerId))
    .filter((user) => isAdminOrManager(user.roles))
    .map((user) => user.id);

const carrierLink = (contractorId: number, auctionId: number) =>
  `/contractors/${contractorId}/auction/${auctionId}`;
const customerLink = (auction: AuctionRecord) => `/customers/${auction.customerId}/auction/${auction.id}`;
const money = (kopecks: number) => formatMoney(toRoubles(kopecks));
const moscow = (date: Date) => formatZonedDateTime(date, 'Europe/Moscow');

/** Messages to carriers' staff: the staff of all of them read once, the notices stored and mailed together. */
const notifyCarrierStaff = async (
  ctx: AppContext,
  messages: readonly { contractorId: number; message: NotificationMessage }[],
) => {
  if (messages.length === 0) return;
  const ids = [...new Set(messages.map(({ contractorId }) => contractorId))];
  const staff = await findWorkingStaffOf(ctx.db, 'contractor', ids);
  await notifyUsersEach(
    ctx,
    messages.map(({ contractorId, message }) => ({ userIds: staff.get(contractorId) ?? [], message })),
  );
};

const notifyCarriers = (
  ctx: AppContext,
  contractorIds: readonly number[],
  message: (contractorId: number) => NotificationMessage,
) =>
  notifyCarrierStaff(
    ctx,
    contractorIds.map((contractorId) => ({ contractorId, message: message(contractorId) })),
  );

const notifyWon = (ctx: AppContext, auction: AuctionRecord, winning: Winning, passed: boolean) =>
  notifyCarriers(ctx, [winning.contractorId], (contractorId) => ({
    type: 'auction-won',
    title: 'Победа в аукционе',
    text: `${
      passed
        ? `Победитель аукциона № ${auction.id} отказался от победы, и она перешла вашей компании с ценой`
        : `Ваша компания победила в аукционе № ${auction.id} с ценой`
    } ${money(winning.summKopecks)}.${
      auction.winnerDeadline ? ` Отказаться от победы можно до ${moscow(auction.winnerDeadline)}.` : ''
    }`,
    link: carrierLink(contractorId, auction.id),
    mail: true,
  }));

/** Every carrier that bid, except the winner, hears that the auction ended with another carrier's win. */
const notifyLost = async (ctx: AppContext, auction: AuctionRecord, winning: Winning) =>
  notifyCarriers(
    ctx,
    (await findBidderIds(ctx.db, auction.id)).filter((id) => id !== winning.contractorId),
    (contractorId) => ({
      type: 'auction-lost',
      title: 'Аукцион выиграл другой перевозчик',
      text: `Аукцион № ${auction.id} завершён: победила ставка другого перевозчика, ${money(winning.summKopecks)}.`,
      link: carrierLink(contractorId, auction.id),
      mail: true,
    }),
  );

/**
 * What a status change tells carriers: started (every participant); won (the winner) and lost (the other bidders)
 * when the auction first gets a winner; won again when the customer chooses another winner; routes assigned.
 */
export const notifyAuctionStatus = async (
  ctx: AppContext,
  fromStatus: number,
  auction: AuctionRecord,
): Promise<void> => {
  if (auction.status === AUCTION_STATUS.active && fromStatus !== AUCTION_STATUS.active) {
    const participants = await findParticipants(ctx.db, [auction.id]);
    await notifyCarriers(
      ctx,
      participants.map((participant) => participant.id),
      (contractorId) => ({
        type: 'auction-started',
        title: 'Аукцион начался',
        text: `Аукцион № ${auction.id} начался. Начальная цена ${money(auction.startSumKopecks)}, окончание ${moscow(auction.dateEnd)}.`,
        link: carrierLink(contractorId, auction.id),
        mail: true,
      }),
    );
    return;
  }
  if (auction.status !== AUCTION_STATUS.hasWinner && auction.status !== AUCTION_STATUS.closed) return;
  const winning = await findWinning(ctx.db, auction);
  if (!winning) return;
  if (auction.status === AUCTION_STATUS.hasWinner) {
    await notifyWon(ctx, auction, winning, false);
    if (fromStatus !== AUCTION_STATUS.hasWinner) await notifyLost(ctx, auction, winning);
    return;
  }
  await notifyCarriers(ctx, [winning.contractorId], (contractorId) => ({
    type: 'auction-routes-assigned',
    title: 'Рейсы аукциона назначены',
    text: `Рейсы аукциона № ${auction.id} назначены вашей компании по цене ${money(winning.summKopecks)}.`,
    link: carrierLink(contractorId, auction.id),
    mail: true,
  }));
};

/** After a decline: the carrier the win passed to hears it (nobody, when the auction ended with no winner). */
export const notifyWinPassed = async (ctx: AppContext, auction: AuctionRecord): Promise<void> => {
  if (auction.status !== AUCTION_STATUS.hasWinner) return;
  const winning = await findWinning(ctx.db, auction);
  if (winning) await notifyWon(ctx, auction, winning, true);
};

type BidNotice = { auction: AuctionRecord; bid: BidRecord; isExtended: boolean };

/** The bid just before each of `notices`' bids (null for a first bid): from the notices themselves, or read. */
const previousBids = async (ctx: AppContext, notices: readonly BidNotice[]) => {
  const known = new Map(notices.map(({ bid }) => [`${bid.auctionId}:${bid.seq}`, bid]));
  const missing = new Map<number, number[]>();
  for (const { bid } of notices) {
    if (bid.seq > 1 && !known.has(`${bid.auctionId}:${bid.seq - 1}`))
      missing.set(bid.auctionId, [...(missing.get(bid.auctionId) ?? []), bid.seq - 1]);
  }
  for (const [auctionId, seqs] of missing)
    for (const bid of await findBidsBySeq(ctx.db, auctionId, seqs)) known.set(`${auctionId}:${bid.seq}`, bid);
  return (bid: BidRecord) => known.get(`${bid.auctionId}:${bid.seq - 1}`) ?? null;
};

const outbidMessage = (auction: AuctionRecord, bid: BidRecord, previous: BidRecord): NotificationMessage => ({
  type: 'auction-outbid',
  title: 'Вашу ставку перебили',
  text: `В аукционе № ${auction.id} другой перевозчик предложил цену ${money(bid.summKopecks)}, ниже вашей ставки ${money(previous.summKopecks)}. Ваша компания больше не на первом месте.`,
  link: carrierLink(previous.contractorId, auction.id),
  mail: true,
});

/** The outbid notices of several bids, each to the carrier whose first place the bid took. */
const notifyOutbid = (ctx: AppContext, outbid: readonly { notice: BidNotice; previous: BidRecord }[]) =>
  notifyCarrierStaff(
    ctx,
    outbid.map(({ notice, previous }) => ({
      contractorId: previous.contractorId,
      message: outbidMessage(notice.auction, notice.bid, previous),
    })),
  );

/**
 * Bids' notifications, in bid order: the carrier whose best bid was first until then hears it lost first place
 * (only when the bid came from another carrier), the carriers that bid hear of an extension with the new end, and a
 * first bid that won at once tells as a close would. The outbid notices of bids in a row go out together.
 */
const notifyBids = async (ctx: AppContext, notices: readonly BidNotice[]) => {
  // Accepted bids strictly decrease, so the bid just before one was the best until it came.
  const previousOf = await previousBids(ctx, notices);
  let outbid: { notice: BidNotice; previous: BidRecord }[] = [];
  for (const notice of notices) {
    const { auction, bid, isExtended } = notice;
    const previous = previousOf(bid);
    if (previous && previous.contractorId !== bid.contractorId) outbid.push({ notice, previous });
    if (!isExtended && auction.status === AUCTION_STATUS.active) continue;
    await notifyOutbid(ctx, outbid);
    outbid = [];
    if (isExtended)
      await notifyCarriers(ctx, await findBidderIds(ctx.db, auction.id), (contractorId) => ({
        type: 'auction-extended',
        title: 'Аукцион продлён',
        text: `Аукцион № ${auction.id} продлён из-за ставки в последние минуты. Новое окончание ${moscow(auction.dateEnd)}.`,
        link: carrierLink(contractorId, auction.id),
        mail: true,
      }));
    if (auction.status !== AUCTION_STATUS.active)
      await notifyAuctionStatus(ctx, AUCTION_STATUS.active, auction);
  }
  await notifyOutbid(ctx, outbid);
};

// Bids' notifications wait in a queue per app and go out in bid order, those that came while the last ones were
// being sent together: under a hot auction one notice at a time fell behind the bids by tens of seconds (issue 27).
const MAX_NOTICES_AT_ONCE = 200;
type NoticeQueue = { waiting: BidNotice[]; sending: Promise<void> | null };
const queues = new WeakMap<AppContext, NoticeQueue>();

const sendWaiting = async (ctx: AppContext, queue: NoticeQueue) => {
  while (queue.waiting.length > 0) {
    const notices = queue.waiting.splice(0, MAX_NOTICES_AT_ONCE);
    try {
      await notifyBids(ctx, notices);
    } catch (error) {
      ctx.log.error(
        { err: error, bidIds: notices.map((notice) => notice.bid.id) },
        'bid notifications failed',
      );
    }
  }
  queue.sending = null;
};

/** Called after the bid's commit; returns at once. A failure is logged: the bid stands regardless. */
export const notifyBidInBackground = (
  ctx: AppContext,
  auction: AuctionRecord,
  bid: BidRecord,
  isExtended: boolean,
): void => {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = { waiting: [], sending: null };
    queues.set(ctx, queue);
  }
  queue.waiting.push({ auction, bid, isExtended });
  queue.sending ??= sendWaiting(ctx, queue);
};

/** Resolves once every bid notification queued so far is sent (tests, shutdown). */
export const bidNotificationsIdle = async (ctx: AppContext): Promise<void> => {
  for (;;) {
    const sending = queues.get(ctx)?.sending;
    if (!sending) return;
    await sending;
  }
};

export const notifyWinDeclined = async (ctx: AppContext, auction: AuctionRecord, contractorId: number) => {
  const [carrier] = await findContractorRefs(ctx.db, [contractorId]);
  await notifyUsers(ctx, await customerDeciders(ctx, auction.customerId), {
    type: 'auction-win-declined',
    title: 'Отказ от победы в аукционе',
    text: `Перевозчик ${quoted(carrier?.name ?? String(contractorId))} отказался от победы в аукционе № ${auction.id}.`,
    link: customerLink(auction),
    mail: true,
  });
};

export const notifyOfferMade = async (ctx: AppContext, auction: AuctionRecord, offer: OfferRecord) => {
  const [carrier] = await findContractorRefs(ctx.db, [offer.contractorId]);
  await notifyUsers(ctx, await customerDeciders(ctx, auction.customerId), {
    type: 'auction-offer-made',
    title: 'Предложение перевозчика в аукционе',
    text: `Перевозчик ${quoted(carrier?.name ?? String(offer.contractorId))} предложил цену ${money(offer.summKopecks)} в аукционе № ${auction.id}.`,
    link: customerLink(auction),
    mail: true,
  });
};
