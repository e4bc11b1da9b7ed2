import { COMMENT_ANONYMOUS_AUTHOR, type CommentEntity } from '@portal/contract/comments/comments.constants';
import type { Comment } from '@portal/contract/comments/comments.schemas';
import type { OwnerType } from '@portal/contract/roles';
import type { CommentThread } from './comment-threads';
import type { CommentRow } from './comments.repository';

export type CommentReader = { ownerType: OwnerType; ownerId: number };

/**
 * DESIGN 12: in an auction or a tender another carrier is «Участник» to a carrier: no id, no name, no company.
 * The customer sees who wrote; the customer's own comments reach everyone as they are.
 */
export const isHiddenFrom = (
  thread: Pick<CommentThread, 'anonymousCarriers'>,
  reader: CommentReader,
  company: { ownerType: string; ownerId: number },
): boolean =>
  thread.anonymousCarriers &&
  reader.ownerType === 'contractor' &&
  company.ownerType === 'contractor' &&
  company.ownerId !== reader.ownerId;

/** A comment as this reader may see it. */
export const presentComment = (row: CommentRow, thread: CommentThread, reader: CommentReader): Comment => {
  const { comment } = row;
  const author = { ownerType: comment.authorOwnerType, ownerId: comment.authorOwnerId };
  const { deleter } = row;
  return {
    id: comment.id,
    entity: comment.entity as CommentEntity,
    entityId: comment.entityId,
    text: comment.isDeleted ? null : comment.text,
    file: comment.isDeleted || !row.file ? null : row.file,
    author: isHiddenFrom(thread, reader, author)
      ? { side: 'contractor', fullname: COMMENT_ANONYMOUS_AUTHOR }
      : {
          id: comment.authorId,
          fullname: row.authorName,
          side: comment.authorOwnerType as OwnerType,
          company: { id: comment.authorOwnerId, name: row.companyName },
        },
    createdOn: comment.createdAt.toISOString(),
    editedOn: comment.editedAt?.toISOString() ?? null,
    isDeleted: comment.isDeleted,
    deletedBy: !deleter
      ? null
      : isHiddenFrom(thread, reader, deleter)
        ? { fullname: COMMENT_ANONYMOUS_AUTHOR }
        : { id: deleter.id, fullname: deleter.fullname },
    deletedAt: comment.deletedAt?.toISOString() ?? null,
  };
};
