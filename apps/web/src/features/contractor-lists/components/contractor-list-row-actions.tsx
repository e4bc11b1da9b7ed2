import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import {
  CONTRACTOR_LIST_CONFIRMATIONS,
  CONTRACTOR_LIST_MESSAGES,
  type ContractorListSummary,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { Button, Flex, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useDeleteContractorListMutation } from '../api/delete-contractor-list';
import type { ContractorListRights } from './contractor-list-rights';

type ContractorListRowActionsProps = { list: ContractorListSummary; rights: ContractorListRights };

/** View for everyone; edit and delete for admins and managers; copy for admins. Deleting is confirmed. */
export function ContractorListRowActions({ list, rights }: ContractorListRowActionsProps) {
  const navigate = useNavigate();
  const confirmedAction = useConfirmedAction();
  const deleteMutation = useDeleteContractorListMutation();
  const params = { contractorListId: list.id };

  const handleDelete = () =>
    confirmedAction(
      { title: CONTRACTOR_LIST_CONFIRMATIONS.delete, content: list.name, isDanger: true },
      () => deleteMutation.mutateAsync(list.id),
      CONTRACTOR_LIST_MESSAGES.deleted,
    );

  return (
    <Flex gap={4} wrap={false}>
      <Tooltip title="Просмотр">
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={`Просмотр ${list.name}`}
          onClick={() => navigate(routePath('contractor-list-view', params))}
        />
      </Tooltip>
      {rights.canManage && (
        <Tooltip title="Редактировать">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Редактировать ${list.name}`}
            onClick={() => navigate(routePath('contractor-list-edit', params))}
          />
        </Tooltip>
      )}
      {rights.canCopy && (
        <Tooltip title="Копировать">
          <Button
            type="text"
            icon={<CopyOutlined />}
            aria-label={`Копировать ${list.name}`}
            onClick={() => navigate(routePath('contractor-list-copy', params))}
          />
        </Tooltip>
      )}
      {rights.canManage && (
        <Tooltip title="Удалить">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Удалить ${list.name}`}
            loading={deleteMutation.isPending}
            onClick={() => void handleDelete()}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
