import { formatMoney } from '@portal/contract/format/numbers';
import { canTenderAction } from '@portal/contract/tenders/tender-status';
import { type ContractorTender, TENDER_MESSAGES } from '@portal/contract/tenders/tenders.schemas';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { IntegerInput, MoneyInput } from '../../../shared/forms/number-input';
import { useConfirm } from '../../../shared/toast/use-confirm';
import { useToast } from '../../../shared/toast/use-toast';
import { useLotMutation } from '../api/tenders';

type Lot = ContractorTender['routeTemplates'][number];

/** The carrier's own part of a lot: its sealed bid (one, replaced by a new one), offers on part of the trips. */
export function LotBidPanel({ tender, lot }: { tender: ContractorTender; lot: Lot }) {
  const toast = useToast();
  const confirm = useConfirm();
  const mutation = useLotMutation(tender.id);
  const [summ, setSumm] = useState<number | null>(lot.myBid?.summ ?? null);
  const [offer, setOffer] = useState<{ summ: number | null; volume: number | null }>({
    summ: null,
    volume: null,
  });
  const isOpen = canTenderAction('bid', tender.status);
  const run = async (call: Parameters<typeof mutation.mutateAsync>[0], done: string) => {
    try {
      await mutation.mutateAsync(call);
      toast.success(done);
    } catch {
      // The API client has shown why.
    }
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Text>
        Ваша ставка за рейс: <b>{lot.myBid ? formatMoney(lot.myBid.summ) : 'нет'}</b>
        {lot.isWinner === true && (
          <Tag color="green" style={{ marginLeft: 8 }}>
            Вы победили
          </Tag>
        )}
        {lot.isWinner === false && <Tag style={{ marginLeft: 8 }}>Победил другой участник</Tag>}
      </Typography.Text>
      {lot.bids && lot.bids.length > 0 && (
        <Typography.Text type="secondary">
          Ставки лота:{' '}
          {lot.bids
            .map((bid) => `Участник ${bid.bidder}${bid.isMine ? ' (вы)' : ''} — ${formatMoney(bid.summ)}`)
            .join('; ')}
        </Typography.Text>
      )}
      {isOpen && (
        <Flex gap={8} wrap align="center">
          <MoneyInput
            aria-label="Цена за рейс, ₽"
            placeholder="Цена за рейс, ₽"
            value={summ}
            onChange={setSumm}
            style={{ width: 200 }}
          />
          <Button
            type="primary"
            disabled={summ === null || mutation.isPending}
            onClick={async () => {
              if (summ === null) return;
              // Like the auction's bid: a price goes out only after «Да».
              if (
                await confirm({ title: `Ставка за рейс: ${formatMoney(summ)}?`, content: lot.routeWay.name })
              )
                await run({ kind: 'bid', lotId: lot.id, summ }, TENDER_MESSAGES.bidAccepted);
            }}
          >
            {lot.myBid ? 'Изменить ставку' : 'Сделать ставку'}
          </Button>
          {lot.myBid && (
            <Button
              disabled={mutation.isPending}
              onClick={() =>
                void run(
                  { kind: 'withdraw', lotId: lot.id, bidId: lot.myBid!.id },
                  TENDER_MESSAGES.bidWithdrawn,
                )
              }
            >
              Отозвать
            </Button>
          )}
        </Flex>
      )}
      {lot.myOffers.map((mine) => (
        <Flex key={mine.id} gap={8} align="center">
          <Typography.Text>
            Предложение: {formatMoney(mine.summ)} за рейс, рейсов: {mine.volume}
          </Typography.Text>
          {isOpen && (
            <Button
              size="small"
              danger
              onClick={() =>
                void run(
                  { kind: 'delete-offer', lotId: lot.id, offerId: mine.id },
                  TENDER_MESSAGES.offerDeleted,
                )
              }
            >
              Удалить
            </Button>
          )}
        </Flex>
      ))}
      {isOpen && (
        <Flex gap={8} wrap align="center">
          <MoneyInput
            aria-label="Цена предложения за рейс, ₽"
            placeholder="Цена за рейс, ₽"
            value={offer.summ}
            onChange={(value) => setOffer({ ...offer, summ: value })}
            style={{ width: 200 }}
          />
          <IntegerInput
            aria-label="Количество рейсов"
            placeholder="Рейсов"
            value={offer.volume}
            onChange={(value) => setOffer({ ...offer, volume: value })}
            style={{ width: 120 }}
          />
          <Button
            disabled={offer.summ === null || offer.volume === null || mutation.isPending}
            onClick={() =>
              offer.summ !== null &&
              offer.volume !== null &&
              void run(
                { kind: 'offer', lotId: lot.id, summ: offer.summ, volume: offer.volume },
                TENDER_MESSAGES.offerSaved,
              )
            }
          >
            Предложить на часть рейсов
          </Button>
        </Flex>
      )}
      {lot.isWinner === true && canTenderAction('declinewin', tender.status) && (
        <Button
          danger
          style={{ alignSelf: 'flex-start' }}
          onClick={() => void run({ kind: 'declinewin', lotId: lot.id }, 'Вы отказались от победы в лоте')}
        >
          Отказаться от победы
        </Button>
      )}
    </Flex>
  );
}
