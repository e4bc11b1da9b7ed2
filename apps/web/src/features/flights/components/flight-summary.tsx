import { formatMoney } from '@portal/contract/format/numbers';
import { TRANSPORTATION_TYPE_LABELS, type TransportationType } from '@portal/contract/freight/route-states';
import type { ContractorRoute, CustomerRoute } from '@portal/contract/freight/routes.schemas';
import { formatZonedDateTime } from '@portal/contract/freight/zoned-time';
import type { DescriptionsProps } from 'antd';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';
import { formatLateness } from './zoned-times';

type Flight = CustomerRoute | ContractorRoute;

const isCustomerFlight = (flight: Flight): flight is CustomerRoute => 'initialSum' in flight;

/** The flight's fields, times on the clock of the first department with its zone. */
export function FlightSummary({ flight }: { flight: Flight }) {
  const zone = flight.firstDepartment.timezone;
  const items: DescriptionsProps['items'] = [
    {
      key: 'routeWay',
      label: 'Маршрут',
      children: `${flight.routeWay.code} · ${flight.routeWay.name} (${
        TRANSPORTATION_TYPE_LABELS[flight.routeWay.transportationType as TransportationType] ?? '—'
      })`,
    },
    { key: 'transportation', label: 'Вид перевозки', children: flight.transportation.name },
    { key: 'organization', label: 'Организация', children: flight.organization.name },
    {
      key: 'planDateArrival',
      label: 'Плановое прибытие',
      children: formatZonedDateTime(flight.planDateArrival, zone),
    },
    {
      key: 'planDateLoading',
      label: 'Плановая погрузка',
      children: formatZonedDateTime(flight.planDateLoading, zone),
    },
    'customer' in flight
      ? { key: 'customer', label: 'Заказчик', children: flight.customer.name }
      : { key: 'contractor', label: 'Перевозчик', children: flight.contractor?.name ?? 'Не назначен' },
    ...(isCustomerFlight(flight)
      ? [
          { key: 'initialSum', label: 'Начальная сумма, ₽', children: formatMoney(flight.initialSum) },
          { key: 'routeOwner', label: 'Группа ответственных', children: flight.routeOwner?.name ?? '—' },
          { key: 'manager', label: 'Менеджер', children: flight.manager?.fullname ?? '—' },
        ]
      : []),
    {
      key: 'freightSum',
      label: 'Сумма перевозки, ₽',
      children: flight.freightSum === null ? '—' : formatMoney(flight.freightSum),
    },
    {
      key: 'vehicles',
      label: 'ТС и прицеп',
      children:
        [flight.vehicle, flight.trailer]
          .filter((vehicle) => vehicle !== null)
          .map((vehicle) => vehicle.plateNumber)
          .join(' + ') || 'Не назначены',
    },
    {
      key: 'drivers',
      label: 'Водители',
      children:
        [flight.firstDriver, flight.secondDriver]
          .filter((driver) => driver !== null)
          .map((driver) => driver.fullname)
          .join(', ') || 'Не назначены',
    },
    ...('containers' in flight && flight.containers.length
      ? [
          {
            key: 'containers',
            label: 'Контейнеры',
            children: flight.containers.map((c) => c.number).join(', '),
          },
        ]
      : []),
    {
      key: 'lateness',
      label: 'Опоздание',
      children: flight.currentState > 0 ? formatLateness(flight.lateness) : '—',
    },
    ...(isCustomerFlight(flight) && flight.comment
      ? [{ key: 'comment', label: 'Комментарий', children: flight.comment }]
      : []),
  ];
  return <RecordDescriptions items={items} labelWidth={190} />;
}
