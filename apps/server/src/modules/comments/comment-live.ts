import { COMMENT_CHANNEL, type CommentEventType } from '@portal/contract/comments/comments.constants';
import type { AppContext } from '../../core/context';
import { type CommentThread, threadReaders } from './comment-threads';
import { presentComment } from './comments.presenter';
import type { CommentRow } from './comments.repository';

/**
 * DESIGN 7 and 12: every company that reads the thread hears of the change on the `comments` channel, the payload
 * being the comment as that company may see it (another carrier stays «Участник»). One message per company with
 * the id `{entity}-{entityId}-{ownerType}-{ownerId}`, so each company's seq has no gaps. Called after the change
 * committed.
 */
export const publishComment = async (
  ctx: AppContext,
  thread: CommentThread,
  row: CommentRow,
  type: CommentEventType,
): Promise<void> => {
  for (const reader of threadReaders(thread)) {
    await ctx.bus.publish({
      channel: COMMENT_CHANNEL,
      type,
      id: `${thread.entity}-${thread.entityId}-${reader.ownerType}-${reader.ownerId}`,
      payload: presentComment(row, thread, reader),
      audience: { kind: 'company', ...reader },
    });
  }
};
