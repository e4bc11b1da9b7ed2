import { maxAllowedBidKopecks } from '@portal/contract/auctions/bid-rules';
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
