import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { VIDEO_LESSONS_KEY } from './video-lesson-keys';

/** GET /api/contractors/video-lessons/{id}: a published lesson, for carriers. */
export const fetchContractorVideoLesson = (id: number, signal?: AbortSignal) =>
  api.get<VideoLesson>(`/api/contractors/video-lessons/${id}`, signal ? { signal } : {});

export const contractorVideoLessonQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...VIDEO_LESSONS_KEY, 'contractor', 'one', id] as const,
    queryFn: ({ signal }) => fetchContractorVideoLesson(id, signal),
  });

export const useContractorVideoLesson = (id: number) =>
  useQuery({ ...contractorVideoLessonQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
