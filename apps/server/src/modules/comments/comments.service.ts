import {
  COMMENT_EDIT_MINUTES,
  COMMENT_EVENT_TYPES,
  COMMENT_MESSAGES,
  type CommentEntity,
} from '@portal/contract/comments/comments.constants';
import type {
  Comment,
  CommentCreateBody,
  CommentThreadQuery,
  CommentUpdateBody,
} from '@portal/contract/comments/comments.schemas';
import type { Page } from '@portal/contract/pagination';
import { isAdmin } from '@portal/contract/roles';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { pageAnswer } from '../../core/db/paging';
import { conflict, fieldProblem, forbidden, notFound, unprocessable } from '../../core/http/problem';
import { findAttachableFiles } from '../files/files.repository';
import { publishComment } from './comment-live';
import { notifyComment } from './comment-notifications';
import { type CommentThread, canReadThread, findReadableThread, findThread } from './comment-threads';
import { presentComment } from './comments.presenter';
import {
  type CommentRow,
  findCommentRow,
  findThreadPage,
  insertComment,
  updateCommentRow,
} from './comments.repository';

const EDIT_WINDOW_MS = COMMENT_EDIT_MINUTES * 60 * 1000;

export const listComments = async (
  ctx: AppContext,
  principal: Principal,
  query: CommentThreadQuery,
): Promise<Page<Comment>> => {
  const thread = await findReadableThread(ctx, principal, query.entity, query.entityId);
  const { rows, total } = await findThreadPage(ctx.db, query.entity, query.entityId, query);
  return pageAnswer(
    rows.map((row) => presentComment(row, thread, principal)),
    total,
    query,
  );
};

const requireOpen = (thread: CommentThread) => {
  if (thread.isClosed) throw conflict(COMMENT_MESSAGES.closed);
};

export const createComment = async (
  ctx: AppContext,
  principal: Principal,
  body: CommentCreateBody,
): Promise<Comment> => {
  const thread = await findReadableThread(ctx, principal, body.entity, body.entityId);
  requireOpen(thread);
  let fileId: number | null = null;
  if (body.file) {
    const file = (await findAttachableFiles(ctx.db, principal, [body.file])).get(body.file);
    if (!file)
      throw unprocessable([fieldProblem(['file'], 'файл не найден среди загруженных вашей компанией')]);
    fileId = file.id;
  }
  const commentId = await insertComment(ctx.db, {
    entity: body.entity,
    entityId: body.entityId,
    text: body.text,
    fileId,
    authorId: principal.userId,
    authorOwnerType: principal.ownerType,
    authorOwnerId: principal.ownerId,
    createdAt: ctx.clock.now(),
  });
  const row = await requireRow(ctx, commentId);
  await publishComment(ctx, thread, row, COMMENT_EVENT_TYPES.created);
  await notifyComment(ctx, thread, row);
  return presentComment(row, thread, principal);
};

const requireRow = async (ctx: AppContext, commentId: number): Promise<CommentRow> => {
  const row = await findCommentRow(ctx.db, commentId);
  if (!row) throw notFound(COMMENT_MESSAGES.notFound);
  return row;
};

/** A comment of a thread the principal may read; another thread's comment, or a deleted one, is not found. */
const findReadableComment = async (ctx: AppContext, principal: Principal, commentId: number) => {
  const row = await requireRow(ctx, commentId);
  const thread = await findThread(ctx, row.comment.entity as CommentEntity, row.comment.entityId);
  if (!thread || !canReadThread(thread, principal) || row.comment.isDeleted)
    throw notFound(COMMENT_MESSAGES.notFound);
  return { row, thread };
};

const isAuthor = (principal: Principal, row: CommentRow) => row.comment.authorId === principal.userId;

const withinEditWindow = (ctx: AppContext, row: CommentRow) =>
  ctx.clock.now().getTime() - row.comment.createdAt.getTime() < EDIT_WINDOW_MS;

export const updateComment = async (
  ctx: AppContext,
  principal: Principal,
  commentId: number,
  body: CommentUpdateBody,
): Promise<Comment> => {
  const { row, thread } = await findReadableComment(ctx, principal, commentId);
  if (!isAuthor(principal, row)) throw forbidden(COMMENT_MESSAGES.notAuthor);
  requireOpen(thread);
  if (!withinEditWindow(ctx, row)) throw conflict(COMMENT_MESSAGES.editExpired);
  await updateCommentRow(ctx.db, commentId, { text: body.text, editedAt: ctx.clock.now() });
  const updated = await requireRow(ctx, commentId);
  await publishComment(ctx, thread, updated, COMMENT_EVENT_TYPES.updated);
  return presentComment(updated, thread, principal);
};

/**
 * The author within the edit window, or an admin of the record's customer at any time (also after the thread
 * closed: a customer admin keeps its records clean). The entry stays, its text and file gone.
 */
export const deleteComment = async (
  ctx: AppContext,
  principal: Principal,
  commentId: number,
): Promise<Comment> => {
  const { row, thread } = await findReadableComment(ctx, principal, commentId);
  const isCustomerAdmin = principal.ownerType === 'customer' && isAdmin(principal.roles);
  if (!isCustomerAdmin) {
    if (!isAuthor(principal, row)) throw forbidden(COMMENT_MESSAGES.cannotDelete);
    requireOpen(thread);
    if (!withinEditWindow(ctx, row)) throw conflict(COMMENT_MESSAGES.editExpired);
  }
  await updateCommentRow(ctx.db, commentId, {
    text: null,
    fileId: null,
    isDeleted: true,
    deletedBy: principal.userId,
    deletedAt: ctx.clock.now(),
  });
  const deleted = await requireRow(ctx, commentId);
  await publishComment(ctx, thread, deleted, COMMENT_EVENT_TYPES.deleted);
  return presentComment(deleted, thread, principal);
};
