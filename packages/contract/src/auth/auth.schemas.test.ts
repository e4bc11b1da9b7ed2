import { describe, expect, it } from 'vitest';
import {
  type LoginCheckResponse,
  loginBodySchema,
  loginCheckQuerySchema,
  loginCheckResponseSchema,
  logoutBodySchema,
  messageResponseSchema,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  type Session,
  sessionSchema,
  tokenPairSchema,
  usernameSchema,
} from './auth.schemas';

describe('loginBodySchema', () => {
  it('takes a trimmed, lower-cased login and the password as typed', () => {
    expect(loginBodySchema.parse({ username: ' Ivanov@Example.RU ', password: ' пароль ' })).toEqual({
      username: 'ivanov@example.ru',
      password: ' пароль ',
    });
  });

  it('limits the login to 1–180 characters and the password to 1–128', () => {
    const login = (username: string, password = 'p') =>
      loginBodySchema.safeParse({ username, password }).success;
    expect(login(' ')).toBe(false);
    expect(login('я'.repeat(180))).toBe(true);
    expect(login('я'.repeat(181))).toBe(false);
    expect(login('ivanov', '')).toBe(false);
    expect(login('ivanov', 'я'.repeat(128))).toBe(true);
    expect(login('ivanov', 'я'.repeat(129))).toBe(false);
  });
});

describe('usernameSchema and passwordSchema', () => {
  it('take an e-mail of up to 180 characters as the login', () => {
    expect(usernameSchema.parse(' Petrov@Example.RU ')).toBe('petrov@example.ru');
    expect(usernameSchema.safeParse('petrov').success).toBe(false);
    expect(usernameSchema.safeParse(`${'a'.repeat(169)}@example.ru`).success).toBe(true);
    expect(usernameSchema.safeParse(`${'a'.repeat(170)}@example.ru`).success).toBe(false);
  });

  it('take a password of 8 to 128 characters', () => {
    expect(passwordSchema.safeParse('я'.repeat(PASSWORD_MIN_LENGTH)).success).toBe(true);
    expect(passwordSchema.safeParse('я'.repeat(PASSWORD_MIN_LENGTH - 1)).success).toBe(false);
    expect(passwordSchema.safeParse('я'.repeat(128)).success).toBe(true);
    expect(passwordSchema.safeParse('я'.repeat(129)).success).toBe(false);
  });
});

describe('the refresh token fields', () => {
  it('take a token of 1 to 200 characters, optional for the session check', () => {
    expect(logoutBodySchema.parse({ refreshToken: 'r' })).toEqual({ refreshToken: 'r' });
    expect(logoutBodySchema.safeParse({ refreshToken: '' }).success).toBe(false);
    expect(logoutBodySchema.safeParse({ refreshToken: 'r'.repeat(200) }).success).toBe(true);
    expect(logoutBodySchema.safeParse({ refreshToken: 'r'.repeat(201) }).success).toBe(false);
    expect(loginCheckQuerySchema.parse({})).toEqual({});
    expect(loginCheckQuerySchema.parse({ refreshToken: 'r' })).toEqual({ refreshToken: 'r' });
    expect(loginCheckQuerySchema.safeParse({ refreshToken: '' }).success).toBe(false);
    expect(loginCheckQuerySchema.safeParse({ refreshToken: 'r'.repeat(201) }).success).toBe(false);
  });
});

describe('the session answers', () => {
  const session: Session = {
    isAuth: true,
    id: 1,
    username: 'ivanov@example.ru',
    fullname: 'Иванов Иван',
    roles: ['ROLE_ADMIN'],
    ownerType: 'customer',
    ownerId: 2,
    company: { id: 2, name: 'ООО «Заказчик»' },
    INN: '7707083893',
    verified: true,
    verificationStatus: 1,
  };

  it('pass a session through, and a rotated token pair with it', () => {
    expect(sessionSchema.parse(session)).toEqual(session);
    const rotated: LoginCheckResponse = { ...session, token: 't', refreshToken: 'r' };
    expect(loginCheckResponseSchema.parse(rotated)).toEqual(rotated);
    expect(tokenPairSchema.parse({ token: 't', refreshToken: 'r' })).toEqual({
      token: 't',
      refreshToken: 'r',
    });
    expect(messageResponseSchema.parse({ message: 'Готово' })).toEqual({ message: 'Готово' });
  });

  it('is never an anonymous session', () => {
    expect(sessionSchema.safeParse({ ...session, isAuth: false }).success).toBe(false);
  });
});
