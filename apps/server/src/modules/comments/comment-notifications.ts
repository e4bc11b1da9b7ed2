import type { AppContext } from '../../core/context';
import { findWorkingStaff } from '../../core/db/company-staff';
import { notifyUsers } from '../notifications/notify-users';
import { type CommentThread, threadReaders } from './comment-threads';
import type { CommentRow } from './comments.repository';

const EXCERPT_LENGTH = 200;

const excerpt = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;

/**
 * Issue 25: the other side hears of a new comment (type «Комментарий», portal and mail by each user's settings):
 * a customer's comment reaches the thread's carriers, a carrier's comment its customer; never the author's side.
 * So a carrier is never told of another carrier's comment, and no carrier's name reaches another carrier here.
 */
export const notifyComment = async (
  ctx: AppContext,
  thread: CommentThread,
  row: CommentRow,
): Promise<void> => {
  const { comment } = row;
  const others = threadReaders(thread).filter((reader) => reader.ownerType !== comment.authorOwnerType);
  for (const reader of others) {
    const staff = await findWorkingStaff(ctx.db, reader.ownerType, reader.ownerId);
    const side = reader.ownerType === 'customer' ? 'customers' : 'contractors';
    await notifyUsers(
      ctx,
      staff.map((user) => user.id),
      {
        type: 'comment',
        title: 'Комментарий',
        text: `${row.authorName} (${row.companyName}) оставил комментарий к ${thread.title}: ${excerpt(comment.text ?? '')}`,
        link: `/${side}/${reader.ownerId}/${thread.page}/${thread.entityId}`,
        mail: true,
      },
    );
  }
};
