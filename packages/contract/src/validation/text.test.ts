import { describe, expect, it } from 'vitest';
import { FORBIDDEN_CHARACTERS_MESSAGE, isStorableText, text } from './text';

describe('text', () => {
  it.each([
    ['a\u0000b', 'a NUL'],
    ['\u0000', 'only a NUL'],
    ['x\ud800', 'a lone high surrogate'],
    ['\udc00x', 'a lone low surrogate'],
    ['\ude00\ud83d', 'a pair in the wrong order'],
  ])('refuses %j (%s) with a Russian message', (value) => {
    const result = text().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
  });

  it.each(['', 'ООО «Ромашка»', 'грузовик 🚚', 'tab\tand\nnewline', 'é'])('keeps %j', (value) => {
    expect(isStorableText(value)).toBe(true);
    expect(text().parse(value)).toBe(value);
  });

  it('keeps the string methods chained after it', () => {
    const name = text().trim().min(1).max(3);
    expect(name.parse('  ab ')).toBe('ab');
    expect(name.safeParse('abcd').success).toBe(false);
    expect(name.safeParse(' \u0000 ').success).toBe(false);
  });
});
