import {
  DISCLAIMER_STATUS_LABELS,
  type DisclaimerStatus,
  ROUTE_LIFECYCLE_LABELS,
  ROUTE_STATE_LABELS,
  type RouteLifecycle,
  type RouteState,
} from '@portal/contract/freight/route-states';
import { ROUTE_HISTORY_ACTION_LABELS } from '@portal/contract/freight/routes.schemas';

const DISCLAIMER_ACTIONS = new Set(['create_disclaimer', 'accept_disclaimer', 'decline_disclaimer']);
const MOVEMENT_ACTIONS = new Set(['movement_point', 'plan_movement_point', 'state']);

export const historyActionLabel = (action: string): string => ROUTE_HISTORY_ACTION_LABELS[action] ?? action;

/**
 * The audit keeps a state as text: a lifecycle word (draft, ready, cancelled), a movement state number (arrivals)
 * or a disclaimer status number (disclaimer actions). Each is shown with its contract label.
 */
export const historyStateLabel = (action: string, state: string | null): string => {
  if (state === null) return '';
  if (DISCLAIMER_ACTIONS.has(action))
    return DISCLAIMER_STATUS_LABELS[Number(state) as DisclaimerStatus] ?? state;
  if (MOVEMENT_ACTIONS.has(action)) return ROUTE_STATE_LABELS[Number(state) as RouteState] ?? state;
  return ROUTE_LIFECYCLE_LABELS[state as RouteLifecycle] ?? state;
};
