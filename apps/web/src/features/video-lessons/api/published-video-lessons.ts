import type { Page, PageQuery } from '@portal/contract/pagination';
import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { VIDEO_LESSONS_KEY } from './video-lesson-keys';

/** GET /api/video-lessons: the published lessons, as carriers see them. */
export const fetchPublishedVideoLessons = (query: PageQuery, signal?: AbortSignal) =>
  api.get<Page<VideoLesson>>('/api/video-lessons', { query, ...(signal ? { signal } : {}) });

export const publishedVideoLessonsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: [...VIDEO_LESSONS_KEY, 'published', query] as const,
    queryFn: ({ signal }) => fetchPublishedVideoLessons(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePublishedVideoLessons = (query: PageQuery) =>
  useQuery(publishedVideoLessonsQueryOptions(query));
