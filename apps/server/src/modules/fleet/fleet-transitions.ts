import { FLEET_MESSAGES } from '@portal/contract/fleet/fleet-common.schemas';
import { FLEET_STATUS_LABELS, type FleetStatus } from '@portal/contract/fleet/fleet-states';
import { conflict } from '../../core/http/problem';

type Table = Record<string, { from: readonly number[]; to: number }>;

/** DESIGN 11: an action from a state that does not allow it answers 409 naming the current state. */
export const requireTransition = <T extends Table>(
  table: T,
  action: keyof T & string,
  status: number,
  labels: Record<number, string> = FLEET_STATUS_LABELS,
): number => {
  const rule = table[action]!;
  if (!rule.from.includes(status))
    throw conflict(FLEET_MESSAGES.wrongState(labels[status] ?? String(status)));
  return rule.to;
};

export const fleetStatusLabel = (status: number): string => FLEET_STATUS_LABELS[status as FleetStatus];
