import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { NOTIFICATIONS_KEY } from './notification-keys';

/** PATCH /api/notifications/mark_all_as_read → 200 { message, count }. */
export const markAllNotificationsRead = () =>
  api.patch<{ message: string; count: number }>('/api/notifications/mark_all_as_read');

export const useMarkAllReadMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};
