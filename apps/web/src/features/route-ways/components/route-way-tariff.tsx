import { formatDateTime } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import {
  ROUTE_WAY_MESSAGES,
  TARIFF_SOURCE_LABELS,
  type Tariff,
  type TariffSource,
} from '@portal/contract/freight/route-ways.schemas';
import { Button, Card, Empty, Flex, Form, Skeleton, Table, type TableColumnsType } from 'antd';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { MoneyInput } from '../../../shared/forms/number-input';
import { moneyLimitsRule } from '../../../shared/forms/number-rules';
import { requiredRule } from '../../../shared/forms/required-rule';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { useToast } from '../../../shared/toast/use-toast';
import { useRouteTariff, useSetRouteTariffMutation } from '../api/route-tariff';

const sourceLabel = (tariff: Tariff): string => {
  const label = TARIFF_SOURCE_LABELS[tariff.source as TariffSource] ?? String(tariff.source);
  return tariff.tenderId === null ? label : `${label} №${tariff.tenderId}`;
};

const HISTORY_COLUMNS: TableColumnsType<Tariff> = [
  { title: 'Установлен', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
  { title: 'Цена', dataIndex: 'summ', align: 'right', render: (summ: number) => formatMoney(summ) },
  { title: 'Источник', key: 'source', render: (_: unknown, row) => sourceLabel(row) },
  { title: 'Кто установил', key: 'createdBy', render: (_: unknown, row) => row.createdBy?.fullname ?? '—' },
];

type TariffFormValues = { summ: number | null };

/** The tariff of a route way (DESIGN 8: the start price of its routes): current, source, history; admins set it. */
export function RouteWayTariff({ routeWayId, canEdit }: { routeWayId: number; canEdit: boolean }) {
  const toast = useToast();
  const query = useRouteTariff(routeWayId);
  const mutation = useSetRouteTariffMutation(routeWayId);
  const [form] = Form.useForm<TariffFormValues>();

  const handleFinish = async ({ summ }: TariffFormValues) => {
    try {
      await mutation.mutateAsync({ summ: summ ?? 0 });
      toast.success(ROUTE_WAY_MESSAGES.tariffSaved);
      form.resetFields();
    } catch (error) {
      showServerErrors(form, error);
      // A 422 is under its field; the API client has shown any other reason.
    }
  };

  const current = query.data?.current ?? null;
  return (
    <Card title="Тариф" style={{ maxWidth: 960 }}>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Flex vertical gap={16}>
          {current ? (
            <RecordDescriptions
              labelWidth={180}
              items={[
                { key: 'summ', label: 'Текущая цена', children: formatMoney(current.summ) },
                { key: 'source', label: 'Источник', children: sourceLabel(current) },
                { key: 'at', label: 'Установлен', children: formatDateTime(current.createdAt) },
              ]}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Тариф не задан" />
          )}
          {canEdit && (
            <Form<TariffFormValues>
              {...FORM_DEFAULTS}
              form={form}
              onFinish={(values) => void handleFinish(values)}
            >
              <Flex gap={12} wrap align="flex-start">
                <Form.Item
                  label="Новый тариф, ₽"
                  name="summ"
                  validateFirst
                  rules={[requiredRule, moneyLimitsRule]}
                  style={{ marginBottom: 0, width: 200, maxWidth: '100%' }}
                >
                  <MoneyInput />
                </Form.Item>
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={mutation.isPending}
                  style={{ marginTop: 30 }}
                >
                  Установить
                </Button>
              </Flex>
            </Form>
          )}
          {query.data && query.data.history.length > 0 && (
            <FocusableScroll label="История тарифа">
              <Table<Tariff>
                caption={<div style={{ textAlign: 'left' }}>История тарифа</div>}
                columns={HISTORY_COLUMNS}
                dataSource={query.data.history}
                rowKey={(row) => row.id}
                size="small"
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            </FocusableScroll>
          )}
        </Flex>
      )}
    </Card>
  );
}
