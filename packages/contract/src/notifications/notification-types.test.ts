import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES_BY_SIDE,
  notificationTypeLabel,
} from './notification-types';

describe('notification types', () => {
  it('gives every type to a side, and to both only «Комментарий» (issue 25: the other side hears of it) and the webhooks both sides keep', () => {
    const { contractor, customer } = NOTIFICATION_TYPES_BY_SIDE;
    const bySide = new Set<string>([...contractor, ...customer]);
    expect([...bySide].sort()).toEqual(Object.keys(NOTIFICATION_TYPE_LABELS).sort());
    expect(contractor.filter((type) => (customer as readonly string[]).includes(type))).toEqual([
      'comment',
      'webhook-disabled',
    ]);
  });

  it('names a known type in Russian and an unknown stored one by its raw name', () => {
    expect(notificationTypeLabel('contractor-rejected')).toBe('Отказ в верификации');
    expect(notificationTypeLabel('tender-won')).toBe('tender-won');
    expect(notificationTypeLabel('toString')).toBe('toString');
  });
});
