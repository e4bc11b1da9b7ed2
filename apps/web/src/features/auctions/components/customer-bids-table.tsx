import { canAuctionAction } from '@portal/contract/auctions/auction-status';
import { BID_WIN_REFUSALS, type CustomerAuction } from '@portal/contract/auctions/auctions.schemas';
import { formatMoney } from '@portal/contract/format/numbers';
import { Button, Table, Tag } from 'antd';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useAuctionChange } from '../api/customer-auctions';
import { extensionText, formatPreciseTime } from './auction-figures';

type Bid = CustomerAuction['bids'][number];

/**
 * Every bid with its carrier and server time (ms kept), extensions marked; set_winner once bidding is over, on the
 * bids of carriers that may still win (the others are marked with the reason).
 */
export function CustomerBidsTable({ auction, canAct }: { auction: CustomerAuction; canAct: boolean }) {
  const confirmedAction = useConfirmedAction();
  const mutation = useAuctionChange(auction.id);
  const canChoose = canAct && canAuctionAction('set_winner', auction.status);
  return (
    <FocusableScroll label="Ставки">
      <Table<Bid>
        size="small"
        rowKey="id"
        // The newest bid on top: the live view grows at the top.
        dataSource={[...auction.bids].reverse()}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Ставок пока нет' }}
        columns={[
          { title: 'Время сервера', dataIndex: 'createdOn', render: formatPreciseTime },
          { title: 'Перевозчик', key: 'contractor', render: (_: unknown, bid) => bid.contractor.name },
          { title: 'Сумма', dataIndex: 'summ', align: 'right', render: (sum: number) => formatMoney(sum) },
          {
            title: 'Отметки',
            key: 'marks',
            render: (_: unknown, bid) => (
              <>
                {auction.winner?.bid === bid.id && <Tag color="gold">Победитель</Tag>}
                {bid.extendedTo && <Tag color="purple">{extensionText(bid)}</Tag>}
                {bid.cannotWin && <Tag color="red">{BID_WIN_REFUSALS[bid.cannotWin]}</Tag>}
              </>
            ),
          },
          ...(canChoose
            ? [
                {
                  title: 'Действия',
                  key: 'actions',
                  render: (_: unknown, bid: Bid) =>
                    auction.winner?.bid === bid.id || bid.cannotWin ? null : (
                      <Button
                        size="small"
                        disabled={mutation.isPending}
                        onClick={() =>
                          void confirmedAction(
                            {
                              title: 'Выбрать эту ставку победителем?',
                              content: `${bid.contractor.name}: ${formatMoney(bid.summ)}`,
                            },
                            () => mutation.mutateAsync({ kind: 'set_winner', bid: bid.id }),
                            'Победитель выбран',
                          )
                        }
                      >
                        Выбрать победителем
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
    </FocusableScroll>
  );
}
