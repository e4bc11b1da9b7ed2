import { formatMoney } from '@portal/contract/format/numbers';
import { canTenderAction } from '@portal/contract/tenders/tender-status';
import { type ContractorTender, TENDER_MESSAGES } from '@portal/contract/tenders/tenders.schemas';
import { Button, Flex, Form, type FormInstance, Tag, Typography } from 'antd';
import { IntegerInput, MoneyInput } from '../../../shared/forms/number-input';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { useConfirm } from '../../../shared/toast/use-confirm';
import { useToast } from '../../../shared/toast/use-toast';
import { useLotMutation } from '../api/tenders';

type Lot = ContractorTender['routeTemplates'][number];

type BidValues = { summ: number | null };
type OfferValues = { summ: number | null; volume: number | null };

/**
 * The carrier's own part of a lot: its sealed bid (one, replaced by a new one), offers on part of the trips. A refused
 * sum or volume (422) reads under its field; other refusals are shown by the API client.
 */
export function LotBidPanel({ tender, lot }: { tender: ContractorTender; lot: Lot }) {
  const toast = useToast();
  const confirm = useConfirm();
  const mutation = useLotMutation(tender.id);
  const [bidForm] = Form.useForm<BidValues>();
  const [offerForm] = Form.useForm<OfferValues>();
  const summ = Form.useWatch('summ', bidForm) ?? null;
  const offer: OfferValues = {
    summ: Form.useWatch('summ', offerForm) ?? null,
    volume: Form.useWatch('volume', offerForm) ?? null,
  };
  const isOpen = canTenderAction('bid', tender.status);
  const run = async (
    call: Parameters<typeof mutation.mutateAsync>[0],
    done: string,
    form?: FormInstance<BidValues> | FormInstance<OfferValues>,
  ) => {
    try {
      await mutation.mutateAsync(call);
      toast.success(done);
      return true;
    } catch (error) {
      if (form) showServerErrors(form, error);
      return false;
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
        <Form form={bidForm} layout="inline" initialValues={{ summ: lot.myBid?.summ ?? null }}>
          <Form.Item name="summ">
            <MoneyInput aria-label="Цена за рейс, ₽" placeholder="Цена за рейс, ₽" style={{ width: 200 }} />
          </Form.Item>
          <Button
            type="primary"
            disabled={summ === null || mutation.isPending}
            onClick={async () => {
              if (summ === null) return;
              // Like the auction's bid: a price goes out only after «Да».
              if (
                await confirm({ title: `Ставка за рейс: ${formatMoney(summ)}?`, content: lot.routeWay.name })
              )
                await run({ kind: 'bid', lotId: lot.id, summ }, TENDER_MESSAGES.bidAccepted, bidForm);
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
        </Form>
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
        <Form form={offerForm} layout="inline">
          <Form.Item name="summ">
            <MoneyInput
              aria-label="Цена предложения за рейс, ₽"
              placeholder="Цена за рейс, ₽"
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item name="volume">
            <IntegerInput aria-label="Количество рейсов" placeholder="Рейсов" style={{ width: 120 }} />
          </Form.Item>
          <Button
            disabled={offer.summ === null || offer.volume === null || mutation.isPending}
            onClick={async () => {
              if (offer.summ === null || offer.volume === null) return;
              const call = { kind: 'offer', lotId: lot.id, summ: offer.summ, volume: offer.volume } as const;
              if (await run(call, TENDER_MESSAGES.offerSaved, offerForm)) offerForm.resetFields();
            }}
          >
            Предложить на часть рейсов
          </Button>
        </Form>
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
