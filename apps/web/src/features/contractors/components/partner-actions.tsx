import { CheckCircleOutlined, DeleteOutlined, StopOutlined, UserAddOutlined } from '@ant-design/icons';
import { canChangePartnerStatus, type PartnerStatus } from '@portal/contract/contractors/partner-status';
import { PARTNER_CONFIRMATIONS, PARTNER_MESSAGES } from '@portal/contract/contractors/partners.schemas';
import { isAdmin, isAdminOrManager } from '@portal/contract/roles';
import { Button, Flex, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useToast } from '../../../shared/toast/use-toast';
import { useAddPartnerMutation } from '../api/add-partner';
import { useChangePartnerStatusMutation } from '../api/change-partner-status';
import { useRemovePartnerMutation } from '../api/remove-partner';
import { BlockPartnerModal } from './block-partner-modal';

export type PartnerActionsContractor = {
  id: number;
  name: string;
  active: boolean;
  partnerStatus: PartnerStatus | null;
};

type PartnerActionsProps = {
  contractor: PartnerActionsContractor;
  /** Icon buttons in a table row, or labelled buttons on the carrier card. */
  variant?: 'icons' | 'buttons';
};

type Action = {
  key: string;
  isShown: boolean;
  label: string;
  icon: ReactNode;
  isDanger?: boolean;
  isPending: boolean;
  run: () => void;
};

/**
 * What the customer may do with a carrier (the server decides anyway): admins and managers add a verified
 * carrier to the partners or remove one; admins accredit a blocked partner or block one with a reason.
 */
export function PartnerActions({ contractor, variant = 'icons' }: PartnerActionsProps) {
  const session = useSession();
  const confirmedAction = useConfirmedAction();
  const toast = useToast();
  const [isBlocking, setIsBlocking] = useState(false);
  const addMutation = useAddPartnerMutation();
  const removeMutation = useRemovePartnerMutation();
  const statusMutation = useChangePartnerStatusMutation();
  if (!session) return null;
  const customerId = session.ownerId;
  const target = { customerId, contractorId: contractor.id };
  const canManage = isAdminOrManager(session.roles);
  const canDecide = isAdmin(session.roles);

  const handleAdd = async () => {
    try {
      await addMutation.mutateAsync(target);
      toast.success(PARTNER_MESSAGES.added(contractor.name));
    } catch {
      // The API client has shown the reason.
    }
  };

  const handleRemove = () =>
    confirmedAction(
      { title: PARTNER_CONFIRMATIONS.remove, content: contractor.name, isDanger: true },
      () => removeMutation.mutateAsync(target),
      PARTNER_MESSAGES.removed(contractor.name),
    );

  const handleAccredit = () =>
    confirmedAction(
      { title: PARTNER_CONFIRMATIONS.accredit, content: contractor.name },
      () => statusMutation.mutateAsync({ ...target, transition: 'accredit' }),
      PARTNER_MESSAGES.accredited(contractor.name),
    );

  const status = contractor.partnerStatus;
  // Which status buttons show follows the contract's transitions, as the server's 409 does.
  const canAccredit = canDecide && status !== null && canChangePartnerStatus('accredit', status);
  const canBlock = canDecide && status !== null && canChangePartnerStatus('block', status);
  const actions = (
    [
      {
        key: 'add',
        isShown: canManage && status === null && contractor.active,
        label: 'Добавить в партнёры',
        icon: <UserAddOutlined />,
        isPending: addMutation.isPending,
        run: () => void handleAdd(),
      },
      {
        key: 'accredit',
        isShown: canAccredit,
        label: 'Аккредитовать',
        icon: <CheckCircleOutlined />,
        isPending: statusMutation.isPending,
        run: () => void handleAccredit(),
      },
      {
        key: 'block',
        isShown: canBlock,
        label: 'Заблокировать',
        icon: <StopOutlined />,
        isDanger: true,
        isPending: false,
        run: () => setIsBlocking(true),
      },
      {
        key: 'remove',
        isShown: canManage && status !== null,
        label: 'Удалить из партнёров',
        icon: <DeleteOutlined />,
        isDanger: true,
        isPending: removeMutation.isPending,
        run: () => void handleRemove(),
      },
    ] satisfies Action[]
  ).filter((action) => action.isShown);
  if (actions.length === 0) return null;

  return (
    <Flex gap={variant === 'icons' ? 4 : 8} wrap={variant === 'buttons'}>
      {actions.map((action) =>
        variant === 'icons' ? (
          <Tooltip key={action.key} title={action.label}>
            <Button
              type="text"
              danger={action.isDanger}
              icon={action.icon}
              aria-label={`${action.label}: ${contractor.name}`}
              loading={action.isPending}
              onClick={action.run}
            />
          </Tooltip>
        ) : (
          <Button
            key={action.key}
            danger={action.isDanger}
            icon={action.icon}
            loading={action.isPending}
            onClick={action.run}
          >
            {action.label}
          </Button>
        ),
      )}
      {canBlock && (
        <BlockPartnerModal
          customerId={customerId}
          contractor={contractor}
          isOpen={isBlocking}
          onClose={() => setIsBlocking(false)}
        />
      )}
    </Flex>
  );
}
