import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../core/db/database';
import { containsPattern } from '../../core/db/paging';
import { files, users, videoLessonDocuments, videoLessons } from '../../db/schema/index';

const previewDocument = alias(videoLessonDocuments, 'preview_document');
const videoDocument = alias(videoLessonDocuments, 'video_document');
const previewFile = alias(files, 'preview_file');
const videoFile = alias(files, 'video_file');
const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

const selectLessons = (db: Db | Tx) =>
  db
    .select({
      lesson: videoLessons,
      preview: previewDocument,
      previewFile,
      video: videoDocument,
      videoFile,
      createdBy: creator.fullname,
      updatedBy: updater.fullname,
    })
    .from(videoLessons)
    .innerJoin(previewDocument, eq(previewDocument.id, videoLessons.previewDocumentId))
    .innerJoin(previewFile, eq(previewFile.id, previewDocument.fileId))
    .innerJoin(videoDocument, eq(videoDocument.id, videoLessons.videoDocumentId))
    .innerJoin(videoFile, eq(videoFile.id, videoDocument.fileId))
    .leftJoin(creator, eq(creator.id, videoLessons.createdBy))
    .leftJoin(updater, eq(updater.id, videoLessons.updatedBy))
    .$dynamic();

export type VideoLessonRow = Awaited<ReturnType<typeof selectLessons>>[number];

export type LessonFilter = { published?: boolean; name?: string };

const whereOf = ({ published, name }: LessonFilter): SQL | undefined =>
  and(
    published === undefined ? undefined : eq(videoLessons.published, published),
    name ? ilike(videoLessons.name, containsPattern(name)) : undefined,
  );

export const findLessons = async (
  db: Db,
  filter: LessonFilter,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: VideoLessonRow[]; total: number }> => {
  const where = whereOf(filter);
  const [rows, [totals]] = await Promise.all([
    selectLessons(db)
      .where(where)
      .orderBy(asc(videoLessons.sortPosition), asc(videoLessons.name), asc(videoLessons.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(videoLessons).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const findLesson = async (
  db: Db | Tx,
  id: number,
  filter: LessonFilter = {},
): Promise<VideoLessonRow | null> => {
  const [row] = await selectLessons(db).where(and(eq(videoLessons.id, id), whereOf(filter)));
  return row ?? null;
};

export type LessonValues = {
  name: string;
  description: string;
  sortPosition: number;
  published: boolean;
};

const insertDocument = async (tx: Tx, fileId: number) => {
  const [row] = await tx.insert(videoLessonDocuments).values({ fileId }).returning();
  return row!;
};

export const insertLesson = async (
  tx: Tx,
  values: LessonValues & { previewFileId: number; videoFileId: number; userId: number },
): Promise<number> => {
  const preview = await insertDocument(tx, values.previewFileId);
  const video = await insertDocument(tx, values.videoFileId);
  const [row] = await tx
    .insert(videoLessons)
    .values({
      name: values.name,
      description: values.description,
      sortPosition: values.sortPosition,
      published: values.published,
      previewDocumentId: preview.id,
      videoDocumentId: video.id,
      createdBy: values.userId,
      updatedBy: values.userId,
    })
    .returning({ id: videoLessons.id });
  return row!.id;
};

/** Answers false when the lesson is gone (deleted meanwhile). */
export const updateLessonRow = async (
  tx: Tx,
  id: number,
  values: Partial<LessonValues> & { userId: number },
): Promise<boolean> => {
  const { userId, ...changes } = values;
  const rows = await tx
    .update(videoLessons)
    .set({ ...changes, updatedBy: userId, updatedAt: new Date() })
    .where(eq(videoLessons.id, id))
    .returning({ id: videoLessons.id });
  return rows.length === 1;
};

export const setDocumentFile = async (tx: Tx, documentId: number, fileId: number) => {
  await tx.update(videoLessonDocuments).set({ fileId }).where(eq(videoLessonDocuments.id, documentId));
};

/** Deletes the lesson and its two documents; answers false when there was no such lesson. */
export const deleteLessonRow = async (tx: Tx, id: number): Promise<boolean> => {
  const [row] = await tx.delete(videoLessons).where(eq(videoLessons.id, id)).returning();
  if (!row) return false;
  await tx
    .delete(videoLessonDocuments)
    .where(
      or(
        eq(videoLessonDocuments.id, row.previewDocumentId),
        eq(videoLessonDocuments.id, row.videoDocumentId),
      ),
    );
  return true;
};

/** Whether the file is a lesson's preview or video (of a published lesson when asked). */
export const isLessonFile = async (db: Db, fileId: number, filter: LessonFilter): Promise<boolean> => {
  const [row] = await db
    .select({ id: videoLessons.id })
    .from(videoLessons)
    .innerJoin(
      videoLessonDocuments,
      or(
        eq(videoLessonDocuments.id, videoLessons.previewDocumentId),
        eq(videoLessonDocuments.id, videoLessons.videoDocumentId),
      ),
    )
    .where(and(eq(videoLessonDocuments.fileId, fileId), whereOf(filter)))
    .limit(1);
  return Boolean(row);
};
