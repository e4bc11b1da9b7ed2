import type { Notification } from '@portal/contract/notifications/notifications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { NOTIFICATIONS_KEY } from './notification-keys';

/** PATCH /api/notifications/{id}/read → 200 the notification. */
export const readNotification = (id: number) => api.patch<Notification>(`/api/notifications/${id}/read`);

export const useReadNotificationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};
