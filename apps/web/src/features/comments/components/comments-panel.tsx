import { COMMENT_MESSAGES } from '@portal/contract/comments/comments.constants';
import { isAdmin } from '@portal/contract/roles';
import { Divider, Empty, Flex, Spin, Typography } from 'antd';
import { useSession } from '../../../shared/session/session-query';
import { useConfirm } from '../../../shared/toast/use-confirm';
import {
  type CommentThreadRef,
  useCommentThread,
  useDeleteComment,
  useEditComment,
} from '../api/comments-api';
import { CommentForm } from './comment-form';
import { CommentItem, isEditable } from './comment-item';

type CommentsPanelProps = CommentThreadRef & {
  /** The record is closed for comments (DESIGN 12): the thread is read-only. */
  isReadOnly?: boolean;
};

/**
 * Issue 25: a record's thread, oldest first, live; the author edits and deletes within 15 minutes, a customer
 * admin deletes any comment on its records.
 */
export function CommentsPanel({ entity, entityId, isReadOnly = false }: CommentsPanelProps) {
  const thread = { entity, entityId };
  const session = useSession();
  const confirm = useConfirm();
  const query = useCommentThread(thread);
  const edit = useEditComment(thread);
  const remove = useDeleteComment(thread);
  const isCustomerAdmin = session?.ownerType === 'customer' && isAdmin(session.roles);
  const now = Date.now();

  const handleEdit = async (id: number, text: string) => {
    try {
      await edit.mutateAsync({ id, text });
      return true;
    } catch {
      return false;
    }
  };
  const handleDelete = async (id: number) => {
    if (!(await confirm({ title: 'Удалить комментарий?', isDanger: true }))) return;
    await remove.mutateAsync(id).catch(() => undefined);
  };

  if (query.isPending) return <Spin />;
  const comments = query.data ?? [];
  return (
    <Flex vertical gap={8}>
      {comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Комментариев пока нет" />
      ) : (
        <Flex vertical>
          {comments.map((comment) => {
            const isAuthor = comment.author.id !== undefined && comment.author.id === session?.id;
            const isOpenToAuthor = isAuthor && !isReadOnly && isEditable(comment, now);
            return (
              <CommentItem
                key={comment.id}
                comment={comment}
                canEdit={isOpenToAuthor}
                canDelete={isOpenToAuthor || isCustomerAdmin}
                onEdit={(text) => handleEdit(comment.id, text)}
                onDelete={() => void handleDelete(comment.id)}
              />
            );
          })}
        </Flex>
      )}
      <Divider style={{ margin: '8px 0' }} />
      {isReadOnly ? (
        <Typography.Text type="secondary">{COMMENT_MESSAGES.closed}</Typography.Text>
      ) : (
        <CommentForm thread={thread} />
      )}
    </Flex>
  );
}
