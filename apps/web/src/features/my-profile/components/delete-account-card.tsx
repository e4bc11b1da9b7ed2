import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { endSession } from '../../../shared/session/session-end';
import { useConfirm } from '../../../shared/toast/use-confirm';
import { useToast } from '../../../shared/toast/use-toast';
import { useDeleteUserAccountMutation } from '../api/delete-user-account';

const DELETE_ACCOUNT_CONFIRMATION = 'Вы уверены что хотите удалить свою учётную запись?';

/**
 * The user deletes its own account (the users list sends an admin here for itself). The server refuses the last
 * admin of a company, and the API client shows why; after a deletion the session ends and the app goes to /login.
 */
export function DeleteAccountCard({ userId }: { userId: number }) {
  const confirm = useConfirm();
  const toast = useToast();
  const mutation = useDeleteUserAccountMutation();

  const handleDelete = async () => {
    if (!(await confirm({ title: DELETE_ACCOUNT_CONFIRMATION, isDanger: true }))) return;
    try {
      const { message } = await mutation.mutateAsync(userId);
      toast.success(message);
      endSession('logout');
    } catch {
      // The API client has shown why the server refused.
    }
  };

  return (
    <Card title="Удаление учётной записи" style={{ maxWidth: 760 }}>
      <Typography.Paragraph type="secondary">
        После удаления войти в портал с этой учётной записью будет нельзя.
      </Typography.Paragraph>
      <Button
        danger
        icon={<DeleteOutlined />}
        loading={mutation.isPending}
        onClick={() => void handleDelete()}
      >
        Удалить учётную запись
      </Button>
    </Card>
  );
}
