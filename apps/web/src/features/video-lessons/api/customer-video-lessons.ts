import type { Page } from '@portal/contract/pagination';
import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { VIDEO_LESSONS_KEY } from './video-lesson-keys';

export type CustomerVideoLessonsQuery = {
  page: number;
  limit: number;
  name?: string;
  published?: 'true' | 'false';
};

/** GET /api/customers/video-lessons: every lesson, published or not, for the customer side. */
export const fetchCustomerVideoLessons = (query: CustomerVideoLessonsQuery, signal?: AbortSignal) =>
  api.get<Page<VideoLesson>>('/api/customers/video-lessons', { query, ...(signal ? { signal } : {}) });

export const customerVideoLessonsQueryOptions = (query: CustomerVideoLessonsQuery) =>
  queryOptions({
    queryKey: [...VIDEO_LESSONS_KEY, 'customer', query] as const,
    queryFn: ({ signal }) => fetchCustomerVideoLessons(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomerVideoLessons = (query: CustomerVideoLessonsQuery) =>
  useQuery(customerVideoLessonsQueryOptions(query));
