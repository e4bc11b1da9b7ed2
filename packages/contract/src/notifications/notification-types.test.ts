import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES_BY_SIDE,
  notificationTypeLabel,
} from './notification-types';

describe('notification types', () => {
  it('gives every type to exactly one side', () => {
    const bySide = [...NOTIFICATION_TYPES_BY_SIDE.contractor, ...NOTIFICATION_TYPES_BY_SIDE.customer];
    expect([...bySide].sort()).toEqual(Object.keys(NOTIFICATION_TYPE_LABELS).sort());
  });

  it('names a known type in Russian and an unknown stored one by its raw name', () => {
    expect(notificationTypeLabel('contractor-rejected')).toBe('Отказ в верификации');
    expect(notificationTypeLabel('tender-won')).toBe('tender-won');
    expect(notificationTypeLabel('toString')).toBe('toString');
  });
});
