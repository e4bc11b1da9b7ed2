import type { CommentEntity } from '@portal/contract/comments/comments.constants';
import type { AppContext } from '../../core/context';
import type { FileReadRule } from '../../core/files/file-access';
import { type CommentThread, canReadThread, findThread } from './comment-threads';
import { isHiddenFrom } from './comments.presenter';
import { findCommentsWithFile } from './comments.repository';

/** The threads holding the file (in comments not deleted) that the principal reads. */
const readableThreadsWithFile: (
  ctx: AppContext,
) => (...args: Parameters<FileReadRule>) => Promise<CommentThread[]> = (ctx) => async (principal, file) => {
  const threads: CommentThread[] = [];
  for (const place of await findCommentsWithFile(ctx.db, file.id)) {
    const thread = await findThread(ctx, place.entity as CommentEntity, place.entityId);
    if (thread && canReadThread(thread, principal)) threads.push(thread);
  }
  return threads;
};

/** Issue 25: a file attached to a comment is read by everyone who reads the thread. */
export const commentFileRule =
  (ctx: AppContext): FileReadRule =>
  async (principal, file) =>
    (await readableThreadsWithFile(ctx)(principal, file)).length > 0;

/** ...and in an auction or a tender another carrier's file names its uploader «Участник», in the viewer too. */
export const commentUploaderMask =
  (ctx: AppContext): FileReadRule =>
  async (principal, file) =>
    (await readableThreadsWithFile(ctx)(principal, file)).some((thread) =>
      isHiddenFrom(thread, principal, file),
    );
