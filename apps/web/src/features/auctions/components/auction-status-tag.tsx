import { AUCTION_STATUS_LABELS, type AuctionStatus } from '@portal/contract/auctions/auction-status';
import { Tag } from 'antd';

const COLORS: Record<AuctionStatus, string> = {
  0: 'default',
  1: 'blue',
  2: 'processing',
  3: 'orange',
  4: 'gold',
  5: 'green',
  6: 'red',
};

export function AuctionStatusTag({ status }: { status: AuctionStatus }) {
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {AUCTION_STATUS_LABELS[status]}
    </Tag>
  );
}
