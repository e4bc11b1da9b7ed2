import type { ContractorHistoryEntry } from '@portal/contract/contractors/contractor-card.schemas';
import { formatDateTime } from '@portal/contract/format/dates';
import { Table, type TableColumnsType } from 'antd';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';

const COLUMNS: TableColumnsType<ContractorHistoryEntry> = [
  {
    title: 'Дата',
    dataIndex: 'createdAt',
    width: 130,
    render: (createdAt: string) => formatDateTime(createdAt),
  },
  { title: 'Событие', dataIndex: 'actionLabel', width: 160 },
  {
    title: 'Кто',
    dataIndex: 'actor',
    width: 170,
    render: (actor: ContractorHistoryEntry['actor']) => actor?.fullname ?? '—',
  },
  { title: 'Было', dataIndex: 'fromLabel', width: 120, render: (label: string | null) => label ?? '—' },
  { title: 'Стало', dataIndex: 'toLabel', width: 120, render: (label: string | null) => label ?? '—' },
  // No width: the comment takes what is left and wraps (it had its one long line cut at the card's edge).
  {
    title: 'Комментарий',
    dataIndex: 'comment',
    render: (comment: string | null) => <span style={{ overflowWrap: 'anywhere' }}>{comment ?? '—'}</span>,
  },
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
        // At least 860 px wide (the comment keeps 160 px); on a wider card the comment column takes the rest.
        scroll={{ x: 860 }}
        locale={{ emptyText: 'Изменений пока не было' }}
      />
    </FocusableScroll>
  );
}
