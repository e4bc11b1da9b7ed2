import { AUCTION_BID_LABELS, type ContractorAuction } from '@portal/contract/auctions/auctions.schemas';
import { formatMoney } from '@portal/contract/format/numbers';
import { Button, Card, Flex, Form, Typography } from 'antd';
import { MoneyInput } from '../../../shared/forms/number-input';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { useConfirm } from '../../../shared/toast/use-confirm';
import { useToast } from '../../../shared/toast/use-toast';
import { usePlaceBid } from '../api/contractor-auctions';
import { formatExtension, maxAllowedBid } from './auction-figures';

/**
 * Issue 15: the bid field shows the highest bid allowed now (the contract's rule, the server's too), and one click
 * offers «best − step» after a confirmation. A refused sum (422) reads under the field; the other refusals (409, 429)
 * are shown by the API client.
 */
export function BidForm({ auction }: { auction: ContractorAuction }) {
  const [form] = Form.useForm<{ summ: number | null }>();
  const summ = Form.useWatch('summ', form) ?? null;
  const mutation = usePlaceBid(auction.id);
  const confirm = useConfirm();
  const toast = useToast();
  const max = maxAllowedBid(auction);

  const place = async (value: number) => {
    let answer: Awaited<ReturnType<typeof mutation.mutateAsync>>;
    try {
      answer = await mutation.mutateAsync(value);
    } catch (error) {
      showServerErrors(form, error);
      return;
    }
    toast.success(
      answer.extendedBySeconds === null
        ? 'Ставка принята'
        : `Ставка принята. Аукцион продлён на ${formatExtension(answer.extendedBySeconds)}`,
    );
    form.resetFields();
  };
  const placeMax = async () => {
    if (max === null) return;
    if (await confirm({ title: `${AUCTION_BID_LABELS.placeBid}: ${formatMoney(max)}?` })) await place(max);
  };

  if (max === null) return <Typography.Text>Цена уже не может быть снижена на шаг</Typography.Text>;
  return (
    <Card size="small" title={AUCTION_BID_LABELS.placeBid}>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ summ: value }) => {
          if (value !== null && value !== undefined) void place(value);
        }}
      >
        <Form.Item
          name="summ"
          label="Сумма ставки, ₽"
          htmlFor="bid-summ"
          extra={`Не больше ${formatMoney(max)}`}
          style={{ marginBottom: 12 }}
        >
          <MoneyInput id="bid-summ" style={{ width: '100%', maxWidth: 240 }} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" disabled={summ === null} loading={mutation.isPending}>
            {AUCTION_BID_LABELS.placeBid}
          </Button>
          <Button onClick={() => void placeMax()} disabled={mutation.isPending}>
            {`Ставка ${formatMoney(max)}`}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
