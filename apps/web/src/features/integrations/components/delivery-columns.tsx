import { formatDateTime } from '@portal/contract/format/dates';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from '@portal/contract/integration/webhooks.schemas';
import { Button, type TableColumnsType, Tag } from 'antd';
import { eventTypeLabel } from './event-type-labels';

const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  pending: 'processing',
  succeeded: 'success',
  failed: 'error',
};

const timeOrDash = (value: string | null) => (value ? formatDateTime(value) : '—');

type RedeliverProps = { onRedeliver: (delivery: WebhookDelivery) => void; pendingId: number | null };

/** DESIGN 12: one row per attempt with its event, status, answer code and times; any finished one may go again. */
export const deliveryColumns = ({
  onRedeliver,
  pendingId,
}: RedeliverProps): TableColumnsType<WebhookDelivery> => [
  {
    title: 'Событие',
    dataIndex: 'eventType',
    width: 200,
    render: (type: string) => eventTypeLabel(type),
  },
  { title: 'Попытка', dataIndex: 'attempt', align: 'right', width: 90 },
  {
    title: 'Статус',
    dataIndex: 'status',
    width: 120,
    render: (status: WebhookDeliveryStatus) => (
      <Tag color={STATUS_COLORS[status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[status]}</Tag>
    ),
  },
  {
    title: 'Код ответа',
    dataIndex: 'responseStatus',
    align: 'right',
    width: 100,
    render: (code: number | null) => code ?? '—',
  },
  { title: 'Время', dataIndex: 'at', width: 140, render: timeOrDash },
  { title: 'Следующая попытка', dataIndex: 'nextAttemptAt', width: 140, render: timeOrDash },
  {
    title: 'Действия',
    key: 'actions',
    width: 160,
    render: (_: unknown, delivery) =>
      delivery.status === 'pending' ? null : (
        <Button
          size="small"
          loading={pendingId === delivery.id}
          aria-label={`Отправить снова: попытка ${delivery.attempt}, ${eventTypeLabel(delivery.eventType)}`}
          onClick={() => onRedeliver(delivery)}
        >
          Отправить снова
        </Button>
      ),
  },
];
