import { FLEET_STATUS_LABELS, FLEET_STATUSES, type FleetStatus } from '@portal/contract/fleet/fleet-states';
import { Tag } from 'antd';

const COLORS: Record<FleetStatus, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };

/** A driver's or vehicle's status with its Russian label. */
export function FleetStatusTag({ status }: { status: FleetStatus }) {
  return <Tag color={COLORS[status]}>{FLEET_STATUS_LABELS[status]}</Tag>;
}

/** The status filter's options: the URL keeps the code as text. */
export const STATUS_OPTIONS = FLEET_STATUSES.map((status) => ({
  value: String(status),
  label: FLEET_STATUS_LABELS[status],
}));
