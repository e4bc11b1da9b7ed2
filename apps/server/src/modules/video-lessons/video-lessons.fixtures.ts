import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tinyMp4, tinyPng, uploadFile } from '../../../test/file-fixtures';
import type { TestApp } from '../../../test/test-app';
import { auditLog, videoLessonDocuments, videoLessons } from '../../db/schema/index';

export type Auth = Record<string, string>;
export type LessonFiles = { preview: string; video: string };

/** Test helpers shared by the read and the management tests of video lessons. */
export const lessonKit = (t: TestApp) => {
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    auth: Auth,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const uploadLessonFiles = async (auth: Auth): Promise<LessonFiles> => ({
    preview: (await uploadFile(t.app, auth, 'превью.png', tinyPng())).guid,
    video: (await uploadFile(t.app, auth, 'урок.mp4', tinyMp4())).guid,
  });

  const lessonBody = (files: LessonFiles, overrides: Record<string, unknown> = {}) => ({
    name: 'Как сделать ставку',
    description: 'Пошаговый разбор',
    sortPosition: 50,
    preview: { file: { guid: files.preview } },
    video: { file: { guid: files.video } },
    published: true,
    ...overrides,
  });

  const createLesson = async (auth: Auth, overrides: Record<string, unknown> = {}): Promise<VideoLesson> => {
    const response = await inject(
      'POST',
      '/api/customers/video-lessons',
      auth,
      lessonBody(await uploadLessonFiles(auth), overrides),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as VideoLesson;
  };

  const lessonRow = async (id: number) => {
    const [row] = await t.app.ctx.db.select().from(videoLessons).where(eq(videoLessons.id, id));
    return row ?? null;
  };

  const tableSizes = async () => ({
    lessons: (await t.app.ctx.db.select().from(videoLessons)).length,
    documents: (await t.app.ctx.db.select().from(videoLessonDocuments)).length,
  });

  const auditActions = async (id: number) =>
    (
      await t.app.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(id)))
    )
      .filter((row) => row.entity === 'video-lesson')
      .map((row) => row.action);

  return { inject, uploadLessonFiles, lessonBody, createLesson, lessonRow, tableSizes, auditActions };
};
