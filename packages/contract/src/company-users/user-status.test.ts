import { describe, expect, it } from 'vitest';
import { USER_STATUS_LABELS, userStatusOf } from './user-status';

describe('company user status', () => {
  it('names an activated user active, an invitee awaiting activation, and a blocked one blocked', () => {
    expect(USER_STATUS_LABELS[userStatusOf({ blocked: false, active: true })]).toBe('Активен');
    expect(USER_STATUS_LABELS[userStatusOf({ blocked: false, active: false })]).toBe('Ожидает активации');
    expect(USER_STATUS_LABELS[userStatusOf({ blocked: true, active: true })]).toBe('Заблокирован');
    expect(userStatusOf({ blocked: true, active: false })).toBe('blocked');
  });
});
