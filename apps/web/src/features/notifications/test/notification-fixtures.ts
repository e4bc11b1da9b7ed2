import type { Notification, NotificationPage } from '@portal/contract/notifications/notifications.schemas';

export const testNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 41,
  type: 'contractor-rejected',
  typeLabel: 'Отказ в верификации',
  title: 'Верификация отклонена',
  text: 'Компании «ООО «Перевозчик»» отказано в верификации.\nПричина: скан нечитаемый',
  link: '/verification',
  isRead: false,
  createdAt: '2026-03-02T09:15:00+03:00',
  ...overrides,
});

export const pageOfNotifications = (items: Notification[], unreadCount: number): NotificationPage => ({
  items,
  totalCount: items.length,
  currentPageNumber: 1,
  numItemsPerPage: 20,
  unreadCount,
});
