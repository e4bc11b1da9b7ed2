import type { CommentEntity } from '@portal/contract/comments/comments.constants';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/database';
import { comments, contractors, customers, files, users } from '../../db/schema/index';

export type NewComment = typeof comments.$inferInsert;

const deleter = alias(users, 'deleter');

/** A comment with what its answer names: the author and company, the file, who deleted it. */
const selectComments = (db: Db) =>
  db
    .select({
      comment: comments,
      authorName: users.fullname,
      companyName: sql<string>`coalesce(${customers.name}, ${contractors.name})`,
      file: { guid: files.guid, originalName: files.originalName },
      deleter: {
        id: deleter.id,
        fullname: deleter.fullname,
        ownerType: deleter.ownerType,
        ownerId: deleter.ownerId,
      },
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(
      customers,
      and(eq(comments.authorOwnerType, 'customer'), eq(customers.id, comments.authorOwnerId)),
    )
    .leftJoin(
      contractors,
      and(eq(comments.authorOwnerType, 'contractor'), eq(contractors.id, comments.authorOwnerId)),
    )
    .leftJoin(files, eq(files.id, comments.fileId))
    .leftJoin(deleter, eq(deleter.id, comments.deletedBy));

export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

const threadCondition = (entity: CommentEntity, entityId: number): SQL =>
  and(eq(comments.entity, entity), eq(comments.entityId, entityId)) as SQL;

/** A page of a thread, oldest first. */
export const findThreadPage = async (
  db: Db,
  entity: CommentEntity,
  entityId: number,
  paging: { page: number; limit: number },
) => {
  const condition = threadCondition(entity, entityId);
  const [rows, [totals]] = await Promise.all([
    selectComments(db)
      .where(condition)
      .orderBy(asc(comments.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(comments).where(condition),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const findCommentRow = async (db: Db, commentId: number): Promise<CommentRow | null> => {
  const [row] = await selectComments(db).where(eq(comments.id, commentId));
  return row ?? null;
};

export const insertComment = async (db: Db, values: NewComment): Promise<number> => {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  if (!row) throw new Error('comment not inserted');
  return row.id;
};

export const updateCommentRow = async (db: Db, commentId: number, values: Partial<NewComment>) => {
  await db.update(comments).set(values).where(eq(comments.id, commentId));
};

/** Whether a file is attached to any comment, and the threads holding it (the file rule reads these). */
export const findCommentsWithFile = (db: Db, fileId: number) =>
  db
    .select({ entity: comments.entity, entityId: comments.entityId })
    .from(comments)
    .where(and(eq(comments.fileId, fileId), eq(comments.isDeleted, false)));
