import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import { formatMoney } from '@portal/contract/format/numbers';
import { quoted } from '@portal/contract/format/quotes';
import { formatZonedDateTime } from '@portal/contract/freight/zoned-time';
import { isAdminOrManager } from '@portal/contract/roles';
import { toRoubles } from '@portal/contract/validation/money';
import type { AppContext } from '../../core/context';
import { findWorkingStaff } from '../../core/db/company-staff';
import { notifyUsers } from '../notifications/notify-users';
import type { OfferRecord } from './auction-offers.repository';
import { findWinning } from './auction-offers.repository';
import { type AuctionRecord, findContractorRefs, findParticipants } from './auctions.repository';

// Issue 15 notifications (portal and mail, by each user's settings), sent after the change committed: carriers
// hear that an auction they are invited to started, that they won (also when a decline passed the win to them)
// and that the flights were assigned; the customer's admins and managers hear of declines and offers.

const carrierStaff = async (ctx: AppContext, contractorId: number) =>
  (await findWorkingStaff(ctx.db, 'contractor', contractorId)).map((user) => user.id);

const customerDeciders = async (ctx: AppContext, customerId: number) =>
  (await findWorkingStaff(ctx.db, 'customer', customerId))
    .filter((user) => isAdminOrManager(user.roles))
    .map((user) => user.id);

const carrierLink = (contractorId: number, auctionId: number) =>
  `/contractors/${contractorId}/auction/${auctionId}`;
const customerLink = (auction: AuctionRecord) => `/customers/${auction.customerId}/auction/${auction.id}`;
const money = (kopecks: number) => formatMoney(toRoubles(kopecks));
const moscow = (date: Date) => formatZonedDateTime(date, 'Europe/Moscow');

/** What a status change tells carriers: started (every participant), won, routes assigned (the winner). */
export const notifyAuctionStatus = async (
  ctx: AppContext,
  fromStatus: number,
  auction: AuctionRecord,
): Promise<void> => {
  if (auction.status === AUCTION_STATUS.active && fromStatus !== AUCTION_STATUS.active) {
    for (const participant of await findParticipants(ctx.db, [auction.id]))
      await notifyUsers(ctx, await carrierStaff(ctx, participant.id), {
        type: 'auction-started',
        title: 'Аукцион начался',
        text: `Аукцион № ${auction.id} начался. Начальная цена ${money(auction.startSumKopecks)}, окончание ${moscow(auction.dateEnd)}.`,
        link: carrierLink(participant.id, auction.id),
        mail: true,
      });
    return;
  }
  if (auction.status !== AUCTION_STATUS.hasWinner && auction.status !== AUCTION_STATUS.closed) return;
  const winning = await findWinning(ctx.db, auction);
  if (!winning) return;
  const won = auction.status === AUCTION_STATUS.hasWinner;
  await notifyUsers(ctx, await carrierStaff(ctx, winning.contractorId), {
    type: won ? 'auction-won' : 'auction-routes-assigned',
    title: won ? 'Победа в аукционе' : 'Рейсы аукциона назначены',
    text: won
      ? `Ваша компания победила в аукционе № ${auction.id} с ценой ${money(winning.summKopecks)}.${
          auction.winnerDeadline ? ` Отказаться от победы можно до ${moscow(auction.winnerDeadline)}.` : ''
        }`
      : `Рейсы аукциона № ${auction.id} назначены вашей компании по цене ${money(winning.summKopecks)}.`,
    link: carrierLink(winning.contractorId, auction.id),
    mail: true,
  });
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
