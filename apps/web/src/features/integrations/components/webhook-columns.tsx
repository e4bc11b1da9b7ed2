import { formatDateTime } from '@portal/contract/format/dates';
import type { Webhook } from '@portal/contract/integration/webhooks.schemas';
import { type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { CompanyRef } from '../api/integration-endpoints';
import { eventTypeLabel } from './event-type-labels';
import { WebhookActiveSwitch } from './webhook-active-switch';
import { WebhookRowActions, type WebhookRowHandlers } from './webhook-row-actions';

/** A long subscription shows its first types; the rest are named in the tooltip of «ещё N». */
const SHOWN_TYPES = 3;

function EventTypeTags({ types }: { types: readonly string[] }) {
  const labels = types.map(eventTypeLabel);
  const rest = labels.slice(SHOWN_TYPES);
  return (
    <>
      {labels.slice(0, SHOWN_TYPES).map((label) => (
        <Tag key={label} style={{ marginBottom: 4 }}>
          {label}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.join(', ')}>
          <Tag tabIndex={0}>ещё {rest.length}</Tag>
        </Tooltip>
      )}
    </>
  );
}

/** URL, events, state with the reason, created, actions: about 960 px, so 1280 px shows it without scrolling. */
export const webhookColumns = (
  company: CompanyRef,
  handlers: WebhookRowHandlers,
): TableColumnsType<Webhook> => [
  {
    title: 'Адрес',
    dataIndex: 'url',
    width: 260,
    render: (url: string, webhook) => (
      <>
        <Typography.Text style={{ wordBreak: 'break-all' }}>{url}</Typography.Text>
        {webhook.description && (
          <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
            {webhook.description}
          </Typography.Paragraph>
        )}
      </>
    ),
  },
  {
    title: 'События',
    dataIndex: 'eventTypes',
    width: 250,
    render: (types: string[]) => <EventTypeTags types={types} />,
  },
  {
    title: 'Состояние',
    dataIndex: 'active',
    width: 170,
    render: (_: boolean, webhook) => <WebhookActiveSwitch company={company} webhook={webhook} />,
  },
  {
    title: 'Создан',
    dataIndex: 'createdAt',
    width: 110,
    render: (createdAt: string) => formatDateTime(createdAt),
  },
  {
    title: 'Действия',
    key: 'actions',
    fixed: 'right',
    width: 190,
    render: (_: unknown, webhook) => <WebhookRowActions company={company} webhook={webhook} {...handlers} />,
  },
];
