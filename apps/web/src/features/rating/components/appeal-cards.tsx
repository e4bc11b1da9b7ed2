import { formatDateTime } from '@portal/contract/format/dates';
import {
  type AppealStatus,
  appealEventTypeLabel,
  CONTRACTOR_APPEAL_STATUS_LABELS,
} from '@portal/contract/rating/appeal-status';
import type { Appeal } from '@portal/contract/rating/rating.schemas';
import { Card, Descriptions, Empty, Flex, Spin } from 'antd';

export const appealEventText = (appeal: Appeal): string =>
  appeal.appealEvent.event
    ? `${appealEventTypeLabel(appeal.appealEvent.event.type)}: ${appeal.appealEvent.comment}`
    : appeal.appealEvent.comment;

export const appealRouteCode = (appeal: Appeal): string =>
  appeal.appealEvent.movementPoint?.route.routeCode ?? appeal.appealEvent.event?.route.routeCode ?? '—';

/** SPEC 2.3 appeals tab: number, date, event, route, status, the carrier's comment and the customer's reply. */
export function AppealCards({ appeals, isLoading }: { appeals: Appeal[] | undefined; isLoading: boolean }) {
  if (isLoading) return <Spin />;
  if (!appeals?.length) return <Empty description="Поданные апелляции не найдены" />;
  return (
    <Flex vertical gap={12}>
      {appeals.map((appeal) => (
        <Card key={appeal.id} size="small" title={`Апелляция №${appeal.id}`}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="Дата">{formatDateTime(appeal.createdOn)}</Descriptions.Item>
            <Descriptions.Item label="Статус">
              {CONTRACTOR_APPEAL_STATUS_LABELS[appeal.status as AppealStatus]}
            </Descriptions.Item>
            <Descriptions.Item label="Событие">{appealEventText(appeal)}</Descriptions.Item>
            <Descriptions.Item label="Рейс">{appealRouteCode(appeal)}</Descriptions.Item>
            <Descriptions.Item label="Комментарий">{appeal.comment || '—'}</Descriptions.Item>
            <Descriptions.Item label="Ответ заказчика">{appeal.decisionComment || '—'}</Descriptions.Item>
          </Descriptions>
        </Card>
      ))}
    </Flex>
  );
}
