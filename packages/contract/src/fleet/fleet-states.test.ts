import { describe, expect, it } from 'vitest';
import {
  ATTORNEY_ACTIONS,
  ATTORNEY_EXPIRED_LABEL,
  ATTORNEY_STATUS,
  ATTORNEY_STATUS_LABELS,
  attorneyLabel,
  CARRIER_DRIVER_ACTIONS,
  CUSTOMER_DRIVER_ACTIONS,
  CUSTOMER_VEHICLE_ACTIONS,
  canDo,
  DRIVER_ACTIONS,
  DRIVER_DRAFT_STATUS,
  DRIVER_DRAFT_STATUS_LABELS,
  FLEET_STATUS,
  FLEET_STATUS_LABELS,
  FLEET_STATUSES,
  type FleetStatus,
  isAttorneyExpired,
  VEHICLE_ACTIONS,
} from './fleet-states';

const { new: NEW, onCheck, verified, cancelled } = FLEET_STATUS;

const allowedFrom = (table: Record<string, { from: readonly FleetStatus[] }>, action: string) =>
  FLEET_STATUSES.filter((status) => canDo(table, action, status));

describe('fleet statuses', () => {
  it('number new 0, on check 1, verified 2, cancelled 3 with Russian labels', () => {
    expect(FLEET_STATUS).toEqual({ new: 0, onCheck: 1, verified: 2, cancelled: 3 });
    expect(FLEET_STATUSES).toEqual([0, 1, 2, 3]);
    expect(FLEET_STATUS_LABELS).toEqual({ 0: 'Новый', 1: 'На проверке', 2: 'Проверен', 3: 'Отклонён' });
  });
});

describe('driver actions', () => {
  it.each([
    ['tocheck', [NEW], onCheck],
    ['uncancel', [cancelled], NEW],
    ['to_verification', [onCheck], verified],
    ['tocancel', [NEW, onCheck, verified], cancelled],
    ['tonew', [onCheck, verified], NEW],
  ] as const)('%s is allowed from %j only and leads to %i', (action, from, to) => {
    expect(allowedFrom(DRIVER_ACTIONS, action)).toEqual(from);
    expect(DRIVER_ACTIONS[action].to).toBe(to);
  });

  it('splits the actions between the carrier and the customer', () => {
    expect(CARRIER_DRIVER_ACTIONS).toEqual(['tocheck', 'uncancel']);
    expect(CUSTOMER_DRIVER_ACTIONS).toEqual(['to_verification', 'tocancel', 'tonew']);
  });
});

describe('vehicle actions', () => {
  it.each([
    ['send_to_check', [NEW], onCheck],
    ['send_to_verification', [onCheck], verified],
    ['to_cancel', [NEW, onCheck, verified], cancelled],
    ['to_new', [onCheck, verified, cancelled], NEW],
  ] as const)('%s is allowed from %j only and leads to %i', (action, from, to) => {
    expect(allowedFrom(VEHICLE_ACTIONS, action)).toEqual(from);
    expect(VEHICLE_ACTIONS[action].to).toBe(to);
  });

  it('gives the customer the decisions', () => {
    expect(CUSTOMER_VEHICLE_ACTIONS).toEqual(['send_to_verification', 'to_cancel', 'to_new']);
  });

  it('allows no unknown action', () => {
    expect(canDo(VEHICLE_ACTIONS, 'delete', NEW)).toBe(false);
  });
});

describe('driver drafts', () => {
  it('number new 0, accepted 1, declined 2 with Russian labels', () => {
    expect(DRIVER_DRAFT_STATUS).toEqual({ new: 0, accepted: 1, declined: 2 });
    expect(DRIVER_DRAFT_STATUS_LABELS).toEqual({ 0: 'Новый', 1: 'Принят', 2: 'Отклонён' });
  });
});

describe('attorneys', () => {
  it('cancel an active one and restore a cancelled one', () => {
    expect(ATTORNEY_STATUS).toEqual({ active: 0, cancelled: 1 });
    expect(ATTORNEY_ACTIONS.cancel).toEqual({ from: [0], to: 1 });
    expect(ATTORNEY_ACTIONS.uncancel).toEqual({ from: [1], to: 0 });
    expect(canDo(ATTORNEY_ACTIONS, 'cancel', 0 as never)).toBe(true);
    expect(canDo(ATTORNEY_ACTIONS, 'cancel', 1 as never)).toBe(false);
  });

  it('expire the day after dateTo, not on it', () => {
    expect(isAttorneyExpired('2026-05-01', '2026-05-02')).toBe(true);
    expect(isAttorneyExpired('2026-05-01', '2026-05-01')).toBe(false);
    expect(isAttorneyExpired('2026-05-02', '2026-05-01')).toBe(false);
  });

  it('show an active expired attorney as expired, a cancelled one as cancelled', () => {
    expect(ATTORNEY_STATUS_LABELS).toEqual({ 0: 'Действует', 1: 'Отозвана' });
    expect(ATTORNEY_EXPIRED_LABEL).toBe('Истекла');
    expect(attorneyLabel(0, '2026-05-01', '2026-05-02')).toBe('Истекла');
    expect(attorneyLabel(0, '2026-05-01', '2026-05-01')).toBe('Действует');
    expect(attorneyLabel(1, '2026-05-01', '2026-05-02')).toBe('Отозвана');
    expect(attorneyLabel(1, '2026-05-02', '2026-05-01')).toBe('Отозвана');
  });
});
