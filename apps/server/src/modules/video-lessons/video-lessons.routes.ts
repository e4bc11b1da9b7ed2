import { messageResponseSchema } from '@portal/contract/auth/auth.schemas';
import { pageOf, pageQuerySchema } from '@portal/contract/pagination';
import {
  publishVideoLessonBodySchema,
  VIDEO_LESSON_ACCESS,
  VIDEO_LESSON_MESSAGES,
  videoLessonBodySchema,
  videoLessonIdParamsSchema,
  videoLessonListQuerySchema,
  videoLessonSchema,
} from '@portal/contract/video-lessons/video-lessons.schemas';
import { requirePrincipal } from '../../core/auth/access-plugin';
import type { Module } from '../../core/module';
import { withZod } from '../../core/module';
import {
  createLesson,
  deleteLesson,
  getLesson,
  lessonFileRule,
  listLessons,
  publishLesson,
  updateLesson,
} from './video-lessons.service';

const tags = ['Видеоуроки'];
const params = videoLessonIdParamsSchema;
const MANAGE = '/api/customers/video-lessons';

// SPEC 6: lessons are platform-wide; customers manage them (VIDEO_LESSON_ACCESS), contractors only read.
export const videoLessonsRoutes: Module = (app, ctx) => {
  const routes = withZod(app);
  ctx.fileAccess.addRule(lessonFileRule(ctx));

  routes.get(
    '/api/video-lessons',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Опубликованные видеоуроки',
        querystring: pageQuerySchema,
        response: { 200: pageOf(videoLessonSchema) },
      },
    },
    async (request) => listLessons(ctx, { published: true }, request.query),
  );

  routes.get(
    '/api/contractors/video-lessons/:id',
    {
      config: { access: 'contractor' },
      schema: {
        tags,
        summary: 'Опубликованный видеоурок',
        params,
        response: { 200: videoLessonSchema },
      },
    },
    async (request) => getLesson(ctx, request.params.id, { published: true }),
  );

  routes.get(
    MANAGE,
    {
      config: { access: VIDEO_LESSON_ACCESS.view },
      schema: {
        tags,
        summary: 'Все видеоуроки (фильтр по названию и публикации)',
        querystring: videoLessonListQuerySchema,
        response: { 200: pageOf(videoLessonSchema) },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return listLessons(ctx, filter, { page, limit });
    },
  );

  routes.get(
    `${MANAGE}/:id`,
    {
      config: { access: VIDEO_LESSON_ACCESS.view },
      schema: { tags, summary: 'Видеоурок', params, response: { 200: videoLessonSchema } },
    },
    async (request) => getLesson(ctx, request.params.id),
  );

  routes.post(
    MANAGE,
    {
      config: { access: VIDEO_LESSON_ACCESS.create },
      schema: {
        tags,
        summary: 'Добавить видеоурок',
        body: videoLessonBodySchema,
        response: { 201: videoLessonSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createLesson(ctx, requirePrincipal(request), request.body)),
  );

  routes.put(
    `${MANAGE}/:id`,
    {
      config: { access: VIDEO_LESSON_ACCESS.edit },
      schema: {
        tags,
        summary: 'Изменить видеоурок',
        params,
        body: videoLessonBodySchema,
        response: { 200: videoLessonSchema },
      },
    },
    async (request) => updateLesson(ctx, requirePrincipal(request), request.params.id, request.body),
  );

  routes.patch(
    `${MANAGE}/:id/publish`,
    {
      config: { access: VIDEO_LESSON_ACCESS.publish },
      schema: {
        tags,
        summary: 'Опубликовать или снять с публикации',
        params,
        body: publishVideoLessonBodySchema,
        response: { 200: videoLessonSchema },
      },
    },
    async (request) =>
      publishLesson(ctx, requirePrincipal(request), request.params.id, request.body.published),
  );

  routes.delete(
    `${MANAGE}/:id`,
    {
      config: { access: VIDEO_LESSON_ACCESS.remove },
      schema: { tags, summary: 'Удалить видеоурок', params, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deleteLesson(ctx, requirePrincipal(request), request.params.id);
      return { message: VIDEO_LESSON_MESSAGES.deleted };
    },
  );
};
