import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { installRussianErrors } from './ru-errors';

const firstMessage = (schema: z.ZodType, input: unknown): string | undefined => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('installRussianErrors', () => {
  beforeAll(() => {
    installRussianErrors();
  });

  it('calls a missing required field "обязательное поле"', () => {
    expect(firstMessage(z.object({ name: z.string() }), {})).toBe('обязательное поле');
    expect(firstMessage(z.object({ name: z.string() }), { name: null })).toBe('обязательное поле');
  });

  it('calls an empty string that must have one character "обязательное поле"', () => {
    expect(firstMessage(z.string().min(1), '')).toBe('обязательное поле');
  });

  it('names the minimum length of a too-short string', () => {
    expect(firstMessage(z.string().min(8), 'short')).toBe('не короче 8 символов');
    expect(firstMessage(z.string().min(21), 'short')).toBe('не короче 21 символа');
  });

  it('names the maximum length of a too-long string', () => {
    expect(firstMessage(z.string().max(3), 'long')).toBe('не длиннее 3 символов');
    expect(firstMessage(z.string().max(1), 'long')).toBe('не длиннее 1 символа');
  });

  it('calls an invalid e-mail "неверный адрес электронной почты"', () => {
    expect(firstMessage(z.email(), 'not-an-email')).toBe('неверный адрес электронной почты');
  });

  it('says a value must be a number when a string is given', () => {
    expect(firstMessage(z.number(), 'abc')).toBe('должно быть числом');
  });

  it('names the bounds of a number', () => {
    expect(firstMessage(z.number().min(1), 0)).toBe('не меньше 1');
    expect(firstMessage(z.number().max(100), 101)).toBe('не больше 100');
  });

  it('calls a value outside an enum "недопустимое значение"', () => {
    expect(firstMessage(z.enum(['customer', 'contractor']), 'admin')).toBe('недопустимое значение');
  });

  it('lists unknown fields of a strict object', () => {
    expect(firstMessage(z.strictObject({ name: z.string() }), { name: 'a', extra: 1 })).toBe(
      'неизвестные поля: extra',
    );
  });

  it('keeps a message the schema sets itself', () => {
    expect(firstMessage(z.string().min(8, 'свой текст'), 'short')).toBe('свой текст');
  });
});
