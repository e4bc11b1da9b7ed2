import type { Page } from '@portal/contract/pagination';
import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';

export const testLesson = (overrides: Partial<VideoLesson> = {}): VideoLesson => ({
  id: 11,
  name: 'Как сделать ставку',
  description: 'Пошаговый разбор аукциона',
  sortPosition: 10,
  preview: {
    id: 1,
    file: { guid: '0b6f3c1e-7d2a-4f53-9a7e-1c2d3e4f5a61', originalName: 'bid.png', mimeType: 'image/png' },
  },
  video: {
    id: 2,
    file: { guid: '0b6f3c1e-7d2a-4f53-9a7e-1c2d3e4f5a62', originalName: 'bid.mp4', mimeType: 'video/mp4' },
  },
  published: true,
  createdBy: null,
  updatedBy: null,
  createdAt: '2025-11-10T10:00:00+03:00',
  updatedAt: '2025-11-10T10:00:00+03:00',
  ...overrides,
});

export const pageOfLessons = (items: VideoLesson[]): Page<VideoLesson> => ({
  items,
  totalCount: items.length,
  currentPageNumber: 1,
  numItemsPerPage: 20,
});
