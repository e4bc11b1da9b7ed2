import { AUCTION_STATUS, canAuctionAction } from '@portal/contract/auctions/auction-status';
import {
  AUCTION_BID_LABELS,
  AUCTION_MESSAGES,
  type ContractorAuction,
} from '@portal/contract/auctions/auctions.schemas';
import { bidLogFileName } from '@portal/contract/auctions/bid-log-export';
import { COMMENT_CLOSED_AUCTION_STATUSES } from '@portal/contract/comments/comments.constants';
import { formatDateTime } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import { Alert, Button, Flex, Statistic, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useCommentsTitle } from '../../comments/api/comments-api';
import { CommentsPanel } from '../../comments/components/comments-panel';
import {
  useContractorAuction,
  useContractorBidLog,
  useContractorBidLogDownload,
  useDeclineWin,
} from '../api/contractor-auctions';
import { hasLost } from '../components/auction-figures';
import { AuctionFiguresPanel } from '../components/auction-figures-panel';
import { AuctionFlightsTable } from '../components/auction-flights-table';
import { AuctionSections } from '../components/auction-sections';
import { AuctionStatusTag } from '../components/auction-status-tag';
import { BidForm } from '../components/bid-form';
import { BidLogPanel } from '../components/bid-log-panel';
import { OfferForm } from '../components/offer-form';
import { useLiveAuctions } from '../components/use-live-auctions';

/** SPEC 2.2 contractors/id{contractorId}/auction/id{auctionsId}: the carrier's view with the bid form. */
function ContractorAuctionViewPage() {
  const session = useSession();
  const params = useParams();
  const auctionId = Number(params.auctionsId);
  const isOwnPath = session?.ownerType === 'contractor' && Number(params.contractorId) === session.ownerId;
  const query = useContractorAuction(isOwnPath ? auctionId : Number.NaN);
  useLiveAuctions({ auctionId });
  return (
    <RecordQueryState
      query={query}
      notFoundTitle={AUCTION_MESSAGES.notFound}
      backTo={routePath('auctions-contractor')}
      backText="К аукционам"
    >
      {(auction) => <AuctionView auction={auction} receivedAt={query.dataUpdatedAt} />}
    </RecordQueryState>
  );
}

function AuctionView({ auction, receivedAt }: { auction: ContractorAuction; receivedAt: number }) {
  const navigate = useNavigate();
  const bidLog = useContractorBidLog(auction.id, auction.status !== AUCTION_STATUS.planned);
  const commentsTitle = useCommentsTitle({ entity: 'auction', entityId: auction.id });
  const decline = useDeclineWin(auction.id);
  const downloadBidLog = useContractorBidLogDownload(auction.id);
  const confirmedAction = useConfirmedAction();
  const canDecline = auction.isWinner && canAuctionAction('decline_win', auction.status);
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap justify="space-between">
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            Аукцион № {auction.number}
          </Typography.Title>
          <AuctionStatusTag status={auction.status} />
        </Flex>
        <Button onClick={() => navigate(routePath('auctions-contractor'))}>К аукционам</Button>
      </Flex>
      <AuctionFiguresPanel
        auction={auction}
        receivedAt={receivedAt}
        showSaving={false}
        extra={
          <>
            <Statistic title={AUCTION_BID_LABELS.myRank} value={auction.myRank ?? '—'} />
            <Statistic
              title={AUCTION_BID_LABELS.myBid}
              value={auction.myBestSumm === null ? '—' : formatMoney(auction.myBestSumm)}
            />
          </>
        }
      />
      {hasLost(auction) && <Alert type="info" showIcon message="Победил другой участник" />}
      {auction.isWinner && (
        <Alert
          type="success"
          showIcon
          message="Вы победили в аукционе"
          description={
            canDecline && auction.winnerDeadline
              ? `Отказаться от победы можно до ${formatDateTime(auction.winnerDeadline)}`
              : undefined
          }
          action={
            canDecline && (
              <Button
                danger
                loading={decline.isPending}
                onClick={() =>
                  void confirmedAction(
                    {
                      title: 'Отказаться от победы?',
                      content: `Аукцион № ${auction.number}`,
                      isDanger: true,
                    },
                    () => decline.mutateAsync(),
                    'Вы отказались от победы',
                  )
                }
              >
                Отказаться от победы
              </Button>
            )
          }
        />
      )}
      {canAuctionAction('bid', auction.status) && <BidForm auction={auction} />}
      <OfferForm key={auction.myOffer?.updatedOn ?? 'new'} auction={auction} />
      <AuctionSections
        sections={[
          {
            key: 'flights',
            title: `Рейсы (${auction.routes.length})`,
            children: <AuctionFlightsTable routes={auction.routes} />,
          },
          ...(auction.status === AUCTION_STATUS.planned
            ? []
            : [
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
              ]),
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
    </Flex>
  );
}

export { ContractorAuctionViewPage as Component };
