import { routeLifecycleOf } from '@portal/contract/freight/route-states';
import { type MovementPoint, ROUTE_MESSAGES } from '@portal/contract/freight/routes.schemas';
import { formatZonedDateTime, moscowZoneLabel } from '@portal/contract/freight/zoned-time';
import { Button, Form, Modal, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DateInput } from '../../../shared/components/date-input';
import { REQUIRED_MESSAGE } from '../../../shared/forms/form-messages';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { useToast } from '../../../shared/toast/use-toast';
import { useRecordArrivalMutation } from '../api/flight-changes';
import { formatLateness, wallTimeInput, wallTimeToIso } from './zoned-times';

type Flight = {
  id: number;
  routeCode: string;
  isDraft: boolean;
  isCancel: boolean;
  currentState: number;
  contractor: { id: number } | null;
  movementPoints: MovementPoint[];
};

const zoneOf = (point: MovementPoint) => point.department.timezone;

function LatenessText({ seconds }: { seconds: number | null }) {
  if (seconds === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return seconds > 0 ? <Tag color="red">{formatLateness(seconds)}</Tag> : <Tag color="green">В срок</Tag>;
}

type ArrivalModalProps = { flight: Flight; point: MovementPoint; onClose: () => void };

/** The actual arrival typed on the clock of the point's department, «now» there by default. */
function ArrivalModal({ flight, point, onClose }: ArrivalModalProps) {
  const toast = useToast();
  const [form] = Form.useForm<{ fact: string }>();
  const mutation = useRecordArrivalMutation(flight.id);
  const zone = zoneOf(point);
  const zoneLabel = `${point.department.name}, ${moscowZoneLabel(new Date(), zone)}`;

  const handleFinish = async ({ fact }: { fact: string }) => {
    const factDateArrival = wallTimeToIso(fact, zone);
    if (!factDateArrival) return;
    try {
      await mutation.mutateAsync({ pointId: point.id, body: { factDateArrival } });
    } catch (error) {
      showServerErrors(form, error, { fieldNames: { factDateArrival: 'fact' } });
      return; // A 422 is under its field; the API client has shown any other reason; the dialog stays open.
    }
    toast.success(ROUTE_MESSAGES.arrivalSaved);
    onClose();
  };

  return (
    <Modal
      open
      title={`Прибытие: ${point.department.name}`}
      okText="Сохранить"
      cancelText="Назад"
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        name="flight-arrival"
        form={form}
        layout="vertical"
        initialValues={{ fact: wallTimeInput(new Date(), zone) }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Typography.Paragraph type="secondary">
          Плановое прибытие: {formatZonedDateTime(point.planDateArrival, zone)}
        </Typography.Paragraph>
        <Form.Item
          name="fact"
          label={`Фактическое прибытие (время отделения: ${zoneLabel})`}
          rules={[
            { required: true, message: REQUIRED_MESSAGE },
            {
              validator: async (_rule, value: string | undefined) => {
                if (value && !wallTimeToIso(value, zone))
                  throw new Error('Укажите дату и время в формате ДД.ММ.ГГГГ ЧЧ:мм');
              },
            },
          ]}
        >
          <DateInput withTime autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The movement points: planned and actual arrival on each department's own clock with its zone, and lateness.
 * Customer staff (admin or manager) record the next arrival of a ready flight that has a carrier.
 */
export function MovementPointsTab({ flight, canRecord }: { flight: Flight; canRecord: boolean }) {
  const [recording, setRecording] = useState<MovementPoint | null>(null);
  const isUnderWay = routeLifecycleOf(flight) === 'ready' && flight.contractor !== null;
  const nextPoint = flight.movementPoints.find((point) => point.factDateArrival === null);

  const columns: TableColumnsType<MovementPoint> = [
    { title: '№', dataIndex: 'position', width: 48, render: (position: number) => position + 1 },
    { title: 'Отделение', key: 'department', render: (_: unknown, point) => point.department.name },
    {
      title: 'Плановое прибытие',
      dataIndex: 'planDateArrival',
      render: (value: string, point) => formatZonedDateTime(value, zoneOf(point)),
    },
    {
      title: 'Фактическое прибытие',
      dataIndex: 'factDateArrival',
      render: (value: string | null, point) =>
        value ? (
          formatZonedDateTime(value, zoneOf(point))
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: 'Опоздание',
      dataIndex: 'interval',
      render: (interval: number | null) => <LatenessText seconds={interval} />,
    },
    ...(canRecord && isUnderWay && nextPoint
      ? [
          {
            title: 'Действия',
            key: 'actions',
            render: (_: unknown, point: MovementPoint) =>
              point.id === nextPoint?.id ? (
                <Button size="small" onClick={() => setRecording(point)}>
                  Отметить прибытие
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <>
      <FocusableScroll label="Пункты движения">
        <Table<MovementPoint>
          columns={columns}
          dataSource={flight.movementPoints}
          rowKey={(point) => point.id}
          pagination={false}
          size="middle"
          scroll={{ x: 'max-content' }}
        />
      </FocusableScroll>
      {recording && <ArrivalModal flight={flight} point={recording} onClose={() => setRecording(null)} />}
    </>
  );
}
