import { describe, expect, it } from 'vitest';
import { isAdmin, isAdminOrManager, OWNER_TYPE_LABELS, OWNER_TYPES, ROLE_LABELS, ROLES } from './roles';

describe('the role and owner type labels', () => {
  it('name every role and both sides in Russian', () => {
    for (const role of ROLES) expect(ROLE_LABELS[role], role).toMatch(/^[А-ЯЁ][а-яё]+$/);
    for (const ownerType of OWNER_TYPES)
      expect(OWNER_TYPE_LABELS[ownerType], ownerType).toMatch(/^[А-ЯЁ][а-яё]+$/);
    expect(new Set(Object.values(ROLE_LABELS)).size).toBe(ROLES.length);
  });
});

// SPEC 6: admin and manager together are 'admin or manager'.
describe('isAdmin and isAdminOrManager', () => {
  it('tell an admin and a manager from a plain user', () => {
    expect(isAdmin(['ROLE_USER', 'ROLE_ADMIN'])).toBe(true);
    expect(isAdmin(['ROLE_MANAGER'])).toBe(false);
    expect(isAdminOrManager(['ROLE_MANAGER'])).toBe(true);
    expect(isAdminOrManager(['ROLE_ADMIN'])).toBe(true);
    expect(isAdminOrManager(['ROLE_USER'])).toBe(false);
  });
});
