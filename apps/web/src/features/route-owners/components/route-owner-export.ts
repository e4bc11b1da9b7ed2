import type { RouteOwnerListItem } from '@portal/contract/route-owners/route-owners.schemas';
import type { ExportColumn } from '../../../shared/export/export-to-excel';
import { NO_AGENT_TEXT } from './route-owner-columns';

export const ROUTE_OWNER_EXPORT_COLUMNS: readonly ExportColumn<RouteOwnerListItem>[] = [
  { header: 'Название', value: (group) => group.name, width: 40 },
  { header: 'Ответственный', value: (group) => group.agent?.fullname ?? NO_AGENT_TEXT, width: 40 },
  { header: 'Участников', value: (group) => group.membersCount, width: 14 },
];
