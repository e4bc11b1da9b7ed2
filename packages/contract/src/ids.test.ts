import { describe, expect, it } from 'vitest';
import { ID_MESSAGE, INT4_MAX, idParamSchema, idSchema, queryIntegerSchema } from './ids';
import { installRussianErrors } from './validation/ru-errors';

installRussianErrors();

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('idParamSchema', () => {
  it('reads a decimal id up to the int4 maximum', () => {
    expect(idParamSchema.parse('1')).toBe(1);
    expect(idParamSchema.parse('2147483647')).toBe(INT4_MAX);
  });

  it.each([
    ['2147483648', 'one above int4'],
    ['9999999999', 'ten digits above int4'],
    ['12345678901', 'eleven digits'],
    ['0', 'zero'],
    ['-1', 'a sign'],
    ['+1', 'a plus sign'],
    [' 1', 'a leading space'],
    ['1 ', 'a trailing space'],
    ['00001', 'leading zeros'],
    ['1e3', 'an exponent'],
    ['1.0', 'a fraction'],
    ['0x10', 'hexadecimal'],
    ['', 'nothing'],
    ['abc', 'letters'],
  ])('refuses %j (%s) with a Russian message', (value) => {
    const result = idParamSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe(ID_MESSAGE);
  });

  it('refuses a number that did not come as text, and names a missing id as required', () => {
    expect(idParamSchema.safeParse(1).success).toBe(false);
    expect(messageOf(idParamSchema.safeParse(undefined))).toBe('обязательное поле');
  });
});

describe('idSchema', () => {
  it('takes a positive int4 from JSON', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(INT4_MAX)).toBe(INT4_MAX);
  });

  it.each([[INT4_MAX + 1], [0], [-1], [1.5]])('refuses %j', (value) => {
    const result = idSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe(ID_MESSAGE);
  });
});

describe('idSchema of a wrong type', () => {
  it.each([
    ['1', 'должно быть числом'],
    [null, 'обязательное поле'],
    [undefined, 'обязательное поле'],
  ])('refuses %j saying %s', (value, message) => {
    expect(messageOf(idSchema.safeParse(value))).toBe(message);
  });
});

describe('queryIntegerSchema', () => {
  const page = queryIntegerSchema(1, 100);

  it('reads decimal text within its bounds', () => {
    expect(page.parse('1')).toBe(1);
    expect(page.parse('100')).toBe(100);
    expect(queryIntegerSchema(0, 3).parse('0')).toBe(0);
  });

  it.each(['0', '101', '+1', '01', '1e1', '1.5', '', ' 2'])('refuses %j', (value) => {
    expect(page.safeParse(value).success).toBe(false);
  });

  it('names the bound it broke', () => {
    expect(messageOf(page.safeParse('101'))).toBe('не больше 100');
    expect(messageOf(page.safeParse('0'))).toBe('не меньше 1');
    expect(messageOf(page.safeParse('x'))).toBe('должно быть целым числом');
  });
});
