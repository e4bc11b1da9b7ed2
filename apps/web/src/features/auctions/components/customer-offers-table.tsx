import { OFFER_MESSAGES, OFFER_STATUS_LABELS } from '@portal/contract/auctions/auction-offers.schemas';
import type { CustomerAuction } from '@portal/contract/auctions/auctions.schemas';
import { formatDateTime } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import { Button, Table, Tag } from 'antd';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useAuctionChange } from '../api/customer-auctions';
import { canAcceptOffer } from './auction-offer-mode';

type Offer = CustomerAuction['offers'][number];

/** The carriers' offers outside the bidding; an admin or manager accepts one («Принять», Да / Назад). */
export function CustomerOffersTable({ auction, canAct }: { auction: CustomerAuction; canAct: boolean }) {
  const confirmedAction = useConfirmedAction();
  const mutation = useAuctionChange(auction.id);
  return (
    <FocusableScroll label="Предложения">
      <Table<Offer>
        size="small"
        rowKey="id"
        dataSource={auction.offers}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Предложений нет' }}
        columns={[
          { title: 'Перевозчик', key: 'contractor', render: (_: unknown, offer) => offer.contractor.name },
          { title: 'Цена', dataIndex: 'summ', align: 'right', render: (sum: number) => formatMoney(sum) },
          { title: 'Комментарий', dataIndex: 'comment', render: (text: string | null) => text ?? '—' },
          { title: 'Время', dataIndex: 'updatedOn', render: formatDateTime },
          {
            title: 'Статус',
            key: 'status',
            render: (_: unknown, offer) => <Tag>{OFFER_STATUS_LABELS[offer.status]}</Tag>,
          },
          {
            title: 'Действия',
            key: 'actions',
            render: (_: unknown, offer) =>
              canAcceptOffer(auction, offer, canAct) && (
                <Button
                  size="small"
                  disabled={mutation.isPending}
                  onClick={() =>
                    void confirmedAction(
                      {
                        title: 'Принять предложение?',
                        content: `${offer.contractor.name}: ${formatMoney(offer.summ)}`,
                      },
                      () => mutation.mutateAsync({ kind: 'accept_offer', offer: offer.id }),
                      OFFER_MESSAGES.accepted,
                    )
                  }
                >
                  Принять
                </Button>
              ),
          },
        ]}
      />
    </FocusableScroll>
  );
}
