import type { NotificationSettings } from '@portal/contract/notifications/notifications.schemas';
import type { OwnerType } from '@portal/contract/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

// SPEC 7: notification settings for contractor-user and customer-user.
export const notificationSettingsPath = (side: OwnerType) => `/api/${side}-user/notification-settings`;

export const notificationSettingsKey = (side: OwnerType) => ['notification-settings', side] as const;

/** GET /api/{contractor|customer}-user/notification-settings: every event of the side with the user's choice. */
export const fetchNotificationSettings = (side: OwnerType, signal?: AbortSignal) =>
  api.get<NotificationSettings>(notificationSettingsPath(side), signal ? { signal } : {});

export const notificationSettingsQueryOptions = (side: OwnerType) =>
  queryOptions({
    queryKey: notificationSettingsKey(side),
    queryFn: ({ signal }) => fetchNotificationSettings(side, signal),
  });

export const useNotificationSettings = (side: OwnerType) => useQuery(notificationSettingsQueryOptions(side));
