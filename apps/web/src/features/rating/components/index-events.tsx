import { formatDateTime } from '@portal/contract/format/dates';
import {
  APPEAL_STATUS_LABELS,
  type AppealStatus,
  CONTRACTOR_APPEAL_STATUS_LABELS,
} from '@portal/contract/rating/appeal-status';
import { Button, Empty, Flex, Input, List, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../shared/toast/use-toast';
import { useIndexValueEvents, useIsRatingCard, useSubmitAppeal } from '../api/rating-api';

function AppealForm({ eventId }: { eventId: number }) {
  const [comment, setComment] = useState('');
  const submit = useSubmitAppeal();
  const toast = useToast();
  return (
    <Flex vertical gap={8} style={{ width: '100%' }}>
      <Input.TextArea
        aria-label="Комментарий к апелляции"
        placeholder="Комментарий"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={2000}
      />
      <div>
        <Button
          type="primary"
          loading={submit.isPending}
          onClick={() =>
            submit.mutate({ eventId, comment }, { onSuccess: () => toast.success('Апелляция подана') })
          }
        >
          Подать апелляцию
        </Button>
      </div>
    </Flex>
  );
}

/**
 * The events of an index value (date, comment) with a comment box and «Подать апелляцию» where allowed; the
 * customer's rating card shows the events and their appeals only.
 */
export function IndexEvents({ indexValueId }: { indexValueId: number }) {
  const events = useIndexValueEvents(indexValueId);
  const isCard = useIsRatingCard();
  const labels = isCard ? APPEAL_STATUS_LABELS : CONTRACTOR_APPEAL_STATUS_LABELS;
  if (events.isPending) return <Spin />;
  const items = events.data?.items ?? [];
  if (items.length === 0) return <Empty description="Событий нет" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <List
      dataSource={items}
      rowKey="id"
      renderItem={(event) => (
        <List.Item>
          <Flex vertical gap={8} style={{ width: '100%' }}>
            <Flex gap={12} wrap align="baseline">
              <Typography.Text strong>{formatDateTime(event.eventDate)}</Typography.Text>
              <Typography.Text>{event.comment}</Typography.Text>
              {event.appeal && (
                <Tag color={event.appeal.status === 2 ? 'green' : event.appeal.status === 3 ? 'red' : 'blue'}>
                  Апелляция №{event.appeal.id}: {labels[event.appeal.status as AppealStatus]}
                </Tag>
              )}
            </Flex>
            {event.canAppeal && !isCard && <AppealForm eventId={event.id} />}
          </Flex>
        </List.Item>
      )}
    />
  );
}
