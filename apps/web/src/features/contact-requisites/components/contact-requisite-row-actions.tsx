import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import {
  CONTACT_REQUISITES_CONFIRMATIONS,
  CONTACT_REQUISITES_MESSAGES,
  type ContactRequisite,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { Button, Flex, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useDeleteContactRequisiteMutation } from '../api/delete-contact-requisite';
import { cardEditPath } from './contact-requisite-paths';

type ContactRequisiteRowActionsProps = { card: ContactRequisite; canManage: boolean };

/** View for everyone; edit and delete (confirmed) for the customer's admins. */
export function ContactRequisiteRowActions({ card, canManage }: ContactRequisiteRowActionsProps) {
  const navigate = useNavigate();
  const confirmedAction = useConfirmedAction();
  const deleteMutation = useDeleteContactRequisiteMutation();

  const handleDelete = () =>
    confirmedAction(
      { title: CONTACT_REQUISITES_CONFIRMATIONS.delete, content: card.contactPerson, isDanger: true },
      () => deleteMutation.mutateAsync({ customerId: card.customer.id, id: card.id }),
      CONTACT_REQUISITES_MESSAGES.deleted,
    );

  return (
    <Flex gap={4} wrap={false}>
      <Tooltip title="Просмотр">
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={`Просмотр ${card.contactPerson}`}
          onClick={() => navigate(routePath('contact-requisite-view', { contactId: card.id }))}
        />
      </Tooltip>
      {canManage && (
        <Tooltip title="Редактировать">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Редактировать ${card.contactPerson}`}
            onClick={() => navigate(cardEditPath(card))}
          />
        </Tooltip>
      )}
      {canManage && (
        <Tooltip title="Удалить">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Удалить ${card.contactPerson}`}
            loading={deleteMutation.isPending}
            onClick={() => void handleDelete()}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
