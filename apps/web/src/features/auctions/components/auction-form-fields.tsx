import {
  AUCTION_COMMENT_MAX,
  type CustomerAuction,
  EXTENSION_MINUTES_MAX,
  MAX_EXTENSIONS_MAX,
} from '@portal/contract/auctions/auctions.schemas';
import { formatDateTime } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import { Col, Form, type FormInstance, Input, Radio, Row, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { DateInput } from '../../../shared/components/date-input';
import { IntegerInput, MoneyInput } from '../../../shared/forms/number-input';
import { moneyLimitsRule, numberLimitsRule } from '../../../shared/forms/number-rules';
import { requiredRule } from '../../../shared/forms/required-rule';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { useContractorLists } from '../../contractor-lists/api/contractor-lists';
import { useRoutesForAuctions } from '../api/customer-auctions';
import { dateTimeRule, endAfterStartRule } from './auction-date-rules';
import { type AuctionFormValues, defaultStartSum } from './auction-form-values';

type FlightOption = { id: number; initialSum: number; label: string };

const flightLabel = (route: { routeCode: string; routeWay: { name: string }; planDateArrival: string }) =>
  `${route.routeCode} · ${route.routeWay.name} · ${formatDateTime(route.planDateArrival)}`;

/**
 * DESIGN 11 auction body: flights from routes_for_auctions (and the draft's own), dates, prices and participants.
 * The start price follows the chosen flights' sums until the user types another.
 */
export function AuctionFormFields({
  form,
  auction,
  isReadOnly,
}: {
  form: FormInstance<AuctionFormValues>;
  auction?: CustomerAuction | undefined;
  isReadOnly: boolean;
}) {
  const [search, setSearch] = useState('');
  const routesQuery = useRoutesForAuctions(search);
  const lists = useContractorLists({ page: 1, limit: 100 });
  const chosen = Form.useWatch('routes', form) ?? [];
  const source = Form.useWatch('participantSource', form);
  const [known, setKnown] = useState<Map<number, FlightOption>>(new Map());

  const flights = useMemo(() => {
    const next = new Map(known);
    for (const route of auction?.routes ?? [])
      next.set(route.id, { id: route.id, initialSum: route.initialSum, label: flightLabel(route) });
    for (const route of routesQuery.data ?? [])
      next.set(route.id, { id: route.id, initialSum: route.initialSum, label: flightLabel(route) });
    return next;
  }, [known, auction?.routes, routesQuery.data]);
  // Chosen flights keep their names and sums when a later search no longer lists them.
  useEffect(() => {
    if (flights.size !== known.size) setKnown(flights);
  }, [flights, known.size]);

  const sumOfChosen = defaultStartSum([...flights.values()], chosen);
  const anyChosen = chosen.length > 0;
  // The start price follows the chosen flights' sum until it is the user's own: typed here, or saved unlike its
  // flights' sum. The form cannot tell: setFieldsValue marks a field touched just as typing does.
  const [isOwnPrice, setOwnPrice] = useState(
    () =>
      auction !== undefined &&
      auction.startSum !==
        defaultStartSum(
          auction.routes,
          auction.routes.map((route) => route.id),
        ),
  );
  useEffect(() => {
    if (!isReadOnly && !isOwnPrice && anyChosen) form.setFieldsValue({ startSum: sumOfChosen });
  }, [form, anyChosen, sumOfChosen, isReadOnly, isOwnPrice]);

  return (
    <>
      <Form.Item name="routes" label="Рейсы" rules={[{ ...requiredRule, type: 'array', min: 1 }]}>
        <Select<number[]>
          mode="multiple"
          disabled={isReadOnly}
          options={[...flights.values()].map((flight) => ({ value: flight.id, label: flight.label }))}
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={routesQuery.isFetching}
          placeholder="Код рейса или маршрут"
          notFoundContent={routesQuery.isFetching ? 'Загрузка…' : 'Нет готовых рейсов без перевозчика'}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="dateStart" label="Начало" rules={[dateTimeRule]} extra="Пусто — при запуске">
            <DateInput withTime />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="dateEnd"
            label="Окончание"
            dependencies={['dateStart']}
            rules={[requiredRule, dateTimeRule, endAfterStartRule]}
          >
            <DateInput withTime />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="startSum"
            label="Начальная цена, ₽"
            rules={[moneyLimitsRule]}
            extra={chosen.length > 0 ? `Сумма рейсов: ${formatMoney(sumOfChosen)}` : undefined}
          >
            <MoneyInput onChange={() => setOwnPrice(true)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="step" label="Шаг ставки, ₽" rules={[requiredRule, moneyLimitsRule]}>
            <MoneyInput />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="extensionMinutes"
            label="Продление при поздней ставке, мин"
            rules={[requiredRule, numberLimitsRule({ min: 0, max: EXTENSION_MINUTES_MAX })]}
            extra="0 — без продления"
          >
            <IntegerInput />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="maxExtensions"
            label="Не больше продлений"
            extra="Пусто — без ограничения"
            rules={[numberLimitsRule({ min: 1, max: MAX_EXTENSIONS_MAX })]}
          >
            <IntegerInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="participantSource" label="Участники">
        <Radio.Group
          options={[
            { value: 'contractors', label: 'Выбранные перевозчики' },
            { value: 'list', label: 'Список перевозчиков' },
          ]}
        />
      </Form.Item>
      {source === 'list' ? (
        <Form.Item name="contractorList" label="Список перевозчиков" rules={[requiredRule]}>
          <Select<number>
            disabled={isReadOnly}
            options={(lists.data?.items ?? []).map((list) => ({ value: list.id, label: list.name }))}
            loading={lists.isFetching}
            placeholder="Выберите"
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="contractors"
          label="Перевозчики"
          rules={[{ ...requiredRule, type: 'array', min: 1 }]}
          extra="Только аккредитованные и проверенные партнёры"
        >
          <ContractorMultiSelect />
        </Form.Item>
      )}
      <Form.Item name="comment" label="Комментарий">
        <Input.TextArea rows={3} maxLength={AUCTION_COMMENT_MAX} showCount />
      </Form.Item>
    </>
  );
}

/** The antd Form control of the chosen partner carriers. */
function ContractorMultiSelect({
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
      {...(id ? { id } : {})}
      mode="multiple"
      partner="accredited"
      value={value}
      onChange={(next) => onChange?.(next)}
    />
  );
}
