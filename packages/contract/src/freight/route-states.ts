// DESIGN 8 and 11: a route (рейс) has the isDraft and isCancel flags and a movement state 0–7; disclaimers and
// events have their own codes. The server refuses what these tables do not allow (409), the UI shows the buttons
// they allow.

export const ROUTE_STATE = {
  awaitingArrival: 0,
  awaitingLoading: 1,
  loading: 2,
  awaitingLoadingUnloading: 3,
  loadingUnloading: 4,
  awaitingUnloading: 5,
  unloading: 6,
  closed: 7,
} as const;
export type RouteState = (typeof ROUTE_STATE)[keyof typeof ROUTE_STATE];
export const ROUTE_STATES = Object.values(ROUTE_STATE) as RouteState[];

export const ROUTE_STATE_LABELS: Record<RouteState, string> = {
  0: 'Ожидание прибытия',
  1: 'Ожидание погрузки',
  2: 'Погрузка',
  3: 'Ожидание погрузки/выгрузки',
  4: 'Погрузка/выгрузка',
  5: 'Ожидание выгрузки',
  6: 'Выгрузка',
  7: 'Закрыт',
};

export type PointKind = 'first' | 'intermediate' | 'last';

export const pointKindOf = (position: number, count: number): PointKind =>
  position === 0 ? 'first' : position === count - 1 ? 'last' : 'intermediate';

/**
 * Only arrivals are recorded, so the state follows the latest recorded arrival (docs/decisions.md «Movement
 * state»): none yet, awaiting arrival; at the first point, awaiting loading before the planned loading and
 * loading from it on; at an intermediate point, loading/unloading; the last point closes the route. States 3, 5
 * and 6 keep the labels of DESIGN 8's list; no arrival leads to them.
 */
export const routeStateAfter = (
  arrived: { kind: PointKind; factDateArrival: Date } | null,
  planDateLoading: Date,
): RouteState => {
  if (!arrived) return ROUTE_STATE.awaitingArrival;
  switch (arrived.kind) {
    case 'last':
      return ROUTE_STATE.closed;
    case 'first':
      return arrived.factDateArrival.getTime() < planDateLoading.getTime()
        ? ROUTE_STATE.awaitingLoading
        : ROUTE_STATE.loading;
    case 'intermediate':
      return ROUTE_STATE.loadingUnloading;
  }
};

/** What the flags give, for labels and for the lifecycle actions. */
export const ROUTE_LIFECYCLE = { draft: 'draft', ready: 'ready', cancelled: 'cancelled' } as const;
export type RouteLifecycle = (typeof ROUTE_LIFECYCLE)[keyof typeof ROUTE_LIFECYCLE];

export const ROUTE_LIFECYCLE_LABELS: Record<RouteLifecycle, string> = {
  draft: 'Черновик',
  ready: 'Готов',
  cancelled: 'Отменён',
};

export const routeLifecycleOf = (route: { isDraft: boolean; isCancel: boolean }): RouteLifecycle =>
  route.isCancel ? 'cancelled' : route.isDraft ? 'draft' : 'ready';

/** The customer's lifecycle actions (PATCH …/routes/{id}/<action>; DELETE is `cancel`) and their source states. */
export const ROUTE_ACTIONS = {
  edit: { from: ['draft'], label: 'Изменить' },
  set_ready: { from: ['draft'], label: 'Готов' },
  set_draft: { from: ['ready'], label: 'В черновик' },
  cancel: { from: ['draft', 'ready'], label: 'Отменить' },
  uncancel: { from: ['cancelled'], label: 'Восстановить' },
} as const satisfies Record<string, { from: readonly RouteLifecycle[]; label: string }>;
export type RouteAction = keyof typeof ROUTE_ACTIONS;

export const canRouteAction = (
  action: RouteAction,
  route: { isDraft: boolean; isCancel: boolean },
): boolean => (ROUTE_ACTIONS[action].from as readonly RouteLifecycle[]).includes(routeLifecycleOf(route));

/** The one label of a route in a list: cancelled and draft first, then the movement state. */
export const routeStatusLabel = (route: {
  isDraft: boolean;
  isCancel: boolean;
  currentState: number;
}): string => {
  const lifecycle = routeLifecycleOf(route);
  if (lifecycle !== 'ready') return ROUTE_LIFECYCLE_LABELS[lifecycle];
  return ROUTE_STATE_LABELS[route.currentState as RouteState] ?? String(route.currentState);
};

// DESIGN 11: disclaimer 0 new, 1 approved, 2 cancelled.
export const DISCLAIMER_STATUS = { new: 0, approved: 1, cancelled: 2 } as const;
export type DisclaimerStatus = (typeof DISCLAIMER_STATUS)[keyof typeof DISCLAIMER_STATUS];
export const DISCLAIMER_STATUS_LABELS: Record<DisclaimerStatus, string> = {
  0: 'Новый',
  1: 'Одобрен',
  2: 'Отклонён',
};

export const DISCLAIMER_ACTIONS = {
  accept_disclaimer: { from: [DISCLAIMER_STATUS.new], to: DISCLAIMER_STATUS.approved },
  decline_disclaimer: { from: [DISCLAIMER_STATUS.new], to: DISCLAIMER_STATUS.cancelled },
} as const;
export type DisclaimerAction = keyof typeof DISCLAIMER_ACTIONS;

// DESIGN 11: route event 0 road accident (ДТП), 1 theft (хищение).
export const ROUTE_EVENT_TYPE = { accident: 0, theft: 1 } as const;
export type RouteEventType = (typeof ROUTE_EVENT_TYPE)[keyof typeof ROUTE_EVENT_TYPE];
export const ROUTE_EVENT_TYPE_LABELS: Record<RouteEventType, string> = { 0: 'ДТП', 1: 'Хищение' };

// DESIGN 8: transportation type of a route way.
export const TRANSPORTATION_TYPE = { air: 1, auto: 2, rail: 3, withoutVehicle: 4 } as const;
export type TransportationType = (typeof TRANSPORTATION_TYPE)[keyof typeof TRANSPORTATION_TYPE];
export const TRANSPORTATION_TYPE_LABELS: Record<TransportationType, string> = {
  1: 'Авиа',
  2: 'Авто',
  3: 'Ж/Д',
  4: 'Без ТС',
};

/** The Russian 409 text naming the state the route is in. */
export const wrongRouteStateMessage = (route: {
  isDraft: boolean;
  isCancel: boolean;
  currentState: number;
}): string => `Действие недоступно: рейс в состоянии «${routeStatusLabel(route)}»`;
