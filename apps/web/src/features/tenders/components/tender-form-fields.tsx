import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TRIPS_MAX } from '@portal/contract/tenders/tenders.schemas';
import { WEEKDAY_SHORT_LABELS } from '@portal/contract/tenders/trips';
import { Button, Card, Flex, Form, Input, Radio, Select } from 'antd';
import { DateInput } from '../../../shared/components/date-input';
import { CheckboxFieldset } from '../../../shared/forms/checkbox-fieldset';
import { IntegerInput, MoneyInput } from '../../../shared/forms/number-input';
import { moneyLimitsRule, numberLimitsRule } from '../../../shared/forms/number-rules';
import { requiredRule } from '../../../shared/forms/required-rule';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { useContractorLists } from '../../contractor-lists/api/contractor-lists';
import {
  useRouteOwnerOptions,
  useRouteWayOptions,
  useTransportationOptions,
} from '../../flights/api/flight-lookups';
import { ReferenceSelect } from '../../flights/components/reference-select';
import { useDimensionOptions } from '../api/dimension-options';
import { NEW_LOT } from './tender-form-values';

const WEEKDAY_OPTIONS = Object.entries(WEEKDAY_SHORT_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** The tender's fields and its lots (route templates): lane, period, weekdays, kind of cargo, start price per trip. */
export function TenderFormFields() {
  const routeWays = useRouteWayOptions();
  const transportations = useTransportationOptions();
  const owners = useRouteOwnerOptions();
  const dimensions = useDimensionOptions();
  const lists = useContractorLists({ page: 1, limit: 100 });
  const source = Form.useWatch('source');
  return (
    <>
      <Form.Item name="name" label="Название" rules={[requiredRule]}>
        <Input maxLength={255} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="dateStart" label="Начало приёма ставок" extra="Пусто — с момента запуска">
          <DateInput withTime />
        </Form.Item>
        <Form.Item name="dateEnd" label="Окончание приёма ставок" rules={[requiredRule]}>
          <DateInput withTime />
        </Form.Item>
      </Flex>
      <Form.Item name="source" label="Участники">
        <Radio.Group
          options={[
            { value: 'contractors', label: 'Выбранные перевозчики' },
            { value: 'list', label: 'Список перевозчиков' },
          ]}
        />
      </Form.Item>
      {source === 'list' ? (
        <Form.Item name="contractorList" label="Список перевозчиков" rules={[requiredRule]}>
          <Select
            options={(lists.data?.items ?? []).map((list) => ({ value: list.id, label: list.name }))}
            loading={lists.isFetching}
            placeholder="Выберите список"
          />
        </Form.Item>
      ) : (
        <Form.Item name="contractors" label="Перевозчики" rules={[requiredRule]}>
          <ContractorSelectField />
        </Form.Item>
      )}
      <Form.Item name="comment" label="Комментарий">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Form.List name="routeTemplates">
        {(fields, { add, remove }) => (
          <Flex vertical gap={12}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={`Лот ${index + 1}`}
                extra={
                  fields.length > 1 && (
                    <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                      Удалить лот
                    </Button>
                  )
                }
              >
                <Form.Item name={[field.name, 'routeWay']} label="Маршрут" rules={[requiredRule]}>
                  <ReferenceSelect query={routeWays} />
                </Form.Item>
                <Flex gap={16} wrap>
                  <Form.Item name={[field.name, 'dateFrom']} label="Период с" rules={[requiredRule]}>
                    <DateInput />
                  </Form.Item>
                  <Form.Item name={[field.name, 'dateTo']} label="по (включительно)" rules={[requiredRule]}>
                    <DateInput />
                  </Form.Item>
                </Flex>
                <Form.Item name={[field.name, 'weekdays']} label="Дни недели" rules={[requiredRule]}>
                  <CheckboxFieldset label="Дни недели" options={WEEKDAY_OPTIONS} />
                </Form.Item>
                <Flex gap={16} wrap>
                  <Form.Item
                    name={[field.name, 'transportation']}
                    label="Наименование перевозки"
                    rules={[requiredRule]}
                    style={{ minWidth: 240 }}
                  >
                    <ReferenceSelect query={transportations} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'routeOwner']}
                    label="Владелец маршрута"
                    style={{ minWidth: 240 }}
                  >
                    <ReferenceSelect query={owners} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'dimension']} label="Габарит" style={{ minWidth: 240 }}>
                    <ReferenceSelect query={dimensions} />
                  </Form.Item>
                </Flex>
                <Flex gap={16} wrap>
                  <Form.Item
                    name={[field.name, 'startSum']}
                    label="Начальная цена за рейс, ₽"
                    rules={[requiredRule, moneyLimitsRule]}
                  >
                    <MoneyInput style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'tripsCount']}
                    label="Рейсов"
                    extra="Пусто — по периоду и дням недели"
                    rules={[numberLimitsRule({ min: 1, max: TRIPS_MAX })]}
                  >
                    <IntegerInput style={{ width: 120 }} />
                  </Form.Item>
                </Flex>
              </Card>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add(NEW_LOT)} style={{ alignSelf: 'flex-start' }}>
              Добавить лот
            </Button>
          </Flex>
        )}
      </Form.List>
    </>
  );
}

/** Form.Item hands its field id over, so the label «Перевозчики» names the input. */
function ContractorSelectField({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}) {
  return (
    <ContractorSelect
      id={id}
      mode="multiple"
      partner="accredited"
      value={value}
      onChange={(next) => onChange?.(next)}
    />
  );
}
