import { describe, expect, it } from 'vitest';
import {
  canRouteAction,
  pointKindOf,
  ROUTE_STATE,
  routeLifecycleOf,
  routeStateAfter,
  routeStatusLabel,
  wrongRouteStateMessage,
} from './route-states';

const loading = new Date('2026-05-01T11:00:00Z');
const draft = { isDraft: true, isCancel: false, currentState: 0 };
const ready = { isDraft: false, isCancel: false, currentState: 0 };
const cancelled = { isDraft: false, isCancel: true, currentState: 0 };

describe('route state after an arrival', () => {
  it('awaits arrival until the first point is reached', () => {
    expect(routeStateAfter(null, loading)).toBe(ROUTE_STATE.awaitingArrival);
  });

  it('awaits loading before the planned loading and loads from it on', () => {
    const early = { kind: 'first' as const, factDateArrival: new Date('2026-05-01T10:59:00Z') };
    const onTime = { kind: 'first' as const, factDateArrival: loading };
    expect(routeStateAfter(early, loading)).toBe(ROUTE_STATE.awaitingLoading);
    expect(routeStateAfter(onTime, loading)).toBe(ROUTE_STATE.loading);
  });

  it('loads/unloads at an intermediate point and closes at the last', () => {
    const at = new Date('2026-05-02T10:00:00Z');
    expect(routeStateAfter({ kind: 'intermediate', factDateArrival: at }, loading)).toBe(
      ROUTE_STATE.loadingUnloading,
    );
    expect(routeStateAfter({ kind: 'last', factDateArrival: at }, loading)).toBe(ROUTE_STATE.closed);
  });

  it('names the first, intermediate and last points', () => {
    expect([0, 1, 2].map((position) => pointKindOf(position, 3))).toEqual(['first', 'intermediate', 'last']);
    expect(pointKindOf(1, 2)).toBe('last');
  });
});

describe('route lifecycle', () => {
  it('reads draft, ready and cancelled from the flags, cancelled first', () => {
    expect(routeLifecycleOf(draft)).toBe('draft');
    expect(routeLifecycleOf(ready)).toBe('ready');
    expect(routeLifecycleOf({ ...draft, isCancel: true })).toBe('cancelled');
  });

  it('allows each action only from its source states', () => {
    expect(canRouteAction('edit', draft)).toBe(true);
    expect(canRouteAction('edit', ready)).toBe(false);
    expect(canRouteAction('set_ready', draft)).toBe(true);
    expect(canRouteAction('set_ready', ready)).toBe(false);
    expect(canRouteAction('set_draft', ready)).toBe(true);
    expect(canRouteAction('set_draft', cancelled)).toBe(false);
    expect(canRouteAction('cancel', ready)).toBe(true);
    expect(canRouteAction('cancel', cancelled)).toBe(false);
    expect(canRouteAction('uncancel', cancelled)).toBe(true);
    expect(canRouteAction('uncancel', draft)).toBe(false);
  });

  it('labels a ready route by its movement state and names it in the 409 message', () => {
    expect(routeStatusLabel(draft)).toBe('Черновик');
    expect(routeStatusLabel({ ...ready, currentState: 7 })).toBe('Закрыт');
    expect(wrongRouteStateMessage(cancelled)).toBe('Действие недоступно: рейс в состоянии «Отменён»');
  });
});
