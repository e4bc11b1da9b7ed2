// DESIGN 11 «Status codes»: drivers and vehicles share 0 new, 1 on check, 2 verified, 3 cancelled; a driver
// draft is 0 new, 1 accepted, 2 declined; an attorney 0 active, 1 cancelled, shown as expired once dateTo passed.
// The server refuses what these tables do not allow (409), the UI shows the buttons they allow.

export const FLEET_STATUS = { new: 0, onCheck: 1, verified: 2, cancelled: 3 } as const;
export type FleetStatus = (typeof FLEET_STATUS)[keyof typeof FLEET_STATUS];
export const FLEET_STATUSES = Object.values(FLEET_STATUS) as FleetStatus[];

export const FLEET_STATUS_LABELS: Record<FleetStatus, string> = {
  0: 'Новый',
  1: 'На проверке',
  2: 'Проверен',
  3: 'Отклонён',
};

/** SPEC 4: the driver's actions; tocheck and uncancel are the carrier's, the rest the customer's security's. */
export const DRIVER_ACTIONS = {
  tocheck: { from: [FLEET_STATUS.new], to: FLEET_STATUS.onCheck },
  uncancel: { from: [FLEET_STATUS.cancelled], to: FLEET_STATUS.new },
  to_verification: { from: [FLEET_STATUS.onCheck], to: FLEET_STATUS.verified },
  tocancel: {
    from: [FLEET_STATUS.new, FLEET_STATUS.onCheck, FLEET_STATUS.verified],
    to: FLEET_STATUS.cancelled,
  },
  tonew: { from: [FLEET_STATUS.onCheck, FLEET_STATUS.verified], to: FLEET_STATUS.new },
} as const satisfies Record<string, { from: readonly FleetStatus[]; to: FleetStatus }>;
export type DriverAction = keyof typeof DRIVER_ACTIONS;
export const CARRIER_DRIVER_ACTIONS = ['tocheck', 'uncancel'] as const satisfies readonly DriverAction[];
export const CUSTOMER_DRIVER_ACTIONS = [
  'to_verification',
  'tocancel',
  'tonew',
] as const satisfies readonly DriverAction[];

/** SPEC 4: the vehicle's actions; send_to_check is the carrier's, the rest the customer's. */
export const VEHICLE_ACTIONS = {
  send_to_check: { from: [FLEET_STATUS.new], to: FLEET_STATUS.onCheck },
  send_to_verification: { from: [FLEET_STATUS.onCheck], to: FLEET_STATUS.verified },
  to_cancel: {
    from: [FLEET_STATUS.new, FLEET_STATUS.onCheck, FLEET_STATUS.verified],
    to: FLEET_STATUS.cancelled,
  },
  to_new: {
    from: [FLEET_STATUS.onCheck, FLEET_STATUS.verified, FLEET_STATUS.cancelled],
    to: FLEET_STATUS.new,
  },
} as const satisfies Record<string, { from: readonly FleetStatus[]; to: FleetStatus }>;
export type VehicleAction = keyof typeof VEHICLE_ACTIONS;
export const CUSTOMER_VEHICLE_ACTIONS = [
  'send_to_verification',
  'to_cancel',
  'to_new',
] as const satisfies readonly VehicleAction[];

export const canDo = (
  table: Record<string, { from: readonly FleetStatus[] }>,
  action: string,
  status: FleetStatus,
): boolean => table[action]?.from.includes(status) ?? false;

export const DRIVER_DRAFT_STATUS = { new: 0, accepted: 1, declined: 2 } as const;
export type DriverDraftStatus = (typeof DRIVER_DRAFT_STATUS)[keyof typeof DRIVER_DRAFT_STATUS];
export const DRIVER_DRAFT_STATUS_LABELS: Record<DriverDraftStatus, string> = {
  0: 'Новый',
  1: 'Принят',
  2: 'Отклонён',
};

export const ATTORNEY_STATUS = { active: 0, cancelled: 1 } as const;
export type AttorneyStatus = (typeof ATTORNEY_STATUS)[keyof typeof ATTORNEY_STATUS];
export const ATTORNEY_STATUS_LABELS: Record<AttorneyStatus, string> = { 0: 'Действует', 1: 'Отозвана' };
export const ATTORNEY_EXPIRED_LABEL = 'Истекла';

export const ATTORNEY_ACTIONS = {
  cancel: { from: [ATTORNEY_STATUS.active], to: ATTORNEY_STATUS.cancelled },
  uncancel: { from: [ATTORNEY_STATUS.cancelled], to: ATTORNEY_STATUS.active },
} as const;
export type AttorneyAction = keyof typeof ATTORNEY_ACTIONS;

/** DESIGN 11: an active attorney whose dateTo (YYYY-MM-DD, inclusive) has passed shows as expired. */
export const isAttorneyExpired = (dateTo: string, today: string): boolean => dateTo < today;

export const attorneyLabel = (status: AttorneyStatus, dateTo: string, today: string): string =>
  status === ATTORNEY_STATUS.active && isAttorneyExpired(dateTo, today)
    ? ATTORNEY_EXPIRED_LABEL
    : ATTORNEY_STATUS_LABELS[status];
