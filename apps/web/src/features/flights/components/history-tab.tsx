import { formatDateTime } from '@portal/contract/format/dates';
import type { RouteHistoryEntry } from '@portal/contract/freight/routes.schemas';
import { Table, type TableColumnsType } from 'antd';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { useCustomerFlightHistory } from '../api/customer-flight';
import { historyActionLabel, historyStateLabel } from './flight-history';

const detailText = (entry: RouteHistoryEntry): string => {
  const details = entry.details ?? {};
  const parts = [entry.comment ?? ''];
  if (typeof details.department === 'string') parts.push(String(details.department));
  return parts.filter(Boolean).join(' · ');
};

const columns: TableColumnsType<RouteHistoryEntry> = [
  { title: 'Дата', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
  { title: 'Кто', key: 'actor', render: (_: unknown, entry) => entry.actor?.fullname ?? 'Система' },
  { title: 'Действие', dataIndex: 'action', render: (action: string) => historyActionLabel(action) },
  {
    title: 'Было → стало',
    key: 'states',
    render: (_: unknown, entry) => {
      const from = historyStateLabel(entry.action, entry.fromState);
      const to = historyStateLabel(entry.action, entry.toState);
      return from && to ? `${from} → ${to}` : from || to || '—';
    },
  },
  { title: 'Подробности', key: 'details', render: (_: unknown, entry) => detailText(entry) || '—' },
];

/** Issue 13 «Audit»: who changed the flight, its state and its disclaimers, and when; newest first. */
export function HistoryTab({ flightId }: { flightId: number }) {
  const history = useCustomerFlightHistory(flightId, true);
  return (
    <FocusableScroll label="История">
      <Table<RouteHistoryEntry>
        columns={columns}
        dataSource={[...(history.data ?? [])].reverse()}
        rowKey={(entry) => entry.id}
        loading={history.isPending}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Изменений нет' }}
      />
    </FocusableScroll>
  );
}
