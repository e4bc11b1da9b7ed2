import { DRIVER_DRAFT_MESSAGES, type DriverDraft } from '@portal/contract/fleet/driver-drafts.schemas';
import { DRIVER_DRAFT_STATUS } from '@portal/contract/fleet/fleet-states';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useToast } from '../../../shared/toast/use-toast';
import { useDecideDriverDraftMutation } from '../api/driver-drafts';
import { ReasonModal } from './reason-modal';

type DriverDraftDecisionProps = {
  draft: Pick<DriverDraft, 'id' | 'status' | 'driver'>;
  size?: 'small' | 'middle';
};

/** «Принять» (confirmed) and «Отклонить» (with the reason the carrier reads) of a new driver draft. */
export function DriverDraftDecision({ draft, size = 'middle' }: DriverDraftDecisionProps) {
  const confirmedAction = useConfirmedAction();
  const toast = useToast();
  const decide = useDecideDriverDraftMutation();
  const [isDeclining, setIsDeclining] = useState(false);
  if (draft.status !== DRIVER_DRAFT_STATUS.new) return null;

  const handleAccept = () =>
    confirmedAction(
      { title: 'Принять изменения водителя?', content: draft.driver.fullname },
      () => decide.mutateAsync({ id: draft.id, action: 'accept' }),
      DRIVER_DRAFT_MESSAGES.accept,
    );

  return (
    <Flex gap={8} wrap>
      <Button size={size} type="primary" onClick={() => void handleAccept()}>
        Принять
      </Button>
      <Button size={size} danger onClick={() => setIsDeclining(true)}>
        Отклонить
      </Button>
      <ReasonModal
        title={isDeclining ? `Отклонить изменения водителя: ${draft.driver.fullname}` : null}
        okText="Отклонить"
        isSubmitting={decide.isPending}
        onClose={() => setIsDeclining(false)}
        onSubmit={async (reason) => {
          await decide.mutateAsync({ id: draft.id, action: 'decline', reason });
          toast.success(DRIVER_DRAFT_MESSAGES.decline);
        }}
      />
    </Flex>
  );
}
