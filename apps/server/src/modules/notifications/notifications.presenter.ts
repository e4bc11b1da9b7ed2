import { notificationTypeLabel } from '@portal/contract/notifications/notification-types';
import type { Notification } from '@portal/contract/notifications/notifications.schemas';
import type { NotificationRow } from './notifications.repository';

export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  typeLabel: notificationTypeLabel(row.type),
  title: row.title,
  text: row.text,
  link: row.link,
  isRead: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});
