import type {
  NotificationSettings,
  NotificationSettingsBody,
} from '@portal/contract/notifications/notifications.schemas';
import type { OwnerType } from '@portal/contract/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { notificationSettingsKey, notificationSettingsPath } from './notification-settings';

/** PUT /api/{contractor|customer}-user/notification-settings → 200 the whole list. */
export const saveNotificationSettings = ({
  side,
  body,
}: {
  side: OwnerType;
  body: NotificationSettingsBody;
}) => api.put<NotificationSettings>(notificationSettingsPath(side), body);

export const useSaveNotificationSettingsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (settings, { side }) => queryClient.setQueryData(notificationSettingsKey(side), settings),
  });
};
