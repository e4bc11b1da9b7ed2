import * as z from 'zod';
import type { Access } from '../access';
import {
  VIDEO_LESSON_DEFAULT_PUBLISHED,
  VIDEO_LESSON_DEFAULT_SORT_POSITION,
  VIDEO_LESSON_SORT_POSITION_MAX,
} from '../constants';
import { fileRefSchema, storedFileSchema } from '../files/files.schemas';
import { idParamSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { text } from '../validation/text';

export const VIDEO_LESSON_NAME_MAX = 255;
export const VIDEO_LESSON_DESCRIPTION_MAX = 5000;

// SPEC 5: preview accepts .jpg, .jpeg, .png; video accepts .mp4.
export const VIDEO_LESSON_PREVIEW_KINDS = ['jpeg', 'png'] as const;
export const VIDEO_LESSON_VIDEO_KINDS = ['mp4'] as const;
export const VIDEO_LESSON_PREVIEW_ACCEPT = '.jpg,.jpeg,.png';
export const VIDEO_LESSON_VIDEO_ACCEPT = '.mp4';

/** SPEC 3: preview and video are documents holding a file. */
export const videoLessonDocumentSchema = z.object({ id: z.number().int(), file: storedFileSchema });

export const videoLessonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  sortPosition: z.number().int(),
  preview: videoLessonDocumentSchema,
  video: videoLessonDocumentSchema,
  published: z.boolean(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VideoLesson = z.infer<typeof videoLessonSchema>;

export const videoLessonNameSchema = text().trim().min(1).max(VIDEO_LESSON_NAME_MAX);
export const videoLessonDescriptionSchema = text().trim().max(VIDEO_LESSON_DESCRIPTION_MAX);
export const videoLessonSortPositionSchema = z.number().int().min(0).max(VIDEO_LESSON_SORT_POSITION_MAX);

/** SPEC 5: name, video, sortPosition and preview are required; description and published are optional. */
export const videoLessonBodySchema = z.object({
  name: videoLessonNameSchema,
  description: videoLessonDescriptionSchema.nullish().transform((text) => text ?? ''),
  sortPosition: videoLessonSortPositionSchema,
  preview: z.object({ file: fileRefSchema }),
  video: z.object({ file: fileRefSchema }),
  published: z.boolean().default(VIDEO_LESSON_DEFAULT_PUBLISHED),
});
export type VideoLessonBody = z.input<typeof videoLessonBodySchema>;

export const VIDEO_LESSON_DEFAULTS = {
  sortPosition: VIDEO_LESSON_DEFAULT_SORT_POSITION,
  published: VIDEO_LESSON_DEFAULT_PUBLISHED,
} as const;

export const publishVideoLessonBodySchema = z.object({ published: z.boolean() });

export const videoLessonIdParamsSchema = z.object({ id: idParamSchema });

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The customer list: paged, filtered by a part of the name and by publication. */
export const videoLessonListQuerySchema = pageQuerySchema.extend({
  name: text().trim().max(VIDEO_LESSON_NAME_MAX).optional(),
  published: booleanQuery.optional(),
});
export type VideoLessonListQuery = z.input<typeof videoLessonListQuerySchema>;

// SPEC 8: the exact success texts of the video lesson screens.
export const VIDEO_LESSON_MESSAGES = {
  updated: (name: string) => `Видеоурок ${name} обновлен`,
  added: (name: string) => `Видеоурок ${name} добавлен`,
  unpublished: 'Видеоурок снят с публикации',
  published: 'Видеоурок опубликован',
  deleted: 'Видеоурок удален',
  notFound: 'Видеоурок не найден',
} as const;

// SPEC 2.3 and 6: Add and Edit are admin only; view, publish or unpublish and delete belong to the customer's list
// (admin or manager). The server declares these on its routes and the screens show the buttons by the same map.
export const VIDEO_LESSON_ACCESS = {
  view: 'customer',
  create: 'customer:admin',
  edit: 'customer:admin',
  publish: 'customer:admin-or-manager',
  remove: 'customer:admin-or-manager',
} as const satisfies Record<string, Access>;

// SPEC 8: confirmations, answered with Да and Назад.
export const VIDEO_LESSON_CONFIRMATIONS = {
  unpublish: 'Вы уверены что хотите убрать с публикации видео урок?',
  publish: 'Вы уверены что хотите опубликовать урок?',
  delete: 'Вы уверены что хотите удалить урок?',
} as const;
