import {
  COMMENT_EDIT_MINUTES,
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
} from '@portal/contract/comments/comments.constants';
import type { Comment } from '@portal/contract/comments/comments.schemas';
import { formatDateTime } from '@portal/contract/format/dates';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FileViewerLink } from '../../../shared/files/file-viewer-link';
import { CommentText } from './comment-text';

const SIDE_LABELS = { customer: 'Заказчик', contractor: 'Перевозчик' } as const;

/** Whether the comment is still inside the author's edit window (the server has the last word: 409). */
export const isEditable = (comment: Comment, now: number): boolean =>
  now - new Date(comment.createdOn).getTime() < COMMENT_EDIT_MINUTES * 60_000;

type CommentItemProps = {
  comment: Comment;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (text: string) => Promise<boolean>;
  onDelete: () => void;
};

/** One comment: who (name, company, side), when (server time), the text or «Комментарий удалён», the file. */
export function CommentItem({ comment, canEdit, canDelete, onEdit, onDelete }: CommentItemProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const { author } = comment;
  const save = async () => {
    if (draft !== null && (await onEdit(draft))) setDraft(null);
  };
  return (
    <Flex vertical gap={4} data-testid="comment" style={{ padding: '8px 0' }}>
      <Flex gap={8} wrap align="baseline">
        <Typography.Text strong>{author.fullname}</Typography.Text>
        {author.company && <Typography.Text type="secondary">{author.company.name}</Typography.Text>}
        <Tag>{SIDE_LABELS[author.side]}</Tag>
        <Typography.Text type="secondary">{formatDateTime(comment.createdOn)}</Typography.Text>
        {comment.editedOn && !comment.isDeleted && (
          <Typography.Text type="secondary" title={formatDateTime(comment.editedOn)}>
            {COMMENT_MESSAGES.edited}
          </Typography.Text>
        )}
      </Flex>
      {comment.isDeleted ? (
        <Typography.Text type="secondary" italic>
          {COMMENT_MESSAGES.deleted}
          {comment.deletedBy &&
            ` (${comment.deletedBy.fullname}, ${formatDateTime(comment.deletedAt ?? undefined)})`}
        </Typography.Text>
      ) : draft !== null ? (
        <Flex vertical gap={8}>
          <Input.TextArea
            aria-label="Текст комментария"
            value={draft}
            maxLength={COMMENT_MAX_LENGTH}
            autoSize={{ minRows: 2, maxRows: 8 }}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Flex gap={8}>
            <Button type="primary" size="small" disabled={!draft.trim()} onClick={() => void save()}>
              Сохранить
            </Button>
            <Button size="small" onClick={() => setDraft(null)}>
              Отмена
            </Button>
          </Flex>
        </Flex>
      ) : (
        <CommentText text={comment.text ?? ''} />
      )}
      {comment.file && <FileViewerLink file={comment.file} />}
      {!comment.isDeleted && draft === null && (canEdit || canDelete) && (
        <Flex gap={8}>
          {canEdit && (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => setDraft(comment.text ?? '')}
            >
              Изменить
            </Button>
          )}
          {canDelete && (
            <Button type="link" size="small" danger style={{ padding: 0 }} onClick={onDelete}>
              Удалить
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
