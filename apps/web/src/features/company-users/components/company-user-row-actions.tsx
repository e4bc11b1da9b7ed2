import { DeleteOutlined, EditOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { User } from '@portal/contract/users/users.schemas';
import { Button, Flex, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import type { CompanyUserSide } from './company-user-side';
import { useCompanyUserActions } from './use-company-user-actions';

type CompanyUserRowActionsProps = { user: User; side: CompanyUserSide; currentUserId: number };

/** An admin's actions on a colleague: edit, block or unblock, delete (not on itself: the server refuses). */
export function CompanyUserRowActions({ user, side, currentUserId }: CompanyUserRowActionsProps) {
  const navigate = useNavigate();
  const { toggleBlocked, remove, isBlocking, isDeleting } = useCompanyUserActions(side.company);
  const isSelf = user.id === currentUserId;
  const blockLabel = user.blocked ? 'Разблокировать' : 'Заблокировать';

  return (
    <Flex gap={4} wrap={false}>
      <Tooltip title="Редактировать">
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={`Редактировать ${user.fullname}`}
          onClick={() => navigate(side.editPath(user.id))}
        />
      </Tooltip>
      {!isSelf && (
        <Tooltip title={blockLabel}>
          <Button
            type="text"
            icon={user.blocked ? <UnlockOutlined /> : <LockOutlined />}
            aria-label={`${blockLabel}: ${user.fullname}`}
            loading={isBlocking}
            onClick={() => void toggleBlocked(user)}
          />
        </Tooltip>
      )}
      {!isSelf && (
        <Tooltip title="Удалить">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Удалить ${user.fullname}`}
            loading={isDeleting}
            onClick={() => void remove(user)}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
