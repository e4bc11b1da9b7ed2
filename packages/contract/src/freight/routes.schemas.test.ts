import { describe, expect, it } from 'vitest';
import {
  contractorRouteListQuerySchema,
  contractorRouteSchema,
  customerRouteListItemSchema,
  customerRouteSchema,
  disclaimerBodySchema,
  movementPointBodySchema,
  movementPointParamsSchema,
  ROUTE_CONFIRMATIONS,
  ROUTE_FILTER_KEYS,
  ROUTE_HISTORY_ACTION_LABELS,
  ROUTE_MESSAGES,
  routeBodySchema,
  routeEventBodySchema,
  routeForAuctionSchema,
  routeHistorySchema,
  routeListQuerySchema,
} from './routes.schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

const body = {
  routeWay: 1,
  transportation: 2,
  organization: 3,
  planDateArrival: '2026-05-01T10:00:00+05:00',
};

describe('route body', () => {
  it('accepts a draft with only the required fields', () => {
    expect(routeBodySchema.parse(body)).toEqual(body);
  });

  it('does not load before the planned arrival', () => {
    const early = routeBodySchema.safeParse({ ...body, planDateLoading: '2026-05-01T09:59:00+05:00' });
    expect(messages(early)).toEqual([ROUTE_MESSAGES.loadingBeforeArrival]);
    expect(early.error?.issues[0]?.path).toEqual(['planDateLoading']);
    expect(routeBodySchema.safeParse({ ...body, planDateLoading: '2026-05-01T10:00:00+05:00' }).success).toBe(
      true,
    );
  });

  it('compares instants, not the written text', () => {
    // 08:30 in Moscow is 10:30 in Yekaterinburg: after the arrival though the text sorts before it.
    expect(routeBodySchema.safeParse({ ...body, planDateLoading: '2026-05-01T08:30:00+03:00' }).success).toBe(
      true,
    );
    // 04:59Z is 09:59 in Yekaterinburg: a minute before the arrival.
    expect(routeBodySchema.safeParse({ ...body, planDateLoading: '2026-05-01T04:59:00Z' }).success).toBe(
      false,
    );
  });

  it('takes an initial sum above zero with at most two decimals', () => {
    expect(routeBodySchema.safeParse({ ...body, initialSum: 1000.25 }).success).toBe(true);
    expect(routeBodySchema.safeParse({ ...body, initialSum: 0 }).success).toBe(false);
    expect(routeBodySchema.safeParse({ ...body, initialSum: -5 }).success).toBe(false);
    expect(routeBodySchema.safeParse({ ...body, initialSum: 10.123 }).success).toBe(false);
  });

  it('takes a comment of at most 2000 characters, trimmed, or null', () => {
    expect(routeBodySchema.parse({ ...body, comment: '  срочно ' }).comment).toBe('срочно');
    expect(routeBodySchema.parse({ ...body, comment: null }).comment).toBeNull();
    expect(routeBodySchema.safeParse({ ...body, comment: 'к'.repeat(2000) }).success).toBe(true);
    expect(routeBodySchema.safeParse({ ...body, comment: 'к'.repeat(2001) }).success).toBe(false);
  });

  it('takes the owner and manager as ids or null', () => {
    expect(routeBodySchema.parse({ ...body, routeOwner: null, manager: 4 })).toMatchObject({
      routeOwner: null,
      manager: 4,
    });
    expect(routeBodySchema.safeParse({ ...body, manager: 0 }).success).toBe(false);
  });

  it('needs an arrival with an offset', () => {
    expect(routeBodySchema.safeParse({ ...body, planDateArrival: '2026-05-01T10:00' }).success).toBe(false);
    const { planDateArrival: _, ...noArrival } = body;
    expect(routeBodySchema.safeParse(noArrival).success).toBe(false);
  });
});

describe('route list query', () => {
  it('reads ids, dates, flags and the state from the query string', () => {
    const query = routeListQuerySchema.parse({
      name: ' 0105 ',
      transportation: '2',
      route_way: '3',
      first_point: '4',
      last_point: '5',
      date_from: '2026-05-01T00:00',
      date_to: '2026-05-02T00:00',
      contractor: '6',
      driver: '7',
      vehicle: '8',
      manager: '9',
      is_draft: 'true',
      is_cancel: '0',
      state: '7',
    });
    expect(query).toEqual({
      page: 1,
      limit: query.limit,
      name: '0105',
      transportation: 2,
      route_way: 3,
      first_point: 4,
      last_point: 5,
      date_from: '2026-05-01T00:00',
      date_to: '2026-05-02T00:00',
      contractor: 6,
      driver: 7,
      vehicle: 8,
      manager: 9,
      is_draft: true,
      is_cancel: false,
      state: 7,
    });
  });

  it('reads the flags as true for true and 1, false for false and 0', () => {
    expect(routeListQuerySchema.parse({ is_draft: '1' }).is_draft).toBe(true);
    expect(routeListQuerySchema.parse({ is_draft: 'false' }).is_draft).toBe(false);
    expect(routeListQuerySchema.safeParse({ is_draft: 'yes' }).success).toBe(false);
  });

  it('takes states 0 to 7 only', () => {
    expect(routeListQuerySchema.parse({ state: '0' }).state).toBe(0);
    expect(routeListQuerySchema.safeParse({ state: '8' }).success).toBe(false);
  });

  it('limits the name to 64 characters', () => {
    expect(routeListQuerySchema.safeParse({ name: 'a'.repeat(64) }).success).toBe(true);
    expect(routeListQuerySchema.safeParse({ name: 'a'.repeat(65) }).success).toBe(false);
  });

  it('refuses a date «to» before the date «from», and allows the same moment or one side only', () => {
    const wrong = routeListQuerySchema.safeParse({
      date_from: '2026-05-02T00:00',
      date_to: '2026-05-01T23:59',
    });
    expect(messages(wrong)).toEqual([ROUTE_MESSAGES.dateToBeforeFrom]);
    expect(wrong.error?.issues[0]?.path).toEqual(['date_to']);
    expect(
      routeListQuerySchema.safeParse({ date_from: '2026-05-01T10:00', date_to: '2026-05-01T10:00' }).success,
    ).toBe(true);
    expect(routeListQuerySchema.safeParse({ date_from: '2026-05-02T00:00' }).success).toBe(true);
    expect(routeListQuerySchema.safeParse({ date_to: '2026-05-02T00:00' }).success).toBe(true);
  });

  it('names every filter', () => {
    expect(ROUTE_FILTER_KEYS).toEqual([
      'name',
      'transportation',
      'route_way',
      'first_point',
      'last_point',
      'date_from',
      'date_to',
      'contractor',
      'driver',
      'vehicle',
      'manager',
      'is_draft',
      'is_cancel',
      'state',
    ]);
  });
});

describe('carrier route list query', () => {
  it('refuses the customer-only filters', () => {
    expect(contractorRouteListQuerySchema.safeParse({ manager: '1' }).success).toBe(false);
    expect(contractorRouteListQuerySchema.safeParse({ contractor: '1' }).success).toBe(false);
    expect(contractorRouteListQuerySchema.parse({ driver: '2' }).driver).toBe(2);
  });

  it('refuses a date «to» before the date «from»', () => {
    const wrong = contractorRouteListQuerySchema.safeParse({
      date_from: '2026-05-02T00:00',
      date_to: '2026-05-01T00:00',
    });
    expect(messages(wrong)).toEqual([ROUTE_MESSAGES.dateToBeforeFrom]);
    expect(wrong.error?.issues[0]?.path).toEqual(['date_to']);
    expect(contractorRouteListQuerySchema.safeParse({ date_from: '2026-05-01T00:00' }).success).toBe(true);
    expect(contractorRouteListQuerySchema.safeParse({ date_to: '2026-05-01T00:00' }).success).toBe(true);
    expect(
      contractorRouteListQuerySchema.safeParse({ date_from: '2026-05-01T00:00', date_to: '2026-05-01T00:00' })
        .success,
    ).toBe(true);
  });
});

describe('movement point, event and disclaimer bodies', () => {
  it('needs a fact or a planned arrival', () => {
    const empty = movementPointBodySchema.safeParse({});
    expect(messages(empty)).toEqual([ROUTE_MESSAGES.pointRequired]);
    expect(empty.error?.issues[0]?.path).toEqual(['factDateArrival']);
    expect(movementPointBodySchema.safeParse({ factDateArrival: '2026-05-01T10:00:00Z' }).success).toBe(true);
    expect(movementPointBodySchema.safeParse({ planDateArrival: '2026-05-01T10:00:00Z' }).success).toBe(true);
  });

  it('takes an accident or a theft with a comment', () => {
    const event = { type: 0, eventDate: '2026-05-01T10:00:00+03:00', comment: ' ДТП на трассе ' };
    expect(routeEventBodySchema.parse(event).comment).toBe('ДТП на трассе');
    expect(routeEventBodySchema.safeParse({ ...event, type: 1 }).success).toBe(true);
    expect(routeEventBodySchema.safeParse({ ...event, type: 2 }).success).toBe(false);
    expect(routeEventBodySchema.safeParse({ ...event, comment: '  ' }).success).toBe(false);
    expect(routeEventBodySchema.safeParse({ ...event, comment: 'к'.repeat(2001) }).success).toBe(false);
  });

  it('takes a disclaimer with a comment of 1 to 2000 characters', () => {
    expect(disclaimerBodySchema.safeParse({ comment: 'нет машины' }).success).toBe(true);
    expect(disclaimerBodySchema.safeParse({ comment: '' }).success).toBe(false);
    expect(disclaimerBodySchema.safeParse({ comment: 'к'.repeat(2001) }).success).toBe(false);
  });

  it('reads the point id from the path', () => {
    expect(movementPointParamsSchema.parse({ customerId: '1', routeId: '2', pointId: '3' })).toEqual({
      customerId: 1,
      routeId: 2,
      pointId: 3,
    });
    expect(movementPointParamsSchema.safeParse({ customerId: '1', routeId: '2' }).success).toBe(false);
  });
});

describe('route answers', () => {
  const department = { id: 1, name: 'Екатеринбург', timezone: 'Asia/Yekaterinburg' };
  const company = { id: 5, name: 'ООО «Перевозчик»' };
  const common = {
    id: 10,
    routeCode: '0105ЕКБ-НСК',
    routeWay: { id: 1, code: 'ЕКБ-НСК', name: 'Лейн', transportationType: 2 },
    transportation: { id: 2, name: 'Фура', color: '#fff' },
    organization: { id: 3, name: 'ООО «Заказчик»' },
    planDateArrival: 'a',
    planDateLoading: 'b',
    firstDepartment: department,
    lastDepartment: department,
    freightSum: null,
    contractor: company,
    isDraft: false,
    isCancel: false,
    currentState: 1,
    lateness: 60,
    vehicle: { id: 7, plateNumber: 'А123ВС77' },
    trailer: null,
    firstDriver: { id: 8, fullname: 'Соколов Андрей Викторович' },
    secondDriver: null,
  };
  const customerOnly = {
    initialSum: 1000,
    routeOwner: null,
    manager: { id: 4, fullname: 'Петров' },
    comment: null,
  };
  const details = {
    movementPoints: [
      {
        id: 1,
        position: 0,
        department,
        distance: 0,
        planDateArrival: 'a',
        factDateArrival: null,
        interval: null,
      },
    ],
    containers: [{ id: 9, number: 'CSQU3054383' }],
    disclaimer: { id: 1, status: 0, comment: 'нет', contractor: company, createdAt: 'c', decidedAt: null },
    events: [{ id: 1, type: 0, eventDate: 'e', comment: 'ДТП', createdAt: 'c' }],
    createdAt: 'c',
    updatedAt: 'u',
  };

  it('keeps every field', () => {
    const item = { ...common, ...customerOnly, hasOpenDisclaimer: true };
    expect(customerRouteListItemSchema.parse(item)).toEqual(item);
    const route = { ...common, ...customerOnly, ...details };
    expect(customerRouteSchema.parse(route)).toEqual(route);
    const auction = {
      id: 1,
      routeCode: 'x',
      routeWay: common.routeWay,
      planDateArrival: 'a',
      firstDepartment: department,
      lastDepartment: department,
      initialSum: 5,
    };
    expect(routeForAuctionSchema.parse(auction)).toEqual(auction);
    const history = {
      items: [
        {
          id: 1,
          createdAt: 'c',
          actor: null,
          action: 'cancel',
          fromState: 'Готов',
          toState: 'Отменён',
          comment: null,
          details: { reason: 1 },
        },
      ],
    };
    expect(routeHistorySchema.parse(history)).toEqual(history);
  });

  it('shows a carrier none of the customer internal fields', () => {
    const route = { ...common, ...customerOnly, ...details, customer: company };
    const parsed = contractorRouteSchema.parse(route);
    expect(parsed).toEqual({ ...common, ...details, customer: company });
    expect(parsed).not.toHaveProperty('initialSum');
    expect(parsed).not.toHaveProperty('manager');
  });
});

describe('route texts', () => {
  it('speaks Russian', () => {
    expect(ROUTE_MESSAGES.notFound).toBe('Рейс не найден');
    expect(ROUTE_MESSAGES.loadingBeforeArrival).toBe('не может быть раньше планового прибытия');
    expect(ROUTE_MESSAGES.dateToBeforeFrom).toBe('не может быть раньше даты «с»');
    expect(ROUTE_MESSAGES.pointRequired).toBe('укажите плановое или фактическое прибытие');
    expect(ROUTE_MESSAGES.noOpenDisclaimer('Одобрен')).toBe(
      'Действие недоступно: отказ от рейса в состоянии «Одобрен»',
    );
    expect(ROUTE_MESSAGES.created('X')).toBe('Рейс X создан');
    expect(ROUTE_MESSAGES.saved('X')).toBe('Рейс X сохранён');
    expect(ROUTE_MESSAGES.ready('X')).toBe('Рейс X готов');
    expect(ROUTE_MESSAGES.drafted('X')).toBe('Рейс X возвращён в черновики');
    expect(ROUTE_MESSAGES.cancelled('X')).toBe('Рейс X отменён');
    expect(ROUTE_MESSAGES.uncancelled('X')).toBe('Рейс X восстановлен');
    expect(ROUTE_CONFIRMATIONS.cancel).toBe('Вы уверены что хотите отменить рейс?');
    expect(ROUTE_HISTORY_ACTION_LABELS.movement_point).toBe('Прибытие в пункт');
    expect(ROUTE_HISTORY_ACTION_LABELS.decline_disclaimer).toBe('Отказ отклонён');
  });
});
