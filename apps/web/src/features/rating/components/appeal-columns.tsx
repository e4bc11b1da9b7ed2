import { EditOutlined } from '@ant-design/icons';
import { formatDateTime } from '@portal/contract/format/dates';
import { APPEAL_STATUS_LABELS, type AppealStatus } from '@portal/contract/rating/appeal-status';
import type { Appeal } from '@portal/contract/rating/rating.schemas';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/**
 * SPEC 2.3 customer appeals table: number, submission date, carrier, appeal type, status and the edit action that
 * opens the decision dialog. The carrier's rating card leaves the carrier out (it is the card's).
 */
export const appealColumns = (
  onOpen: (appealId: number) => void,
  { withContractor = true } = {},
): ColumnsType<Appeal> => [
  { title: 'Номер', dataIndex: 'id', key: 'id' },
  { title: 'Дата подачи', key: 'createdOn', render: (_, row) => formatDateTime(row.createdOn) },
  ...(withContractor
    ? [{ title: 'Перевозчик', key: 'contractor', render: (_: unknown, row: Appeal) => row.contractor.name }]
    : []),
  { title: 'Тип апелляции', key: 'type', render: (_, row) => row.indexValue.index.name },
  {
    title: 'Статус',
    key: 'status',
    render: (_, row) => APPEAL_STATUS_LABELS[row.status as AppealStatus],
  },
  {
    title: '',
    key: 'edit',
    width: 56,
    render: (_, row) => (
      <Button
        aria-label={`Открыть апелляцию №${row.id}`}
        icon={<EditOutlined />}
        onClick={() => onOpen(row.id)}
      />
    ),
  },
];
