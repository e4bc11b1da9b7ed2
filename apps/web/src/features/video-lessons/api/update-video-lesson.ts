import type { VideoLesson, VideoLessonBody } from '@portal/contract/video-lessons/video-lessons.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { VIDEO_LESSONS_KEY } from './video-lesson-keys';

/** PUT /api/customers/video-lessons/{id} → 200 the lesson. */
export const updateVideoLesson = ({ id, body }: { id: number; body: VideoLessonBody }) =>
  api.put<VideoLesson>(`/api/customers/video-lessons/${id}`, body);

export const useUpdateVideoLessonMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideoLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIDEO_LESSONS_KEY }),
  });
};
