import {
  AUCTION_ACTIONS,
  type AuctionAction,
  canAuctionAction,
} from '@portal/contract/auctions/auction-status';
import { AUCTION_MESSAGES, type CustomerAuction } from '@portal/contract/auctions/auctions.schemas';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useToast } from '../../../shared/toast/use-toast';
import { type AuctionChange, useAuctionChange } from '../api/customer-auctions';
import { AuctionDatesModal } from './auction-dates-modal';

type Simple = 'run' | 'draft' | 'cancel' | 'delete';
const QUESTIONS: Record<Simple, { question: string; done: string; isDanger?: boolean }> = {
  run: { question: 'Запустить аукцион?', done: 'Аукцион запущен' },
  draft: { question: 'Вернуть аукцион в черновики?', done: 'Аукцион возвращён в черновики' },
  cancel: { question: 'Отменить аукцион?', done: 'Аукцион отменён', isDanger: true },
  delete: { question: 'Удалить черновик аукциона?', done: '', isDanger: true },
};
const DATE_ACTIONS = ['change_dates', 'clear_run'] as const;
type DateAction = (typeof DATE_ACTIONS)[number];

/** SPEC 4 actions of the customer, the ones the contract allows from the auction's status; each confirmed. */
export function AuctionActions({ auction }: { auction: CustomerAuction }) {
  const confirmedAction = useConfirmedAction();
  const toast = useToast();
  const navigate = useNavigate();
  const mutation = useAuctionChange(auction.id);
  const [datesAction, setDatesAction] = useState<DateAction | null>(null);
  const allowed = (action: AuctionAction) => canAuctionAction(action, auction.status);
  const subject = `Аукцион № ${auction.number}`;

  const simple = (action: Simple) => {
    const { question, done, isDanger } = QUESTIONS[action];
    return (
      <Button
        key={action}
        type={action === 'run' ? 'primary' : 'default'}
        danger={isDanger ?? false}
        disabled={mutation.isPending}
        loading={mutation.isPending && mutation.variables?.kind === action}
        onClick={async () => {
          const change: AuctionChange = { kind: action };
          const isDone = await confirmedAction(
            { title: question, content: subject, ...(isDanger ? { isDanger } : {}) },
            () => mutation.mutateAsync(change),
            action === 'delete' ? AUCTION_MESSAGES.deleted(auction.number) : done,
          );
          if (isDone && action === 'delete') navigate(routePath('auctions-customer'));
        }}
      >
        {AUCTION_ACTIONS[action].label}
      </Button>
    );
  };

  const shown = (['run', 'draft'] as const).filter(allowed);
  const dates = DATE_ACTIONS.filter(allowed);
  return (
    <Flex gap={8} wrap>
      {shown.map(simple)}
      {dates.map((action) => (
        <Button key={action} disabled={mutation.isPending} onClick={() => setDatesAction(action)}>
          {AUCTION_ACTIONS[action].label}
        </Button>
      ))}
      {allowed('delete') && simple('delete')}
      {allowed('cancel') && simple('cancel')}
      <AuctionDatesModal
        title={datesAction ? `${AUCTION_ACTIONS[datesAction].label}: ${subject}` : ''}
        isOpen={datesAction !== null}
        current={datesAction === 'change_dates' ? auction : undefined}
        isSaving={mutation.isPending}
        onCancel={() => setDatesAction(null)}
        onSave={async (body) => {
          if (!datesAction) return;
          await mutation.mutateAsync({ kind: datesAction, body });
          toast.success(datesAction === 'clear_run' ? 'Аукцион перезапущен' : 'Даты аукциона изменены');
          setDatesAction(null);
        }}
      />
    </Flex>
  );
}
