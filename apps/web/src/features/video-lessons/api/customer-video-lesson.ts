import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { VIDEO_LESSONS_KEY } from './video-lesson-keys';

/** GET /api/customers/video-lessons/{id} */
export const fetchCustomerVideoLesson = (id: number, signal?: AbortSignal) =>
  api.get<VideoLesson>(`/api/customers/video-lessons/${id}`, signal ? { signal } : {});

export const customerVideoLessonQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...VIDEO_LESSONS_KEY, 'customer', 'one', id] as const,
    queryFn: ({ signal }) => fetchCustomerVideoLesson(id, signal),
  });

export const useCustomerVideoLesson = (id: number) =>
  useQuery({ ...customerVideoLessonQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
