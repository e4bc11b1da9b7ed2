import { useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from './notification-keys';
import { fetchNotifications } from './notifications';

/** The bell's number: the unread count that comes with the smallest page of unread notifications. */
export const useUnreadCount = (isEnabled: boolean) =>
  useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'unread-count'] as const,
    queryFn: ({ signal }) => fetchNotifications({ page: 1, limit: 1, unread: 'true' }, signal),
    select: (page) => page.unreadCount,
    enabled: isEnabled,
  });
