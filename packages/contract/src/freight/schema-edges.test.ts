import { describe, expect, it } from 'vitest';
import { routeReportQuerySchema } from './route-report.schemas';
import { routeWayListQuerySchema, routeWayPointsSchema, routeWaysParamsSchema } from './route-ways.schemas';
import {
  contractorRouteListItemSchema,
  contractorRouteParamsSchema,
  contractorRoutesParamsSchema,
  disclaimerBodySchema,
  ROUTE_HISTORY_ACTION_LABELS,
  routeBodySchema,
  routesParamsSchema,
} from './routes.schemas';

describe('path params', () => {
  it('read the customer, carrier and route ids', () => {
    expect(routesParamsSchema.parse({ customerId: '1' })).toEqual({ customerId: 1 });
    expect(routeWaysParamsSchema.parse({ customerId: '2' })).toEqual({ customerId: 2 });
    expect(contractorRoutesParamsSchema.parse({ contractorId: '3' })).toEqual({ contractorId: 3 });
    expect(contractorRouteParamsSchema.parse({ contractorId: '3', routeId: '4' })).toEqual({
      contractorId: 3,
      routeId: 4,
    });
    expect(routesParamsSchema.safeParse({ customerId: '01' }).success).toBe(false);
  });
});

describe('custom issues', () => {
  it('are reported as custom issues', () => {
    const codes = (result: { error?: { issues: { code: string }[] } }) =>
      result.error?.issues.map((i) => i.code);
    expect(
      codes(
        routeWayPointsSchema.safeParse([
          { department: 1, distance: 5 },
          { department: 2, distance: 9 },
        ]),
      ),
    ).toEqual(['custom']);
    expect(
      codes(
        routeWayPointsSchema.safeParse([
          { department: 1, distance: 0 },
          { department: 2, distance: 0 },
        ]),
      ),
    ).toEqual(['custom']);
    expect(
      codes(
        routeWayPointsSchema.safeParse([
          { department: 1, distance: 0 },
          { department: 1, distance: 9 },
        ]),
      ),
    ).toEqual(['custom']);
    const early = routeBodySchema.safeParse({
      routeWay: 1,
      transportation: 1,
      organization: 1,
      planDateArrival: '2026-05-01T10:00:00Z',
      planDateLoading: '2026-05-01T09:00:00Z',
    });
    expect(codes(early)).toEqual(['custom']);
  });
});

describe('query enums', () => {
  it('take every transportation type and an explicit JSON format', () => {
    expect(
      ['1', '2', '3', '4'].map((t) => routeWayListQuerySchema.parse({ transportation: t }).transportation),
    ).toEqual([1, 2, 3, 4]);
    expect(routeReportQuerySchema.parse({ format: 'json' }).format).toBe('json');
  });
});

describe('carrier list item and disclaimer', () => {
  it('keeps the customer and the open disclaimer flag of a carrier list item', () => {
    const department = { id: 1, name: 'Омск', timezone: 'Asia/Omsk' };
    const item = {
      id: 1,
      routeCode: 'x',
      routeWay: { id: 1, code: 'c', name: 'n', transportationType: 2 },
      transportation: { id: 2, name: 'Фура', color: '#fff' },
      organization: { id: 3, name: 'ООО' },
      planDateArrival: 'a',
      planDateLoading: 'b',
      firstDepartment: department,
      lastDepartment: department,
      freightSum: 100,
      contractor: null,
      isDraft: false,
      isCancel: false,
      currentState: 0,
      lateness: 0,
      vehicle: null,
      trailer: null,
      firstDriver: null,
      secondDriver: null,
      customer: { id: 9, name: 'Заказчик' },
      hasOpenDisclaimer: false,
    };
    expect(contractorRouteListItemSchema.parse(item)).toEqual(item);
  });

  it('refuses a disclaimer of spaces only', () => {
    expect(disclaimerBodySchema.safeParse({ comment: '   ' }).success).toBe(false);
    expect(disclaimerBodySchema.parse({ comment: ' нет ' })).toEqual({ comment: 'нет' });
  });
});

describe('route history', () => {
  it('names every action in Russian', () => {
    expect(ROUTE_HISTORY_ACTION_LABELS).toEqual({
      create: 'Создание',
      update: 'Изменение',
      set_ready: 'Готов',
      set_draft: 'В черновик',
      cancel: 'Отмена',
      uncancel: 'Восстановление',
      movement_point: 'Прибытие в пункт',
      plan_movement_point: 'Плановое прибытие',
      state: 'Состояние',
      event: 'Событие',
      create_disclaimer: 'Отказ перевозчика',
      accept_disclaimer: 'Отказ одобрен',
      decline_disclaimer: 'Отказ отклонён',
      assign_fleet: 'Водители и ТС',
    });
  });
});
