import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import type { ContractorAuction } from '@portal/contract/auctions/auctions.schemas';
import { maxAllowedBidKopecks } from '@portal/contract/auctions/bid-rules';
import { formatDateTime } from '@portal/contract/format/dates';
import { toKopecks, toRoubles } from '@portal/contract/validation/money';

/** The saving of the best price against the start price, in roubles (exact to the kopeck) and percent. */
export const savingOf = (
  startSum: number,
  bestSumm: number | null,
): { amount: number; percent: number } | null => {
  if (bestSumm === null || startSum <= 0) return null;
  const kopecks = toKopecks(startSum) - toKopecks(bestSumm);
  return { amount: toRoubles(kopecks), percent: Math.round((kopecks / toKopecks(startSum)) * 10_000) / 100 };
};

/**
 * The auction's «Экономия»: against the winner's price once there is a winner (the price the carrier gets, as the
 * auctions report counts it), against the best bid while the bidding runs, none otherwise.
 */
export const auctionSavingOf = (auction: {
  status: number;
  startSum: number;
  bestSumm: number | null;
  winner?: { summ: number } | null;
}) => {
  if (auction.winner) return savingOf(auction.startSum, auction.winner.summ);
  return auction.status === AUCTION_STATUS.active ? savingOf(auction.startSum, auction.bestSumm) : null;
};

/** The highest bid the auction takes now (the same rule the server applies), or null when none is possible. */
export const maxAllowedBid = (auction: { startSum: number; step: number; bestSumm: number | null }) => {
  const max = maxAllowedBidKopecks({
    startSumKopecks: toKopecks(auction.startSum),
    stepKopecks: toKopecks(auction.step),
    bestSumKopecks: auction.bestSumm === null ? null : toKopecks(auction.bestSumm),
  });
  return max === null ? null : toRoubles(max);
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Time left as «2 д 03:04:05» or «03:04:05»; a past end is «00:00:00». */
export const formatCountdown = (milliseconds: number): string => {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days} д ${clock}` : clock;
};

/** Issue 22: an anti-sniping move in the units the countdown runs in: «2 с», «5 мин», «4 мин 58 с». */
export const formatExtension = (seconds: number): string => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} с`;
  return rest === 0 ? `${minutes} мин` : `${minutes} мин ${rest} с`;
};

/** The mark of a bid that moved the end: by how much, and to when (SPEC's DD.MM.YYYY HH:mm). */
export const extensionText = (bid: { extendedTo: string | null; extendedBySeconds: number | null }) => {
  if (!bid.extendedTo) return null;
  const until = `до ${formatDateTime(bid.extendedTo)}`;
  return bid.extendedBySeconds === null
    ? `Продлён ${until}`
    : `Продлён на ${formatExtension(bid.extendedBySeconds)}, ${until}`;
};

/** How far the server's clock is ahead of this browser's: its answer time against the time it arrived. */
export const serverClockOffset = (serverTime: string, receivedAt: number): number =>
  Date.parse(serverTime) - receivedAt;

/** DD.MM.YYYY HH:mm:ss.SSS of a server time: bids keep their milliseconds. */
export const formatPreciseTime = (iso: string): string => {
  const date = new Date(iso);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
};

/** Issue 22: a carrier that bid or offered learns on the auction screen that someone else won, not only by mail. */
export const hasLost = (
  auction: Pick<ContractorAuction, 'status' | 'isWinner' | 'myBestSumm' | 'myOffer'>,
): boolean =>
  (auction.status === AUCTION_STATUS.hasWinner || auction.status === AUCTION_STATUS.closed) &&
  !auction.isWinner &&
  (auction.myBestSumm !== null || auction.myOffer !== null);
