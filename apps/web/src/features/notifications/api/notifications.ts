import type { NotificationPage } from '@portal/contract/notifications/notifications.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { NOTIFICATIONS_KEY } from './notification-keys';

export type NotificationsQuery = { page: number; limit: number; unread?: 'true' };

/** GET /api/notifications: the user's own, newest first, with the unread count. */
export const fetchNotifications = (query: NotificationsQuery, signal?: AbortSignal) =>
  api.get<NotificationPage>('/api/notifications', { query, ...(signal ? { signal } : {}) });

export const notificationsQueryOptions = (query: NotificationsQuery) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => fetchNotifications(query, signal),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (query: NotificationsQuery) => useQuery(notificationsQueryOptions(query));
