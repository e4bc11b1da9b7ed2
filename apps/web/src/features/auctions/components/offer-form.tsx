import { OFFER_MESSAGES, OFFER_STATUS_LABELS } from '@portal/contract/auctions/auction-offers.schemas';
import { AUCTION_ACTIONS } from '@portal/contract/auctions/auction-status';
import type { ContractorAuction } from '@portal/contract/auctions/auctions.schemas';
import { formatDateTime } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import { Button, Card, Flex, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { MoneyInput } from '../../../shared/forms/number-input';
import { useToast } from '../../../shared/toast/use-toast';
import { useSaveOffer } from '../api/contractor-auctions';
import { carrierOfferMode } from './auction-offer-mode';

/** Issue 15: the carrier proposes a price outside the bidding and edits it while it is pending. */
export function OfferForm({ auction }: { auction: ContractorAuction }) {
  const mode = carrierOfferMode(auction);
  const offer = auction.myOffer;
  const [summ, setSumm] = useState<number | null>(offer?.summ ?? null);
  const [comment, setComment] = useState(offer?.comment ?? '');
  const mutation = useSaveOffer(auction.id, offer?.id ?? null);
  const toast = useToast();
  if (mode === 'hidden') return null;

  const save = async () => {
    if (summ === null) return;
    try {
      await mutation.mutateAsync({ summ, comment: comment.trim() || undefined });
    } catch {
      return;
    }
    toast.success(mode === 'create' ? OFFER_MESSAGES.sent : 'Предложение изменено');
  };

  return (
    <Card
      size="small"
      title={AUCTION_ACTIONS.offer.label}
      extra={offer && <Tag>{OFFER_STATUS_LABELS[offer.status]}</Tag>}
    >
      {offer && (
        <Typography.Paragraph style={{ marginBottom: 12 }}>
          {`Ваше предложение: ${formatMoney(offer.summ)} от ${formatDateTime(offer.updatedOn)}`}
          {offer.comment ? ` — ${offer.comment}` : ''}
        </Typography.Paragraph>
      )}
      {mode !== 'view' && (
        <Form layout="vertical" onFinish={() => void save()}>
          <Form.Item label="Цена, ₽" htmlFor="offer-summ" style={{ marginBottom: 12 }}>
            <MoneyInput
              id="offer-summ"
              value={summ}
              onChange={setSumm}
              style={{ width: '100%', maxWidth: 240 }}
            />
          </Form.Item>
          <Form.Item label="Комментарий" htmlFor="offer-comment" style={{ marginBottom: 12 }}>
            <Input.TextArea
              id="offer-comment"
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              maxLength={2000}
              autoSize={{ minRows: 1, maxRows: 4 }}
            />
          </Form.Item>
          <Flex gap={8}>
            <Button htmlType="submit" disabled={summ === null} loading={mutation.isPending}>
              {mode === 'create' ? 'Отправить предложение' : 'Изменить предложение'}
            </Button>
          </Flex>
        </Form>
      )}
    </Card>
  );
}
