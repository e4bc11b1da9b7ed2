import { UPLOAD_KINDS } from '@portal/contract/files/files.schemas';
import type { Page, PageQuery } from '@portal/contract/pagination';
import type { FieldProblem } from '@portal/contract/problem/field-problem';
import {
  VIDEO_LESSON_MESSAGES,
  VIDEO_LESSON_PREVIEW_ACCEPT,
  VIDEO_LESSON_PREVIEW_KINDS,
  VIDEO_LESSON_VIDEO_ACCEPT,
  VIDEO_LESSON_VIDEO_KINDS,
  type VideoLesson,
  type videoLessonBodySchema,
} from '@portal/contract/video-lessons/video-lessons.schemas';
import type * as z from 'zod';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { pageAnswer } from '../../core/db/paging';
import type { FileReadRule } from '../../core/files/file-access';
import { fieldProblem, notFound, unprocessable } from '../../core/http/problem';
import { type FileRow, findAttachableFiles } from '../files/files.repository';
import { presentVideoLesson } from './video-lessons.presenter';
import {
  deleteLessonRow,
  findLesson,
  findLessons,
  insertLesson,
  isLessonFile,
  type LessonFilter,
  setDocumentFile,
  updateLessonRow,
  type VideoLessonRow,
} from './video-lessons.repository';

export type VideoLessonInput = z.output<typeof videoLessonBodySchema>;

const AUDIT_ENTITY = 'video-lesson';

const listOf = (extensions: string) => extensions.split(',').join(', ');

// SPEC 5: preview accepts .jpg, .jpeg, .png; video accepts .mp4. The bytes were checked at upload.
const SLOTS = {
  preview: {
    mimeTypes: VIDEO_LESSON_PREVIEW_KINDS.map((kind): string => UPLOAD_KINDS[kind].mimeType),
    wrongKind: `допустимы файлы ${listOf(VIDEO_LESSON_PREVIEW_ACCEPT)}`,
  },
  video: {
    mimeTypes: VIDEO_LESSON_VIDEO_KINDS.map((kind): string => UPLOAD_KINDS[kind].mimeType),
    wrongKind: `допустим файл ${listOf(VIDEO_LESSON_VIDEO_ACCEPT)}`,
  },
} as const;

type Slot = keyof typeof SLOTS;

const lessonNotFound = () => notFound(VIDEO_LESSON_MESSAGES.notFound);

export const listLessons = async (
  ctx: AppContext,
  filter: LessonFilter,
  page: PageQuery,
): Promise<Page<VideoLesson>> => {
  const { rows, total } = await findLessons(ctx.db, filter, page);
  return pageAnswer(rows.map(presentVideoLesson), total, page);
};

export const getLesson = async (ctx: AppContext, id: number, filter: LessonFilter = {}) => {
  const row = await findLesson(ctx.db, id, filter);
  if (!row) throw lessonNotFound();
  return presentVideoLesson(row);
};

/**
 * A lesson may show the caller company's own upload, or keep a file it already shows (lessons are edited by
 * any customer admin, not only the one who uploaded the file).
 */
const resolveFiles = async (
  ctx: AppContext,
  principal: Principal,
  body: VideoLessonInput,
  current: VideoLessonRow | null,
): Promise<Record<Slot, FileRow>> => {
  const attached = current ? [current.previewFile.id, current.videoFile.id] : [];
  const attachable = await findAttachableFiles(
    ctx.db,
    principal,
    [body.preview.file.guid, body.video.file.guid],
    attached,
  );
  const errors: FieldProblem[] = [];
  const resolved: Partial<Record<Slot, FileRow>> = {};
  for (const slot of ['preview', 'video'] as const) {
    const { mimeTypes, wrongKind } = SLOTS[slot];
    const file = attachable.get(body[slot].file.guid);
    if (!file) errors.push(fieldProblem([slot, 'file', 'guid'], 'файл не найден'));
    else if (!mimeTypes.includes(file.mimeType)) errors.push(fieldProblem([slot, 'file', 'guid'], wrongKind));
    else resolved[slot] = file;
  }
  if (errors.length > 0 || !resolved.preview || !resolved.video) throw unprocessable(errors);
  return { preview: resolved.preview, video: resolved.video };
};

const requireLesson = async (ctx: AppContext, id: number) => {
  const row = await findLesson(ctx.db, id);
  if (!row) throw lessonNotFound();
  return row;
};

const valuesOf = (body: VideoLessonInput) => ({
  name: body.name,
  description: body.description,
  sortPosition: body.sortPosition,
  published: body.published,
});

export const createLesson = async (
  ctx: AppContext,
  principal: Principal,
  body: VideoLessonInput,
): Promise<VideoLesson> => {
  const files = await resolveFiles(ctx, principal, body, null);
  const id = await ctx.db.transaction(async (tx) => {
    const lessonId = await insertLesson(tx, {
      ...valuesOf(body),
      previewFileId: files.preview.id,
      videoFileId: files.video.id,
      userId: principal.userId,
    });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: lessonId,
      action: 'create',
      toState: body.published ? 'published' : 'unpublished',
      details: { name: body.name, preview: files.preview.guid, video: files.video.guid },
    });
    return lessonId;
  });
  return getLesson(ctx, id);
};

export const updateLesson = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  body: VideoLessonInput,
): Promise<VideoLesson> => {
  const current = await requireLesson(ctx, id);
  const files = await resolveFiles(ctx, principal, body, current);
  await ctx.db.transaction(async (tx) => {
    if (!(await updateLessonRow(tx, id, { ...valuesOf(body), userId: principal.userId }))) {
      throw lessonNotFound();
    }
    await setDocumentFile(tx, current.preview.id, files.preview.id);
    await setDocumentFile(tx, current.video.id, files.video.id);
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: 'update',
      fromState: current.lesson.published ? 'published' : 'unpublished',
      toState: body.published ? 'published' : 'unpublished',
      details: { name: body.name, preview: files.preview.guid, video: files.video.guid },
    });
  });
  return getLesson(ctx, id);
};

/** SPEC 4: published or unpublished, switched by publish and unpublish; asking for the current state is a no-op. */
export const publishLesson = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  published: boolean,
): Promise<VideoLesson> => {
  const current = await requireLesson(ctx, id);
  if (current.lesson.published === published) return presentVideoLesson(current);
  await ctx.db.transaction(async (tx) => {
    if (!(await updateLessonRow(tx, id, { published, userId: principal.userId }))) throw lessonNotFound();
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: published ? 'publish' : 'unpublish',
      fromState: current.lesson.published ? 'published' : 'unpublished',
      toState: published ? 'published' : 'unpublished',
    });
  });
  return getLesson(ctx, id);
};

/** Deleting is real: the lesson and its documents go; the uploaded files stay with the company that sent them. */
export const deleteLesson = async (ctx: AppContext, principal: Principal, id: number): Promise<void> => {
  await ctx.db.transaction(async (tx) => {
    const current = await findLesson(tx, id);
    if (!current || !(await deleteLessonRow(tx, id))) throw lessonNotFound();
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: 'delete',
      fromState: current.lesson.published ? 'published' : 'unpublished',
      details: { name: current.lesson.name },
    });
  });
};

/** Lesson files are read by every customer, and by contractors while the lesson is published. */
export const lessonFileRule =
  (ctx: AppContext): FileReadRule =>
  (principal, file) =>
    isLessonFile(ctx.db, file.id, principal.ownerType === 'customer' ? {} : { published: true });
