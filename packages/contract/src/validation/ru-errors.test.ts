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

  it('uses the plural «символов» for 11, though 11 ends in 1', () => {
    expect(firstMessage(z.string().max(11), 'a string of twelve')).toBe('не длиннее 11 символов');
    expect(firstMessage(z.string().max(111), 'a'.repeat(112))).toBe('не длиннее 111 символов');
  });

  it('counts the items of an array or a set', () => {
    expect(firstMessage(z.array(z.string()).min(2), ['a'])).toBe('выберите не меньше 2');
    expect(firstMessage(z.array(z.string()).max(1), ['a', 'b'])).toBe('не больше 1 элементов');
    expect(firstMessage(z.set(z.string()).min(2), new Set(['a']))).toBe('выберите не меньше 2');
  });

  it('calls an invalid e-mail "неверный адрес электронной почты"', () => {
    expect(firstMessage(z.email(), 'not-an-email')).toBe('неверный адрес электронной почты');
  });

  it('says a value must be a number when a string is given', () => {
    expect(firstMessage(z.number(), 'abc')).toBe('должно быть числом');
  });

  it('says a value must be a number when an integer is expected', () => {
    expect(firstMessage(z.int(), 'abc')).toBe('должно быть числом');
    expect(firstMessage(z.int(), 1.5)).toBe('должно быть целым числом');
  });

  it('calls any other wrong type "неверный тип значения"', () => {
    expect(firstMessage(z.string(), 5)).toBe('неверный тип значения');
  });

  it('calls a value off its step "должно быть целым числом"', () => {
    expect(firstMessage(z.number().multipleOf(1), 1.5)).toBe('должно быть целым числом');
  });

  it('calls a value that does not match a pattern "неверный формат"', () => {
    expect(firstMessage(z.string().regex(/^\d+$/), 'abc')).toBe('неверный формат');
  });

  it('calls a failed check without a message of its own "неверное значение"', () => {
    expect(
      firstMessage(
        z.string().refine(() => false),
        'abc',
      ),
    ).toBe('неверное значение');
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
    expect(firstMessage(z.strictObject({}), { first: 1, second: 2 })).toBe('неизвестные поля: first, second');
  });

  it('keeps a message the schema sets itself', () => {
    expect(firstMessage(z.string().min(8, 'свой текст'), 'short')).toBe('свой текст');
  });
});
