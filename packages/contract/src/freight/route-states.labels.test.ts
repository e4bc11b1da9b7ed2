import { describe, expect, it } from 'vitest';
import {
  canRouteAction,
  DISCLAIMER_ACTIONS,
  DISCLAIMER_STATUS,
  DISCLAIMER_STATUS_LABELS,
  pointKindOf,
  ROUTE_ACTIONS,
  ROUTE_EVENT_TYPE,
  ROUTE_EVENT_TYPE_LABELS,
  ROUTE_LIFECYCLE_LABELS,
  ROUTE_STATE_LABELS,
  ROUTE_STATES,
  routeStateAfter,
  routeStatusLabel,
  TRANSPORTATION_TYPE,
  TRANSPORTATION_TYPE_LABELS,
} from './route-states';

const draft = { isDraft: true, isCancel: false, currentState: 0 };
const ready = { isDraft: false, isCancel: false, currentState: 0 };
const cancelled = { isDraft: false, isCancel: true, currentState: 0 };

describe('route state labels', () => {
  it('has the eight movement states of DESIGN 8 in order', () => {
    expect(ROUTE_STATES).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(ROUTE_STATES.map((state) => ROUTE_STATE_LABELS[state])).toEqual([
      'Ожидание прибытия',
      'Ожидание погрузки',
      'Погрузка',
      'Ожидание погрузки/выгрузки',
      'Погрузка/выгрузка',
      'Ожидание выгрузки',
      'Выгрузка',
      'Закрыт',
    ]);
  });

  it('labels a ready route by its state, an unknown state by its number', () => {
    expect(routeStatusLabel({ ...ready, currentState: 2 })).toBe('Погрузка');
    expect(routeStatusLabel(ready)).toBe('Ожидание прибытия');
    expect(routeStatusLabel({ ...ready, currentState: 9 })).toBe('9');
  });

  it('labels a cancelled route as cancelled whatever its state', () => {
    expect(routeStatusLabel({ ...cancelled, currentState: 7 })).toBe('Отменён');
    expect(routeStatusLabel({ ...draft, isCancel: true })).toBe('Отменён');
    expect(routeStatusLabel({ ...draft, currentState: 4 })).toBe('Черновик');
    expect(ROUTE_LIFECYCLE_LABELS).toEqual({ draft: 'Черновик', ready: 'Готов', cancelled: 'Отменён' });
  });
});

describe('route actions', () => {
  it('cancels a draft or a ready route, never a cancelled one', () => {
    expect(canRouteAction('cancel', draft)).toBe(true);
    expect(canRouteAction('cancel', ready)).toBe(true);
    expect(canRouteAction('cancel', cancelled)).toBe(false);
  });

  it('edits, readies and restores only from their one state', () => {
    expect(canRouteAction('edit', cancelled)).toBe(false);
    expect(canRouteAction('set_ready', cancelled)).toBe(false);
    expect(canRouteAction('set_draft', draft)).toBe(false);
    expect(canRouteAction('uncancel', ready)).toBe(false);
    expect(canRouteAction('edit', { ...draft, isCancel: true })).toBe(false);
  });

  it('labels the buttons', () => {
    expect(
      Object.fromEntries(Object.entries(ROUTE_ACTIONS).map(([key, action]) => [key, action.label])),
    ).toEqual({
      edit: 'Изменить',
      set_ready: 'Готов',
      set_draft: 'В черновик',
      cancel: 'Отменить',
      uncancel: 'Восстановить',
    });
  });
});

describe('route state after an arrival at the first point', () => {
  it('loads when the arrival is after the planned loading', () => {
    const loading = new Date('2026-05-01T11:00:00Z');
    const late = { kind: 'first' as const, factDateArrival: new Date('2026-05-01T11:01:00Z') };
    expect(routeStateAfter(late, loading)).toBe(2);
  });

  it('calls the only point of a one-point list the first', () => {
    expect(pointKindOf(0, 1)).toBe('first');
    expect(pointKindOf(3, 5)).toBe('intermediate');
    expect(pointKindOf(4, 5)).toBe('last');
  });
});

describe('disclaimers, events and transportation types', () => {
  it('decides only a new disclaimer, approving or declining it', () => {
    expect(DISCLAIMER_STATUS).toEqual({ new: 0, approved: 1, cancelled: 2 });
    expect(DISCLAIMER_ACTIONS).toEqual({
      accept_disclaimer: { from: [0], to: 1 },
      decline_disclaimer: { from: [0], to: 2 },
    });
    expect(DISCLAIMER_STATUS_LABELS).toEqual({ 0: 'Новый', 1: 'Одобрен', 2: 'Отклонён' });
  });

  it('names the events and the transportation types in Russian', () => {
    expect(ROUTE_EVENT_TYPE).toEqual({ accident: 0, theft: 1 });
    expect(ROUTE_EVENT_TYPE_LABELS).toEqual({ 0: 'ДТП', 1: 'Хищение' });
    expect(TRANSPORTATION_TYPE).toEqual({ air: 1, auto: 2, rail: 3, withoutVehicle: 4 });
    expect(TRANSPORTATION_TYPE_LABELS).toEqual({ 1: 'Авиа', 2: 'Авто', 3: 'Ж/Д', 4: 'Без ТС' });
  });
});
