import { formatDate } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import { WEEKDAY_SHORT_LABELS } from '@portal/contract/tenders/trips';
import { Descriptions } from 'antd';

type Lot = {
  routeWay: { code: string; name: string };
  dateFrom: string;
  dateTo: string;
  weekdays: number[];
  transportation: { name: string };
  dimension: { name: string } | null;
  startSum: number;
  tripsCount: number;
};

/** A lot as both sides see it: lane, period (both ends inclusive), weekdays, trips, start price per trip. */
export function LotSummary({ lot }: { lot: Lot }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'way', label: 'Маршрут', children: `${lot.routeWay.code} · ${lot.routeWay.name}` },
        {
          key: 'period',
          label: 'Период',
          children: `${formatDate(lot.dateFrom)} — ${formatDate(lot.dateTo)}`,
        },
        {
          key: 'days',
          label: 'Дни недели',
          children: lot.weekdays.map((day) => WEEKDAY_SHORT_LABELS[day]).join(', '),
        },
        { key: 'cargo', label: 'Перевозка', children: lot.transportation.name },
        ...(lot.dimension ? [{ key: 'dimension', label: 'Габарит', children: lot.dimension.name }] : []),
        { key: 'trips', label: 'Рейсов', children: lot.tripsCount },
        { key: 'start', label: 'Начальная цена за рейс', children: formatMoney(lot.startSum) },
      ]}
    />
  );
}
