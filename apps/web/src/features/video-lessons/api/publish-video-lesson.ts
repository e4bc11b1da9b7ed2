import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { VIDEO_LESSONS_KEY } from './video-lesson-keys';

/** PATCH /api/customers/video-lessons/{id}/publish { published } → 200 the lesson. */
export const publishVideoLesson = ({ id, published }: { id: number; published: boolean }) =>
  api.patch<VideoLesson>(`/api/customers/video-lessons/${id}/publish`, { published });

export const usePublishVideoLessonMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishVideoLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIDEO_LESSONS_KEY }),
  });
};
