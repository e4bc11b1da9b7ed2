import { formatDateTime } from '@portal/contract/format/dates';
import {
  DISCLAIMER_STATUS,
  DISCLAIMER_STATUS_LABELS,
  type DisclaimerStatus,
} from '@portal/contract/freight/route-states';
import {
  type Disclaimer,
  ROUTE_CONFIRMATIONS,
  ROUTE_MESSAGES,
} from '@portal/contract/freight/routes.schemas';
import { Button, Empty, Flex, Tag } from 'antd';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { type DisclaimerDecision, useFlightActionMutation } from '../api/flight-changes';

const STATUS_COLORS: Record<DisclaimerStatus, string> = { 0: 'orange', 1: 'green', 2: 'default' };

export function DisclaimerStatusTag({ status }: { status: number }) {
  return (
    <Tag color={STATUS_COLORS[status as DisclaimerStatus] ?? 'default'}>
      {DISCLAIMER_STATUS_LABELS[status as DisclaimerStatus] ?? status}
    </Tag>
  );
}

export function DisclaimerDetails({ disclaimer }: { disclaimer: Disclaimer }) {
  return (
    <RecordDescriptions
      labelWidth={170}
      items={[
        { key: 'status', label: 'Статус', children: <DisclaimerStatusTag status={disclaimer.status} /> },
        { key: 'contractor', label: 'Перевозчик', children: disclaimer.contractor.name },
        { key: 'comment', label: 'Причина', children: disclaimer.comment },
        { key: 'createdAt', label: 'Подан', children: formatDateTime(disclaimer.createdAt) },
        {
          key: 'decidedAt',
          label: 'Решение',
          children: disclaimer.decidedAt ? formatDateTime(disclaimer.decidedAt) : 'Ожидает решения',
        },
      ]}
    />
  );
}

type DisclaimerTabProps = {
  flightId: number;
  routeCode: string;
  disclaimer: Disclaimer | null;
  canDecide: boolean;
};

/** The carrier's request to be released (the open one, else the last): the customer accepts or declines it. */
export function CustomerDisclaimerTab({ flightId, routeCode, disclaimer, canDecide }: DisclaimerTabProps) {
  const confirmedAction = useConfirmedAction();
  const mutation = useFlightActionMutation(flightId);
  if (!disclaimer) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Отказов от рейса нет" />;

  const decide = (action: DisclaimerDecision) =>
    void confirmedAction(
      {
        title:
          action === 'accept_disclaimer'
            ? ROUTE_CONFIRMATIONS.acceptDisclaimer
            : ROUTE_CONFIRMATIONS.declineDisclaimer,
        content: `Рейс ${routeCode}, ${disclaimer.contractor.name}`,
        ...(action === 'decline_disclaimer' ? { isDanger: true } : {}),
      },
      () => mutation.mutateAsync(action),
      action === 'accept_disclaimer' ? ROUTE_MESSAGES.disclaimerAccepted : ROUTE_MESSAGES.disclaimerDeclined,
    );

  return (
    <Flex vertical gap={16}>
      <DisclaimerDetails disclaimer={disclaimer} />
      {canDecide && disclaimer.status === DISCLAIMER_STATUS.new && (
        <Flex gap={8} wrap>
          <Button
            type="primary"
            loading={mutation.isPending && mutation.variables === 'accept_disclaimer'}
            disabled={mutation.isPending}
            onClick={() => decide('accept_disclaimer')}
          >
            Одобрить отказ
          </Button>
          <Button
            danger
            loading={mutation.isPending && mutation.variables === 'decline_disclaimer'}
            disabled={mutation.isPending}
            onClick={() => decide('decline_disclaimer')}
          >
            Отклонить отказ
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
