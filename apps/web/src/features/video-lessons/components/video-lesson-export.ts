import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import type { ExportColumn } from '../../../shared/export/export-to-excel';

export const VIDEO_LESSON_EXPORT_COLUMNS: readonly ExportColumn<VideoLesson>[] = [
  { header: 'Название', value: (lesson) => lesson.name, width: 40 },
  { header: 'Описание', value: (lesson) => lesson.description, width: 60 },
  { header: 'Опубликован', value: (lesson) => (lesson.published ? 'Да' : 'Нет'), width: 14 },
  { header: 'Позиция сортировки', value: (lesson) => lesson.sortPosition, width: 20 },
  { header: 'Превью', value: (lesson) => lesson.preview.file.originalName, width: 30 },
  { header: 'Видео', value: (lesson) => lesson.video.file.originalName, width: 30 },
];
