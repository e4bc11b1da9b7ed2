import { describe, expect, it } from 'vitest';
import {
  ROUTE_WAY_MESSAGES,
  routeTariffBodySchema,
  routeTariffSchema,
  routeWayBodySchema,
  routeWayListQuerySchema,
  routeWayParamsSchema,
  routeWayPointsSchema,
  routeWayRefSchema,
  routeWaySchema,
  routeWaySummarySchema,
  TARIFF_SOURCE_LABELS,
} from './route-ways.schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

const points = (...distances: number[]) => distances.map((distance, i) => ({ department: i + 1, distance }));
const body = {
  code: 'ЕКБ-НСК',
  name: 'Екатеринбург — Новосибирск',
  transportationType: 2,
  points: points(0, 1500),
};

describe('route way points', () => {
  it('accepts two points from 0 km with growing distances', () => {
    expect(routeWayPointsSchema.safeParse(points(0, 100)).success).toBe(true);
    expect(routeWayPointsSchema.safeParse(points(0, 1, 2, 20_000)).success).toBe(true);
  });

  it('takes 2 to 20 points', () => {
    expect(routeWayPointsSchema.safeParse(points(0)).success).toBe(false);
    const twenty = points(...Array.from({ length: 20 }, (_, i) => i * 10));
    expect(routeWayPointsSchema.safeParse(twenty).success).toBe(true);
    const twentyOne = points(...Array.from({ length: 21 }, (_, i) => i * 10));
    expect(routeWayPointsSchema.safeParse(twentyOne).success).toBe(false);
  });

  it('puts the first point at 0 km', () => {
    const result = routeWayPointsSchema.safeParse(points(1, 100));
    expect(messages(result)).toEqual([ROUTE_WAY_MESSAGES.firstDistance]);
  });

  it('makes each distance greater than the one before', () => {
    expect(messages(routeWayPointsSchema.safeParse(points(0, 100, 100)))).toEqual([
      ROUTE_WAY_MESSAGES.distancesGrow,
    ]);
    expect(messages(routeWayPointsSchema.safeParse(points(0, 100, 50)))).toEqual([
      ROUTE_WAY_MESSAGES.distancesGrow,
    ]);
    expect(messages(routeWayPointsSchema.safeParse(points(0, 100, 50, 200)))).toEqual([
      ROUTE_WAY_MESSAGES.distancesGrow,
    ]);
  });

  it('does not repeat a department in a row, but may return to it later', () => {
    const repeated = [
      { department: 1, distance: 0 },
      { department: 1, distance: 10 },
    ];
    expect(messages(routeWayPointsSchema.safeParse(repeated))).toEqual([
      ROUTE_WAY_MESSAGES.repeatedDepartment,
    ]);
    const back = [
      { department: 1, distance: 0 },
      { department: 2, distance: 10 },
      { department: 1, distance: 20 },
    ];
    expect(routeWayPointsSchema.safeParse(back).success).toBe(true);
  });

  it('keeps distances whole, non-negative and within 20 000 km', () => {
    expect(routeWayPointsSchema.safeParse(points(0, 20_001)).success).toBe(false);
    expect(routeWayPointsSchema.safeParse(points(0, 1.5)).success).toBe(false);
    expect(
      routeWayPointsSchema.safeParse([
        { department: 1, distance: -1 },
        { department: 2, distance: 5 },
      ]).success,
    ).toBe(false);
    expect(
      routeWayPointsSchema.safeParse([
        { department: 0, distance: 0 },
        { department: 2, distance: 5 },
      ]).success,
    ).toBe(false);
  });
});

describe('route way body', () => {
  it('accepts a lane and trims its code and name', () => {
    const result = routeWayBodySchema.parse({ ...body, code: '  ЕКБ-НСК ', name: ' Лейн ' });
    expect(result.code).toBe('ЕКБ-НСК');
    expect(result.name).toBe('Лейн');
    expect(result.points).toEqual(body.points);
  });

  it('requires a code of 1 to 32 characters', () => {
    expect(routeWayBodySchema.safeParse({ ...body, code: '   ' }).success).toBe(false);
    expect(routeWayBodySchema.safeParse({ ...body, code: 'К'.repeat(32) }).success).toBe(true);
    expect(routeWayBodySchema.safeParse({ ...body, code: 'К'.repeat(33) }).success).toBe(false);
  });

  it('requires a name of 1 to 255 characters', () => {
    expect(routeWayBodySchema.safeParse({ ...body, name: '' }).success).toBe(false);
    expect(routeWayBodySchema.safeParse({ ...body, name: 'Н'.repeat(255) }).success).toBe(true);
    expect(routeWayBodySchema.safeParse({ ...body, name: 'Н'.repeat(256) }).success).toBe(false);
  });

  it('takes only the four transportation types', () => {
    for (const type of [1, 2, 3, 4]) {
      expect(routeWayBodySchema.safeParse({ ...body, transportationType: type }).success).toBe(true);
    }
    expect(routeWayBodySchema.safeParse({ ...body, transportationType: 0 }).success).toBe(false);
    expect(routeWayBodySchema.safeParse({ ...body, transportationType: 5 }).success).toBe(false);
  });

  it('checks its points', () => {
    expect(routeWayBodySchema.safeParse({ ...body, points: points(5, 10) }).success).toBe(false);
  });
});

describe('route way list query and params', () => {
  it('reads the transportation filter as a number', () => {
    expect(routeWayListQuerySchema.parse({ transportation: '3' }).transportation).toBe(3);
    expect(routeWayListQuerySchema.parse({}).transportation).toBeUndefined();
    expect(routeWayListQuerySchema.safeParse({ transportation: '5' }).success).toBe(false);
  });

  it('trims the search and limits it to 255 characters', () => {
    expect(routeWayListQuerySchema.parse({ query: ' ЕКБ ' }).query).toBe('ЕКБ');
    expect(routeWayListQuerySchema.safeParse({ query: 'a'.repeat(256) }).success).toBe(false);
    expect(routeWayListQuerySchema.parse({ page: '2' }).page).toBe(2);
  });

  it('reads ids from the path', () => {
    expect(routeWayParamsSchema.parse({ customerId: '7', routeWayId: '9' })).toEqual({
      customerId: 7,
      routeWayId: 9,
    });
    expect(routeWayParamsSchema.safeParse({ customerId: '7' }).success).toBe(false);
  });
});

describe('route way answers and tariff', () => {
  const department = { id: 1, name: 'Екатеринбург', timezone: 'Asia/Yekaterinburg' };
  const ref = { id: 1, code: 'ЕКБ-НСК', name: 'Лейн', transportationType: 2 };
  const tariff = {
    id: 3,
    summ: 1000.5,
    source: 1,
    tenderId: 4,
    createdAt: '2026-05-01T10:00:00+05:00',
    createdBy: { id: 2, fullname: 'Иванов И. И.' },
  };

  it('keeps every field of the answers', () => {
    const way = {
      ...ref,
      points: [{ position: 0, department, distance: 0 }],
      distance: 1500,
      tariff: 1000,
      createdAt: 'a',
      updatedAt: 'b',
    };
    expect(routeWaySchema.parse(way)).toEqual(way);
    const summary = {
      ...ref,
      firstDepartment: department,
      lastDepartment: department,
      pointsCount: 2,
      distance: 9,
      tariff: null,
    };
    expect(routeWaySummarySchema.parse(summary)).toEqual(summary);
    const routeTariff = { routeWay: ref, current: tariff, history: [tariff] };
    expect(routeTariffSchema.parse(routeTariff)).toEqual(routeTariff);
    expect(routeWayRefSchema.safeParse({ ...ref, transportationType: 1.5 }).success).toBe(false);
  });

  it('takes a tariff in roubles above zero with at most two decimals', () => {
    expect(routeTariffBodySchema.parse({ summ: 1234.56 })).toEqual({ summ: 1234.56 });
    expect(routeTariffBodySchema.safeParse({ summ: 0 }).success).toBe(false);
    expect(routeTariffBodySchema.safeParse({ summ: 1.005 }).success).toBe(false);
  });
});

describe('route way texts', () => {
  it('speaks Russian', () => {
    expect(ROUTE_WAY_MESSAGES.notFound).toBe('Маршрут не найден');
    expect(ROUTE_WAY_MESSAGES.codeTaken('ЕКБ')).toBe('Маршрут с кодом «ЕКБ» уже есть');
    expect(ROUTE_WAY_MESSAGES.added('ЕКБ')).toBe('Маршрут ЕКБ добавлен');
    expect(ROUTE_WAY_MESSAGES.updated('ЕКБ')).toBe('Маршрут ЕКБ сохранён');
    expect(ROUTE_WAY_MESSAGES.tariffSaved).toBe('Тариф сохранён');
    expect(ROUTE_WAY_MESSAGES.firstDistance).toBe('у первого пункта расстояние 0 км');
    expect(ROUTE_WAY_MESSAGES.distancesGrow).toBe(
      'расстояние каждого следующего пункта должно быть больше предыдущего',
    );
    expect(ROUTE_WAY_MESSAGES.repeatedDepartment).toBe('отделение не должно повторяться подряд');
    expect(ROUTE_WAY_MESSAGES.departmentNotFound(5)).toBe('отделение №5 не найдено');
    expect(TARIFF_SOURCE_LABELS).toEqual({ 0: 'Вручную', 1: 'По тендеру' });
  });
});
