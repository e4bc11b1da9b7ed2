import { describe, expect, it } from 'vitest';
import { VIDEO_LESSON_DEFAULT_PUBLISHED, VIDEO_LESSON_SORT_POSITION_MAX } from '../constants';
import { UPLOAD_KINDS } from '../files/files.schemas';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  publishVideoLessonBodySchema,
  VIDEO_LESSON_CONFIRMATIONS,
  VIDEO_LESSON_DESCRIPTION_MAX,
  VIDEO_LESSON_MESSAGES,
  VIDEO_LESSON_NAME_MAX,
  VIDEO_LESSON_PREVIEW_ACCEPT,
  VIDEO_LESSON_PREVIEW_KINDS,
  VIDEO_LESSON_VIDEO_ACCEPT,
  VIDEO_LESSON_VIDEO_KINDS,
  type VideoLesson,
  videoLessonBodySchema,
  videoLessonIdParamsSchema,
  videoLessonListQuerySchema,
  videoLessonSchema,
} from './video-lessons.schemas';

const previewGuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const videoGuid = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const body = {
  name: 'Как подать ставку',
  description: 'Пошагово',
  sortPosition: 10,
  preview: { file: { guid: previewGuid } },
  video: { file: { guid: videoGuid } },
  published: false,
};

const issuePaths = (input: unknown) =>
  videoLessonBodySchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('videoLessonBodySchema', () => {
  it('accepts a complete lesson as it is', () => {
    expect(videoLessonBodySchema.parse(body)).toEqual(body);
  });

  it('trims the name and the description', () => {
    const parsed = videoLessonBodySchema.parse({ ...body, name: '  Урок  ', description: ' Текст ' });
    expect(parsed).toMatchObject({ name: 'Урок', description: 'Текст' });
  });

  it('requires a name of 1 to 255 characters', () => {
    expect(issuePaths({ ...body, name: '   ' })).toEqual(['name']);
    expect(issuePaths({ ...body, name: 'я'.repeat(VIDEO_LESSON_NAME_MAX) })).toEqual([]);
    expect(issuePaths({ ...body, name: 'я'.repeat(VIDEO_LESSON_NAME_MAX + 1) })).toEqual(['name']);
  });

  it('takes a description of at most 5000 characters, and none as an empty one', () => {
    expect(issuePaths({ ...body, description: 'я'.repeat(VIDEO_LESSON_DESCRIPTION_MAX) })).toEqual([]);
    expect(issuePaths({ ...body, description: 'я'.repeat(VIDEO_LESSON_DESCRIPTION_MAX + 1) })).toEqual([
      'description',
    ]);
    expect(videoLessonBodySchema.parse({ ...body, description: null }).description).toBe('');
    expect(videoLessonBodySchema.parse({ ...body, description: undefined }).description).toBe('');
  });

  it('takes a whole sort position from 0 to 100000', () => {
    expect(issuePaths({ ...body, sortPosition: 0 })).toEqual([]);
    expect(issuePaths({ ...body, sortPosition: VIDEO_LESSON_SORT_POSITION_MAX })).toEqual([]);
    expect(issuePaths({ ...body, sortPosition: -1 })).toEqual(['sortPosition']);
    expect(issuePaths({ ...body, sortPosition: VIDEO_LESSON_SORT_POSITION_MAX + 1 })).toEqual([
      'sortPosition',
    ]);
    expect(issuePaths({ ...body, sortPosition: 1.5 })).toEqual(['sortPosition']);
  });

  it('requires the preview and the video as uploaded files', () => {
    expect(issuePaths({ ...body, preview: undefined, video: { file: { guid: 'not-a-guid' } } })).toEqual([
      'preview',
      'video.file.guid',
    ]);
  });

  it('publishes a lesson by default', () => {
    expect(videoLessonBodySchema.parse({ ...body, published: undefined }).published).toBe(
      VIDEO_LESSON_DEFAULT_PUBLISHED,
    );
  });
});

// SPEC 5: preview accepts .jpg, .jpeg, .png; video accepts .mp4.
describe('the file pickers of a lesson', () => {
  const acceptOf = (kinds: readonly (keyof typeof UPLOAD_KINDS)[]) =>
    kinds.flatMap((kind) => UPLOAD_KINDS[kind].extensions.map((extension) => `.${extension}`)).join(',');

  it('offer exactly the extensions of the accepted kinds', () => {
    expect(VIDEO_LESSON_PREVIEW_ACCEPT).toBe(acceptOf(VIDEO_LESSON_PREVIEW_KINDS));
    expect(VIDEO_LESSON_VIDEO_ACCEPT).toBe(acceptOf(VIDEO_LESSON_VIDEO_KINDS));
    expect(VIDEO_LESSON_PREVIEW_ACCEPT).toBe('.jpg,.jpeg,.png');
  });
});

describe('videoLessonSchema', () => {
  it('passes a whole lesson through the answer', () => {
    const file = { guid: previewGuid, originalName: 'preview.png', mimeType: 'image/png' };
    const lesson: VideoLesson = {
      id: 1,
      name: 'Как подать ставку',
      description: '',
      sortPosition: 50,
      preview: { id: 2, file },
      video: { id: 3, file: { ...file, guid: videoGuid, originalName: 'lesson.mp4', mimeType: 'video/mp4' } },
      published: true,
      createdBy: 'Иванов',
      updatedBy: null,
      createdAt: '2025-03-12T10:00:00.000Z',
      updatedAt: '2025-03-12T10:00:00.000Z',
    };
    expect(videoLessonSchema.parse(lesson)).toEqual(lesson);
  });
});

describe('videoLessonListQuerySchema', () => {
  it('reads the published filter from its query string words', () => {
    expect(videoLessonListQuerySchema.parse({ published: 'true' }).published).toBe(true);
    expect(videoLessonListQuerySchema.parse({ published: 'false' }).published).toBe(false);
    expect(videoLessonListQuerySchema.safeParse({ published: 'yes' }).success).toBe(false);
  });

  it('trims the name filter and limits it to 255 characters', () => {
    expect(videoLessonListQuerySchema.parse({ name: ' урок ' }).name).toBe('урок');
    expect(
      videoLessonListQuerySchema.safeParse({ name: 'я'.repeat(VIDEO_LESSON_NAME_MAX + 1) }).success,
    ).toBe(false);
  });
});

describe('the other video lesson requests', () => {
  it('reads a lesson id from the path and a publication flag from the body', () => {
    expect(videoLessonIdParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(publishVideoLessonBodySchema.parse({ published: true })).toEqual({ published: true });
    expect(publishVideoLessonBodySchema.safeParse({}).success).toBe(false);
  });
});

// SPEC 8: the exact texts of the video lesson screens.
describe('VIDEO_LESSON_MESSAGES', () => {
  it('says what happened to the lesson, naming it', () => {
    expect(VIDEO_LESSON_MESSAGES.added('Ставки')).toBe('Видеоурок Ставки добавлен');
    expect(VIDEO_LESSON_MESSAGES.updated('Ставки')).toBe('Видеоурок Ставки обновлен');
    expectRussianMessages(VIDEO_LESSON_MESSAGES);
    expectRussianMessages(VIDEO_LESSON_CONFIRMATIONS);
  });
});
