import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { VIDEO_LESSONS_KEY } from './video-lesson-keys';

/** DELETE /api/customers/video-lessons/{id} → 200 { message }. */
export const deleteVideoLesson = (id: number) =>
  api.delete<MessageResponse>(`/api/customers/video-lessons/${id}`);

export const useDeleteVideoLessonMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideoLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIDEO_LESSONS_KEY }),
  });
};
