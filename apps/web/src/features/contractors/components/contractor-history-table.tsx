import type { ContractorHistoryEntry } from '@portal/contract/contractors/contractor-card.schemas';
import { formatDateTime } from '@portal/contract/format/dates';
import { Table, type TableColumnsType } from 'antd';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';

const COLUMNS: TableColumnsType<ContractorHistoryEntry> = [
  { title: 'Дата', dataIndex: 'createdAt', render: (createdAt: string) => formatDateTime(createdAt) },
  { title: 'Событие', dataIndex: 'actionLabel' },
  {
    title: 'Кто',
    dataIndex: 'actor',
    render: (actor: ContractorHistoryEntry['actor']) => actor?.fullname ?? '—',
  },
  { title: 'Было', dataIndex: 'fromLabel', render: (label: string | null) => label ?? '—' },
  { title: 'Стало', dataIndex: 'toLabel', render: (label: string | null) => label ?? '—' },
  { title: 'Комментарий', dataIndex: 'comment', render: (comment: string | null) => comment ?? '—' },
];

/** Verification decisions, requisites changes and this customer's partner changes, newest first. */
export function ContractorHistoryTable({ history }: { history: ContractorHistoryEntry[] }) {
  return (
    <FocusableScroll label="История">
      <Table<ContractorHistoryEntry>
        columns={COLUMNS}
        dataSource={history}
        rowKey={(entry) => entry.id}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Изменений пока не было' }}
      />
    </FocusableScroll>
  );
}
