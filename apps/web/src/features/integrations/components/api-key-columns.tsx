import { DeleteOutlined } from '@ant-design/icons';
import { formatDateTime } from '@portal/contract/format/dates';
import {
  API_KEY_SCOPE_LABELS,
  type ApiKey,
  type ApiKeyScope,
} from '@portal/contract/integration/api-keys.schemas';
import { Button, type TableColumnsType, Typography } from 'antd';

/** Name, the key's first characters, scope, created, last used, «Отозвать». */
export const apiKeyColumns = (onRevoke: (key: ApiKey) => void): TableColumnsType<ApiKey> => [
  { title: 'Название', dataIndex: 'name', width: 240 },
  {
    title: 'Ключ',
    dataIndex: 'prefix',
    width: 180,
    render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text>,
  },
  {
    title: 'Доступ',
    dataIndex: 'scope',
    width: 150,
    render: (scope: ApiKeyScope) => API_KEY_SCOPE_LABELS[scope],
  },
  { title: 'Создан', dataIndex: 'createdAt', width: 140, render: (at: string) => formatDateTime(at) },
  {
    title: 'Последнее использование',
    dataIndex: 'lastUsedAt',
    width: 150,
    render: (at: string | null) => (at ? formatDateTime(at) : '—'),
  },
  {
    title: 'Действия',
    key: 'actions',
    fixed: 'right',
    width: 130,
    render: (_: unknown, key) => (
      <Button
        danger
        size="small"
        icon={<DeleteOutlined />}
        aria-label={`Отозвать ключ ${key.name}`}
        onClick={() => onRevoke(key)}
      >
        Отозвать
      </Button>
    ),
  },
];
