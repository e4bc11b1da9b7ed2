import { USER_STATUS_LABELS, userStatusOf } from '@portal/contract/company-users/user-status';
import { formatDateTime } from '@portal/contract/format/dates';
import type { User } from '@portal/contract/users/users.schemas';
import type { ExportColumn } from '../../../shared/export/export-to-excel';
import { roleLabels } from './company-user-roles';

export const COMPANY_USER_EXPORT_COLUMNS: readonly ExportColumn<User>[] = [
  { header: 'ФИО', value: (user) => user.fullname, width: 36 },
  { header: 'E-mail (логин)', value: (user) => user.username, width: 32 },
  { header: 'Телефон', value: (user) => user.phone ?? '', width: 20 },
  { header: 'Роли', value: (user) => roleLabels(user.roles).join(', '), width: 30 },
  { header: 'Статус', value: (user) => USER_STATUS_LABELS[userStatusOf(user)], width: 20 },
  { header: 'Дата создания', value: (user) => formatDateTime(user.createdAt), width: 18 },
];
