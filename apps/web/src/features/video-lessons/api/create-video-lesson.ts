import type { VideoLesson, VideoLessonBody } from '@portal/contract/video-lessons/video-lessons.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { VIDEO_LESSONS_KEY } from './video-lesson-keys';

/** POST /api/customers/video-lessons → 201 the lesson. */
export const createVideoLesson = (body: VideoLessonBody) =>
  api.post<VideoLesson>('/api/customers/video-lessons', body);

export const useCreateVideoLessonMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVideoLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIDEO_LESSONS_KEY }),
  });
};
