import type { StoredFile } from '@portal/contract/files/files.schemas';
import {
  VIDEO_LESSON_DEFAULTS,
  type VideoLesson,
  type VideoLessonBody,
} from '@portal/contract/video-lessons/video-lessons.schemas';

export type VideoLessonFormValues = {
  name: string;
  description: string;
  sortPosition: number | null;
  preview: StoredFile | null;
  video: StoredFile | null;
  published: boolean;
};

/** SPEC 5 / 9: a new lesson starts at sort position 50, published. */
export const newVideoLessonValues = (): VideoLessonFormValues => ({
  name: '',
  description: '',
  sortPosition: VIDEO_LESSON_DEFAULTS.sortPosition,
  preview: null,
  video: null,
  published: VIDEO_LESSON_DEFAULTS.published,
});

export const videoLessonToFormValues = (lesson: VideoLesson): VideoLessonFormValues => ({
  name: lesson.name,
  description: lesson.description,
  sortPosition: lesson.sortPosition,
  preview: lesson.preview.file,
  video: lesson.video.file,
  published: lesson.published,
});

/** The validated form values as the API body; the files are referred to by guid. */
export const formValuesToVideoLessonBody = (values: VideoLessonFormValues): VideoLessonBody => ({
  name: values.name,
  description: values.description ?? '',
  sortPosition: values.sortPosition ?? VIDEO_LESSON_DEFAULTS.sortPosition,
  preview: { file: { guid: values.preview?.guid ?? '' } },
  video: { file: { guid: values.video?.guid ?? '' } },
  published: values.published ?? VIDEO_LESSON_DEFAULTS.published,
});
