import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import { Statistic } from 'antd';
import { formatCountdown } from './auction-figures';
import { useServerNow } from './use-server-now';

type AuctionCountdownProps = {
  auction: { status: number; dateStart: string | null; dateEnd: string; serverTime: string };
  receivedAt: number;
};

/** Time to the start of a planned auction or to the end of a running one, on the server's clock. */
export function AuctionCountdown({ auction, receivedAt }: AuctionCountdownProps) {
  const now = useServerNow(auction.serverTime, receivedAt);
  const isPlanned = auction.status === AUCTION_STATUS.planned && auction.dateStart !== null;
  if (!isPlanned && auction.status !== AUCTION_STATUS.active) return null;
  const target = Date.parse(isPlanned ? (auction.dateStart ?? auction.dateEnd) : auction.dateEnd);
  return (
    <Statistic
      title={isPlanned ? 'До начала' : 'До окончания'}
      value={formatCountdown(target - now)}
      styles={{ content: { fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
