import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  TRANSPORTATION_NAME_CONFIRMATIONS,
  TRANSPORTATION_NAME_MESSAGES,
  type TransportationName,
} from '@portal/contract/transportation-names/transportation-names.schemas';
import { Button, Flex, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useDeleteTransportationNameMutation } from '../api/delete-transportation-name';

type TransportationNameRowActionsProps = { row: TransportationName; canEdit: boolean; canDelete: boolean };

/** Edit (admin or manager) and delete (admin, confirmed). */
export function TransportationNameRowActions({ row, canEdit, canDelete }: TransportationNameRowActionsProps) {
  const navigate = useNavigate();
  const confirmedAction = useConfirmedAction();
  const deleteMutation = useDeleteTransportationNameMutation();

  const handleDelete = () =>
    confirmedAction(
      { title: TRANSPORTATION_NAME_CONFIRMATIONS.delete, content: row.name, isDanger: true },
      () => deleteMutation.mutateAsync(row.id),
      TRANSPORTATION_NAME_MESSAGES.deleted,
    );

  return (
    <Flex gap={4} wrap={false}>
      {canEdit && (
        <Tooltip title="Редактировать">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Редактировать ${row.name}`}
            onClick={() => navigate(routePath('transportation-name-edit', { transportationNameId: row.id }))}
          />
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip title="Удалить">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Удалить ${row.name}`}
            loading={deleteMutation.isPending}
            onClick={() => void handleDelete()}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
