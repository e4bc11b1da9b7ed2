import { formatDateTime } from '@portal/contract/format/dates';
import {
  ROUTE_EVENT_TYPE,
  ROUTE_EVENT_TYPE_LABELS,
  type RouteEventType,
} from '@portal/contract/freight/route-states';
import { ROUTE_COMMENT_MAX, ROUTE_MESSAGES, type RouteEvent } from '@portal/contract/freight/routes.schemas';
import { formatZonedDateTime, WORKING_TIME_ZONE } from '@portal/contract/freight/zoned-time';
import { Button, Card, Col, Empty, Flex, Form, Input, Row, Select, Tag, Typography } from 'antd';
import { DateInput } from '../../../shared/components/date-input';
import { REQUIRED_MESSAGE } from '../../../shared/forms/form-messages';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { useToast } from '../../../shared/toast/use-toast';
import { useAddFlightEventMutation } from '../api/flight-changes';
import { wallTimeInput, wallTimeToIso } from './zoned-times';

const TYPE_OPTIONS = Object.values(ROUTE_EVENT_TYPE).map((type) => ({
  value: type,
  label: ROUTE_EVENT_TYPE_LABELS[type],
}));

type EventFormValues = { type?: RouteEventType; eventDate: string; comment: string };

/** A road accident or a theft, its time on the Moscow clock the operators work by. */
function AddEventForm({ flightId }: { flightId: number }) {
  const toast = useToast();
  const [form] = Form.useForm<EventFormValues>();
  const mutation = useAddFlightEventMutation(flightId);

  const handleFinish = async (values: EventFormValues) => {
    const eventDate = wallTimeToIso(values.eventDate, WORKING_TIME_ZONE);
    if (!eventDate || values.type === undefined) return;
    try {
      await mutation.mutateAsync({ type: values.type, eventDate, comment: values.comment.trim() });
    } catch (error) {
      showServerErrors(form, error);
      return;
    }
    toast.success(ROUTE_MESSAGES.eventAdded);
    form.resetFields();
  };

  return (
    <Card size="small" title="Новое событие">
      <Form<EventFormValues>
        name="flight-event"
        form={form}
        layout="vertical"
        initialValues={{ eventDate: wallTimeInput(new Date(), WORKING_TIME_ZONE), comment: '' }}
        onFinish={(values) => void handleFinish(values)}
        scrollToFirstError={{ focus: true }}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="type"
              label="Тип события"
              rules={[{ required: true, message: REQUIRED_MESSAGE }]}
            >
              <Select options={TYPE_OPTIONS} placeholder="ДТП или хищение" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="eventDate"
              label="Дата и время (МСК)"
              rules={[
                { required: true, message: REQUIRED_MESSAGE },
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (value && !wallTimeToIso(value, WORKING_TIME_ZONE))
                      throw new Error('Укажите дату и время в формате ДД.ММ.ГГГГ ЧЧ:мм');
                  },
                },
              ]}
            >
              <DateInput withTime />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="comment"
          label="Комментарий"
          rules={[{ required: true, whitespace: true, message: REQUIRED_MESSAGE }]}
        >
          <Input.TextArea rows={2} maxLength={ROUTE_COMMENT_MAX} showCount />
        </Form.Item>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            Добавить событие
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

/** Route events (DESIGN 8: 0 ДТП, 1 хищение) that feed the carrier's rating; staff add them. */
export function EventsTab({
  flightId,
  events,
  canAdd,
}: {
  flightId: number;
  events: RouteEvent[];
  canAdd: boolean;
}) {
  return (
    <Flex vertical gap={16}>
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Событий нет" />
      ) : (
        <Flex vertical gap={8}>
          {events.map((event) => (
            <Card key={event.id} size="small">
              <Flex gap={8} wrap align="center">
                <Tag color={event.type === ROUTE_EVENT_TYPE.accident ? 'volcano' : 'purple'}>
                  {ROUTE_EVENT_TYPE_LABELS[event.type as RouteEventType] ?? event.type}
                </Tag>
                <Typography.Text strong>
                  {formatZonedDateTime(event.eventDate, WORKING_TIME_ZONE)}
                </Typography.Text>
              </Flex>
              <Typography.Paragraph style={{ margin: '8px 0 0' }}>{event.comment}</Typography.Paragraph>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Добавлено {formatDateTime(event.createdAt)}
              </Typography.Text>
            </Card>
          ))}
        </Flex>
      )}
      {canAdd && <AddEventForm flightId={flightId} />}
    </Flex>
  );
}
