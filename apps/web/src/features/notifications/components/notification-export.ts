import { formatDateTime } from '@portal/contract/format/dates';
import type { Notification } from '@portal/contract/notifications/notifications.schemas';
import type { ExportColumn } from '../../../shared/export/export-to-excel';

export const NOTIFICATION_EXPORT_COLUMNS: readonly ExportColumn<Notification>[] = [
  { header: 'Дата', value: (notification) => formatDateTime(notification.createdAt), width: 18 },
  { header: 'Событие', value: (notification) => notification.typeLabel, width: 36 },
  { header: 'Заголовок', value: (notification) => notification.title, width: 36 },
  { header: 'Текст', value: (notification) => notification.text, width: 80 },
  { header: 'Прочитано', value: (notification) => (notification.isRead ? 'Да' : 'Нет'), width: 12 },
];
