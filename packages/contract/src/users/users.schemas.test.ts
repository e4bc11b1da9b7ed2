import { describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  changePasswordBodySchema,
  USER_MESSAGES,
  type User,
  updateUserBodySchema,
  userIdParamsSchema,
  userSchema,
} from './users.schemas';

describe('updateUserBodySchema', () => {
  it('takes a trimmed name of 1 to 255 characters and an optional phone', () => {
    expect(updateUserBodySchema.parse({ fullname: ' Иванов Иван ', phone: null })).toEqual({
      fullname: 'Иванов Иван',
      phone: null,
    });
    expect(updateUserBodySchema.parse({ fullname: 'Иванов' })).toEqual({ fullname: 'Иванов' });
    expect(updateUserBodySchema.safeParse({ fullname: '  ' }).success).toBe(false);
    expect(updateUserBodySchema.safeParse({ fullname: 'я'.repeat(255) }).success).toBe(true);
    expect(updateUserBodySchema.safeParse({ fullname: 'я'.repeat(256) }).success).toBe(false);
    expect(updateUserBodySchema.safeParse({ fullname: 'Иванов', phone: 'нет' }).success).toBe(false);
  });
});

describe('changePasswordBodySchema', () => {
  const body = { currentPassword: 'старый-пароль', newPassword: 'новый-пароль' };

  it('takes the current and the new password only (the caller’s session is known from its token)', () => {
    expect(changePasswordBodySchema.parse({ ...body, refreshToken: 'r' })).toEqual(body);
  });

  it('refuses a new password equal to the current one, on the new password', () => {
    const issues = changePasswordBodySchema.safeParse({ ...body, newPassword: body.currentPassword }).error
      ?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['newPassword', 'должен отличаться от текущего'],
    ]);
  });

  it('limits the current password to 1–128 characters', () => {
    expect(changePasswordBodySchema.safeParse({ ...body, currentPassword: '' }).success).toBe(false);
    expect(changePasswordBodySchema.safeParse({ ...body, currentPassword: 'я'.repeat(128) }).success).toBe(
      true,
    );
    expect(changePasswordBodySchema.safeParse({ ...body, currentPassword: 'я'.repeat(129) }).success).toBe(
      false,
    );
  });
});

describe('the user answers', () => {
  it('pass a user through', () => {
    const user: User = {
      id: 1,
      username: 'ivanov@example.ru',
      fullname: 'Иванов Иван',
      phone: null,
      roles: ['ROLE_ADMIN'],
      ownerType: 'customer',
      ownerId: 2,
      blocked: false,
      active: true,
      createdAt: '2025-03-12T10:00:00.000Z',
    };
    expect(userSchema.parse(user)).toEqual(user);
    expect(userIdParamsSchema.parse({ id: '3' })).toEqual({ id: 3 });
  });

  it('speak Russian', () => {
    expectRussianMessages(USER_MESSAGES);
  });
});
