import { ROUTE_COMMENT_MAX, ROUTE_MESSAGES } from '@portal/contract/freight/routes.schemas';
import { moscowZoneLabel } from '@portal/contract/freight/zoned-time';
import { Col, Form, type FormRule, Input, Row } from 'antd';
import { DateInput } from '../../../shared/components/date-input';
import { REQUIRED_MESSAGE } from '../../../shared/forms/form-messages';
import { MoneyInput } from '../../../shared/forms/number-input';
import { moneyLimitsRule } from '../../../shared/forms/number-rules';
import { requiredRule } from '../../../shared/forms/required-rule';
import { UserSelect } from '../../../shared/lookups/user-select';
import {
  useOrganizationOptions,
  useRouteOwnerOptions,
  useRouteWayOptions,
  useTransportationOptions,
} from '../api/flight-lookups';
import type { FlightFormValues } from './flight-form-values';
import { ReferenceSelect } from './reference-select';
import { wallTimeToIso } from './zoned-times';

const WRONG_DATE_TIME = 'Укажите дату и время в формате ДД.ММ.ГГГГ ЧЧ:мм';

// Any zone reads the order of two wall times of the same zone the same way.
const dateTimeRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    if (value && !wallTimeToIso(value, 'UTC')) throw new Error(WRONG_DATE_TIME);
  },
};

const loadingAfterArrivalRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: string | undefined) => {
    const loading = value ? wallTimeToIso(value, 'UTC') : null;
    const arrival = wallTimeToIso(getFieldValue('planDateArrival') ?? '', 'UTC');
    if (loading && arrival && new Date(loading) < new Date(arrival))
      throw new Error(`Плановая погрузка ${ROUTE_MESSAGES.loadingBeforeArrival}`);
  },
});

type FlightFormFieldsProps = {
  /** The first department of the chosen route way: its clock reads the planned times. */
  firstDepartment: { name: string; timezone: string } | null;
};

/** The customer's flight fields (DESIGN 11 create body); only a draft shows them. */
export function FlightFormFields({ firstDepartment }: FlightFormFieldsProps) {
  const routeWays = useRouteWayOptions();
  const transportations = useTransportationOptions();
  const organizations = useOrganizationOptions();
  const routeOwners = useRouteOwnerOptions();
  const zoneHint = firstDepartment
    ? `Время отделения «${firstDepartment.name}» (${moscowZoneLabel(new Date(), firstDepartment.timezone)})`
    : 'Время первого пункта маршрута';

  return (
    <>
      <Form.Item<FlightFormValues> name="routeWay" label="Маршрут" rules={[requiredRule]}>
        <ReferenceSelect query={routeWays} placeholder="Код или название маршрута" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item<FlightFormValues> name="transportation" label="Вид перевозки" rules={[requiredRule]}>
            <ReferenceSelect query={transportations} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item<FlightFormValues> name="organization" label="Организация" rules={[requiredRule]}>
            <ReferenceSelect query={organizations} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item<FlightFormValues>
            name="planDateArrival"
            label="Плановое прибытие"
            extra={zoneHint}
            rules={[{ required: true, message: REQUIRED_MESSAGE }, dateTimeRule]}
          >
            <DateInput withTime />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item<FlightFormValues>
            name="planDateLoading"
            label="Плановая погрузка"
            extra="Пусто — через час после прибытия"
            dependencies={['planDateArrival']}
            rules={[dateTimeRule, loadingAfterArrivalRule]}
          >
            <DateInput withTime />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item<FlightFormValues>
            name="initialSum"
            label="Начальная сумма, ₽"
            extra="Пусто — по тарифу маршрута"
            rules={[moneyLimitsRule]}
          >
            <MoneyInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item<FlightFormValues> name="routeOwner" label="Группа ответственных">
            <ReferenceSelect query={routeOwners} placeholder="Не выбрана" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item<FlightFormValues> name="manager" label="Менеджер">
        <UserSelect />
      </Form.Item>
      <Form.Item<FlightFormValues> name="comment" label="Комментарий">
        <Input.TextArea rows={3} maxLength={ROUTE_COMMENT_MAX} showCount />
      </Form.Item>
    </>
  );
}
