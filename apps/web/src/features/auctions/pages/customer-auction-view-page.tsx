import { AUCTION_STATUS, canAuctionAction } from '@portal/contract/auctions/auction-status';
import { AUCTION_MESSAGES, type CustomerAuction } from '@portal/contract/auctions/auctions.schemas';
import { bidLogFileName } from '@portal/contract/auctions/bid-log-export';
import { COMMENT_CLOSED_AUCTION_STATUSES } from '@portal/contract/comments/comments.constants';
import { formatDateTime } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import { isAdminOrManager } from '@portal/contract/roles';
import { Alert, Button, Flex, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useCommentsTitle } from '../../comments/api/comments-api';
import { CommentsPanel } from '../../comments/components/comments-panel';
import { useCustomerAuction, useCustomerBidLog, useCustomerBidLogDownload } from '../api/customer-auctions';
import { AuctionActions } from '../components/auction-actions';
import { AuctionDeclinesTable } from '../components/auction-declines-table';
import { AuctionFiguresPanel } from '../components/auction-figures-panel';
import { AuctionFlightsTable } from '../components/auction-flights-table';
import { AuctionSections } from '../components/auction-sections';
import { AuctionStatusTag } from '../components/auction-status-tag';
import { BidLogPanel } from '../components/bid-log-panel';
import { CustomerBidsTable } from '../components/customer-bids-table';
import { CustomerOffersTable } from '../components/customer-offers-table';
import { useLiveAuctions } from '../components/use-live-auctions';

/** SPEC 2.2 customers/id{customerId}/auction/id{auctionsId}: the live view of an auction for the customer. */
function CustomerAuctionViewPage() {
  const session = useSession();
  const params = useParams();
  const auctionId = Number(params.auctionsId);
  const isOwnPath = session?.ownerType === 'customer' && Number(params.customerId) === session.ownerId;
  const query = useCustomerAuction(isOwnPath ? auctionId : Number.NaN);
  useLiveAuctions({ auctionId });
  return (
    <RecordQueryState
      query={query}
      notFoundTitle={AUCTION_MESSAGES.notFound}
      backTo={routePath('auctions-customer')}
      backText="К аукционам"
    >
      {(auction) => (
        <AuctionView
          auction={auction}
          receivedAt={query.dataUpdatedAt}
          canAct={session ? isAdminOrManager(session.roles) : false}
        />
      )}
    </RecordQueryState>
  );
}

function AuctionView({
  auction,
  receivedAt,
  canAct,
}: {
  auction: CustomerAuction;
  receivedAt: number;
  canAct: boolean;
}) {
  const navigate = useNavigate();
  const bidLog = useCustomerBidLog(auction.id);
  const commentsTitle = useCommentsTitle({ entity: 'auction', entityId: auction.id });
  const downloadBidLog = useCustomerBidLogDownload(auction.id);
  const participants = auction.contractorList
    ? `Список «${auction.contractorList.name}»: ${auction.contractors.map((c) => c.name).join(', ')}`
    : auction.contractors.map((c) => c.name).join(', ');
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap justify="space-between">
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            Аукцион № {auction.number}
          </Typography.Title>
          <AuctionStatusTag status={auction.status} />
        </Flex>
        <Flex gap={8} wrap>
          <Button onClick={() => navigate(routePath('auctions-customer'))}>К аукционам</Button>
          {canAct && canAuctionAction('edit', auction.status) && (
            <Button onClick={() => navigate(routePath('auction-edit', { auctionsId: auction.id }))}>
              Изменить
            </Button>
          )}
          {canAct && <AuctionActions auction={auction} />}
        </Flex>
      </Flex>
      <AuctionFiguresPanel auction={auction} receivedAt={receivedAt} showSaving />
      {auction.winner && (
        <Alert
          type={auction.status === AUCTION_STATUS.closed ? 'success' : 'info'}
          showIcon
          message={`Победитель: ${auction.winner.contractor.name}, ${formatMoney(auction.winner.summ)}`}
          description={
            auction.winnerDeadline && auction.status === AUCTION_STATUS.hasWinner
              ? `Победитель может отказаться до ${formatDateTime(auction.winnerDeadline)}`
              : undefined
          }
        />
      )}
      <AuctionSections
        sections={[
          {
            key: 'bids',
            title: `Ставки (${auction.bidsCount})`,
            children: <CustomerBidsTable auction={auction} canAct={canAct} />,
          },
          {
            key: 'offers',
            title: `Предложения (${auction.offers.length})`,
            children: <CustomerOffersTable auction={auction} canAct={canAct} />,
          },
          ...(auction.declines.length > 0
            ? [
                {
                  key: 'declines',
                  title: `Отказы от победы (${auction.declines.length})`,
                  children: <AuctionDeclinesTable declines={auction.declines} />,
                },
              ]
            : []),
          {
            key: 'flights',
            title: `Рейсы (${auction.routes.length})`,
            children: <AuctionFlightsTable routes={auction.routes} />,
          },
          {
            key: 'participants',
            title: `Участники (${auction.contractors.length})`,
            children: (
              <Typography.Paragraph style={{ margin: 0 }}>{participants || '—'}</Typography.Paragraph>
            ),
          },
          {
            key: 'bid-log',
            title: 'Журнал ставок',
            children: (
              <BidLogPanel
                query={bidLog}
                fileName={bidLogFileName(auction.number)}
                download={downloadBidLog}
              />
            ),
          },
          {
            key: 'comments',
            title: commentsTitle,
            children: (
              <CommentsPanel
                entity="auction"
                entityId={auction.id}
                isReadOnly={COMMENT_CLOSED_AUCTION_STATUSES.includes(auction.status)}
              />
            ),
          },
        ]}
      />
      {auction.comment && <Typography.Paragraph type="secondary">{auction.comment}</Typography.Paragraph>}
    </Flex>
  );
}

export { CustomerAuctionViewPage as Component };
