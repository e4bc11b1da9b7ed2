import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import { presentStoredFile } from '../files/files.presenter';
import type { VideoLessonRow } from './video-lessons.repository';

export const presentVideoLesson = (row: VideoLessonRow): VideoLesson => ({
  id: row.lesson.id,
  name: row.lesson.name,
  description: row.lesson.description,
  sortPosition: row.lesson.sortPosition,
  preview: { id: row.preview.id, file: presentStoredFile(row.previewFile) },
  video: { id: row.video.id, file: presentStoredFile(row.videoFile) },
  published: row.lesson.published,
  createdBy: row.createdBy,
  updatedBy: row.updatedBy,
  createdAt: row.lesson.createdAt.toISOString(),
  updatedAt: row.lesson.updatedAt.toISOString(),
});
