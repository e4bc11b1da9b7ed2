import { describe, expect, it } from 'vitest';
import { ROUTE_REPORT_COLUMNS, ROUTE_REPORT_TOTALS_LABEL } from './route-report.columns';
import {
  ROUTE_REPORT_FILE_NAME,
  type RouteReportRow,
  type RouteReportTotals,
  routeReportQuerySchema,
  routeReportSchema,
} from './route-report.schemas';
import { ROUTE_MESSAGES } from './routes.schemas';

const ekb = { id: 1, name: 'Екатеринбург', timezone: 'Asia/Yekaterinburg' };
const nsk = { id: 2, name: 'Новосибирск', timezone: 'Asia/Novosibirsk' };
const row: RouteReportRow = {
  id: 10,
  routeCode: '0105ЕКБ-НСК',
  routeWay: { id: 1, code: 'ЕКБ-НСК', name: 'Екатеринбург — Новосибирск', transportationType: 2 },
  organization: { id: 3, name: 'ООО «Заказчик»' },
  planDateArrival: '2026-05-01T05:00:00Z',
  planDateLoading: '2026-05-01T06:30:00Z',
  firstDepartment: ekb,
  lastDepartment: nsk,
  contractor: { id: 5, name: 'ООО «Перевозчик»' },
  initialSum: 12000,
  initialSumWithoutVat: 10000,
  freightSum: 6000,
  freightSumWithoutVat: 5000,
  points: [
    { department: ekb, planDateArrival: 'a', factDateArrival: 'b', interval: 0 },
    { department: { ...nsk, name: 'Омск' }, planDateArrival: 'a', factDateArrival: null, interval: null },
    { department: nsk, planDateArrival: 'a', factDateArrival: 'c', interval: 7500 },
  ],
  lateness: 7500,
  isDraft: false,
  isCancel: false,
  currentState: 7,
};
const totals: RouteReportTotals = {
  count: 2,
  initialSum: 24000,
  initialSumWithoutVat: 20000,
  freightSum: 12000,
  freightSumWithoutVat: 10000,
  lateness: 3600,
};

const column = (key: string) => {
  const found = ROUTE_REPORT_COLUMNS.find((c) => c.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};

describe('route report columns', () => {
  it('has the columns of the screen and the workbook in order', () => {
    expect(ROUTE_REPORT_COLUMNS.map((c) => [c.key, c.header, c.width])).toEqual([
      ['routeCode', 'Рейс', 18],
      ['routeWay', 'Маршрут', 32],
      ['planDateArrival', 'Плановое прибытие', 24],
      ['planDateLoading', 'Плановая погрузка', 24],
      ['contractor', 'Перевозчик', 28],
      ['initialSum', 'Начальная сумма с НДС, ₽', 18],
      ['initialSumWithoutVat', 'Начальная сумма без НДС, ₽', 18],
      ['freightSum', 'Ставка с НДС, ₽', 16],
      ['freightSumWithoutVat', 'Ставка без НДС, ₽', 16],
      ['latenessByPoint', 'Опоздание по пунктам', 40],
      ['lateness', 'Опоздание всего', 16],
      ['state', 'Состояние', 22],
    ]);
    expect(ROUTE_REPORT_TOTALS_LABEL).toBe('Итого');
    expect(ROUTE_REPORT_FILE_NAME).toBe('Отчёт по рейсам');
  });

  it('shows each cell of a row', () => {
    expect(ROUTE_REPORT_COLUMNS.map((c) => c.value(row))).toEqual([
      '0105ЕКБ-НСК',
      'ЕКБ-НСК Екатеринбург — Новосибирск',
      '01.05.2026 10:00 (МСК+2)',
      '01.05.2026 11:30 (МСК+2)',
      'ООО «Перевозчик»',
      12000,
      10000,
      6000,
      5000,
      'Екатеринбург: без опоздания; Новосибирск: 2 ч 05 мин',
      '2 ч 05 мин',
      'Закрыт',
    ]);
  });

  it('keeps the sums with VAT and without it (factor 1.2) apart', () => {
    for (const [withVat, withoutVat] of [
      ['initialSum', 'initialSumWithoutVat'],
      ['freightSum', 'freightSumWithoutVat'],
    ] as const) {
      expect(column(withVat).value(row)).toBe(row[withVat]);
      expect(column(withoutVat).value(row)).toBe(row[withoutVat]);
      expect(column(withVat).value(row)).toBe((column(withoutVat).value(row) as number) * 1.2);
    }
  });

  it('leaves the carrier empty when there is none and shows a draft as such', () => {
    const draft = { ...row, contractor: null, isDraft: true, freightSum: null, points: [] };
    expect(column('contractor').value(draft)).toBe('');
    expect(column('state').value(draft)).toBe('Черновик');
    expect(column('freightSum').value(draft)).toBeNull();
    expect(column('latenessByPoint').value(draft)).toBe('');
  });

  it('totals the sums and the lateness only', () => {
    expect(ROUTE_REPORT_COLUMNS.map((c) => c.total?.(totals))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      24000,
      20000,
      12000,
      10000,
      undefined,
      '1 ч 00 мин',
      undefined,
    ]);
  });
});

describe('route report query', () => {
  it('answers JSON unless asked for a workbook', () => {
    expect(routeReportQuerySchema.parse({}).format).toBe('json');
    expect(routeReportQuerySchema.parse({ format: 'xlsx' }).format).toBe('xlsx');
    expect(routeReportQuerySchema.safeParse({ format: 'csv' }).success).toBe(false);
  });

  it('takes the list filters', () => {
    expect(routeReportQuerySchema.parse({ route_way: '4', is_cancel: 'true' })).toMatchObject({
      route_way: 4,
      is_cancel: true,
    });
  });

  it('refuses a date «to» before the date «from»', () => {
    const wrong = routeReportQuerySchema.safeParse({
      date_from: '2026-05-02T00:00',
      date_to: '2026-05-01T00:00',
    });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['date_to'], ROUTE_MESSAGES.dateToBeforeFrom],
    ]);
    expect(
      routeReportQuerySchema.safeParse({ date_from: '2026-05-01T00:00', date_to: '2026-05-01T00:00' })
        .success,
    ).toBe(true);
    expect(routeReportQuerySchema.safeParse({ date_from: '2026-05-01T00:00' }).success).toBe(true);
    expect(routeReportQuerySchema.safeParse({ date_to: '2026-05-01T00:00' }).success).toBe(true);
  });
});

describe('route report answer', () => {
  it('keeps every field', () => {
    const report = { items: [row], totalCount: 1, currentPageNumber: 1, numItemsPerPage: 100, totals };
    expect(routeReportSchema.parse(report)).toEqual(report);
  });
});
