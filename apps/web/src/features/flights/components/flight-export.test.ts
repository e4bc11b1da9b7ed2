import type { ContractorRouteListItem, CustomerRouteListItem } from '@portal/contract/freight/routes.schemas';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../../shared/export/export-to-excel';
import { CONTRACTOR_FLIGHT_EXPORT_COLUMNS, CUSTOMER_FLIGHT_EXPORT_COLUMNS } from './flight-export';

const base = {
  id: 15,
  routeCode: 'R-015',
  hasOpenDisclaimer: true,
  routeWay: { id: 1, name: 'Москва — Тверь' },
  planDateArrival: '2026-05-01T07:00:00.000Z',
  firstDepartment: { id: 2, name: 'Склад', timezone: 'Europe/Moscow' },
  transportation: { id: 3, name: 'Тент', color: '#00f' },
  isDraft: false,
  isCancel: false,
  currentState: 2,
  lateness: 7500,
};

const rowOf = <T>(columns: readonly ExportColumn<T>[], item: T) =>
  Object.fromEntries(columns.map((column) => [column.header, column.value(item)]));

describe('flight list export', () => {
  it("writes the customer's columns with Russian headers, the sum as a number", () => {
    const item = {
      ...base,
      contractor: null,
      freightSum: null,
      initialSum: 125000.5,
      manager: { id: 9, fullname: 'Иванов Иван' },
    } as unknown as CustomerRouteListItem;
    const row = rowOf(CUSTOMER_FLIGHT_EXPORT_COLUMNS, item);
    expect(row).toMatchObject({
      'Код рейса': 'R-015',
      'Отказ перевозчика': 'Да',
      Маршрут: 'Москва — Тверь',
      'Плановое прибытие': '01.05.2026 10:00 (МСК)',
      'Вид перевозки': 'Тент',
      Опоздание: '2 ч 5 мин',
      Перевозчик: '—',
      'Сумма, ₽': 125000.5,
      Менеджер: 'Иванов Иван',
    });
    expect(typeof row.Статус).toBe('string');
  });

  it("writes the carrier's columns without the customer's internal ones", () => {
    const item = {
      ...base,
      currentState: 0,
      customer: { id: 4, name: 'ООО Заказчик' },
      freightSum: 90000,
    } as unknown as ContractorRouteListItem;
    const row = rowOf(CONTRACTOR_FLIGHT_EXPORT_COLUMNS, item);
    expect(row).toMatchObject({ Заказчик: 'ООО Заказчик', 'Сумма, ₽': 90000, Опоздание: '—' });
    expect(Object.keys(row)).not.toContain('Менеджер');
  });
});
