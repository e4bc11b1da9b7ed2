import { formatDateTime } from '@portal/contract/format/dates';
import type { RatingHistoryItem } from '@portal/contract/rating/rating.schemas';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { useRatingHistory } from '../api/rating-api';
import { formatPeriod } from './rating-format';
import { RatingValue } from './rating-value';

const columns: ColumnsType<RatingHistoryItem> = [
  { title: 'Дата', key: 'createdAt', render: (_, row) => formatDateTime(row.createdAt) },
  { title: 'Период расчёта', key: 'period', render: (_, row) => formatPeriod(row) },
  {
    title: 'Было',
    key: 'before',
    render: (_, row) => (row.before === null ? '—' : <RatingValue rating={row.before} />),
  },
  { title: 'Стало', key: 'after', render: (_, row) => <RatingValue rating={row.after} /> },
  { title: 'Причина', dataIndex: 'reason', key: 'reason' },
];

/** The carrier's rating recalculations with this customer, newest first («пересчёт по апелляции №…» among them). */
export function RatingHistoryTable({ contractorId }: { contractorId: number }) {
  const history = useRatingHistory(contractorId);
  return (
    <FocusableScroll label="История пересчётов рейтинга">
      <Table<RatingHistoryItem>
        size="small"
        rowKey="id"
        loading={history.isPending}
        dataSource={history.data?.items ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Пересчётов не было' }}
      />
    </FocusableScroll>
  );
}
