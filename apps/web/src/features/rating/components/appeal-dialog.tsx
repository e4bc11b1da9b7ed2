import { formatZonedDateTime, WORKING_TIME_ZONE } from '@portal/contract/freight/zoned-time';
import {
  APPEAL_ACTIONS,
  APPEAL_STATUS_LABELS,
  type AppealAction,
  type AppealStatus,
  appealEventTypeLabel,
  canAppealAction,
  isAppealDecided,
} from '@portal/contract/rating/appeal-status';
import { formatHoursAndMinutes } from '@portal/contract/rating/rating.rules';
import type { Appeal } from '@portal/contract/rating/rating.schemas';
import { RATING_ACCESS } from '@portal/contract/rating/rating-access';
import { Button, Descriptions, Input, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useCan } from '../../../shared/session/use-can';
import { useToast } from '../../../shared/toast/use-toast';
import { useAppealDecision } from '../api/rating-api';

const BUTTONS: AppealAction[] = ['toprocessing', 'decline', 'accept'];

/**
 * SPEC 2.3 appeal dialog: status, carrier, indicator type, submission date; for a lateness event the route,
 * department, planned and actual arrival and the difference; the carrier's comment; the decision comment,
 * locked once decided. «Принять» and «Отклонить» unless decided; «В обработку» only when New. Only admins and
 * managers decide; a user reads the appeal.
 */
export function AppealDialog({ appeal: opened, onClose }: { appeal: Appeal; onClose: () => void }) {
  // «В обработку» keeps the dialog open on the appeal as the server answered it (the list may no longer hold it).
  const [appeal, setAppeal] = useState(opened);
  const [decisionComment, setDecisionComment] = useState(appeal.decisionComment ?? '');
  const decision = useAppealDecision();
  const toast = useToast();
  const canDecide = useCan(RATING_ACCESS.decideAppeal);
  const decided = isAppealDecided(appeal.status);
  const point = appeal.appealEvent.movementPoint;
  const event = appeal.appealEvent.event;

  // mutateAsync, not mutate's callbacks: the decision refetches the list first, a decided appeal can leave it and
  // unmount this dialog, and TanStack Query drops a mutate callback of an unmounted component (the toast was lost).
  // A refusal is shown by the API client.
  const act = (action: AppealAction) =>
    decision
      .mutateAsync({ appealId: appeal.id, action, decisionComment })
      .then((changed) => {
        toast.success(APPEAL_ACTIONS[action].toast);
        if (action === 'toprocessing') setAppeal(changed);
        else onClose();
      })
      .catch(() => undefined);

  return (
    <Modal
      open
      title={`Апелляция №${appeal.id}`}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="close" onClick={onClose}>
          Закрыть
        </Button>,
        ...BUTTONS.filter((action) => canDecide && canAppealAction(action, appeal.status)).map((action) => (
          <Button
            key={action}
            type={action === 'accept' ? 'primary' : 'default'}
            danger={action === 'decline'}
            loading={decision.isPending && decision.variables?.action === action}
            onClick={() => act(action)}
          >
            {APPEAL_ACTIONS[action].label}
          </Button>
        )),
      ]}
    >
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Статус">
          {APPEAL_STATUS_LABELS[appeal.status as AppealStatus]}
        </Descriptions.Item>
        <Descriptions.Item label="Перевозчик">
          <Link to={routePath('customer-contractor-view', { contractorId: appeal.contractor.id })}>
            {appeal.contractor.name}
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label="Тип показателя">{appeal.indexValue.index.name}</Descriptions.Item>
        <Descriptions.Item label="Дата подачи">
          {formatZonedDateTime(appeal.createdOn, WORKING_TIME_ZONE)}
        </Descriptions.Item>
        {point && (
          <>
            <Descriptions.Item label="Код рейса">{point.route.routeCode}</Descriptions.Item>
            <Descriptions.Item label="Отделение">{point.department.name}</Descriptions.Item>
            <Descriptions.Item label="Плановое прибытие">
              {formatZonedDateTime(point.planDateArrival, point.department.timezone)}
            </Descriptions.Item>
            <Descriptions.Item label="Фактическое прибытие">
              {formatZonedDateTime(point.factDateArrival, point.department.timezone) || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Разница">
              {formatHoursAndMinutes(point.interval ?? 0)}
            </Descriptions.Item>
          </>
        )}
        {event && (
          <>
            <Descriptions.Item label="Событие">{appealEventTypeLabel(event.type)}</Descriptions.Item>
            <Descriptions.Item label="Код рейса">{event.route.routeCode}</Descriptions.Item>
          </>
        )}
      </Descriptions>
      <div style={{ marginTop: 16 }}>
        <label htmlFor="appeal-comment">Комментарий перевозчика</label>
        <Input.TextArea id="appeal-comment" value={appeal.comment} readOnly autoSize={{ minRows: 2 }} />
      </div>
      <div style={{ marginTop: 12 }}>
        <label htmlFor="appeal-decision">Комментарий к решению</label>
        <Input.TextArea
          id="appeal-decision"
          value={decisionComment}
          disabled={decided || !canDecide}
          maxLength={2000}
          onChange={(change) => setDecisionComment(change.target.value)}
          autoSize={{ minRows: 2 }}
        />
      </div>
    </Modal>
  );
}
