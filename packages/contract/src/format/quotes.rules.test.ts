import { describe, expect, it } from 'vitest';
import { quoted } from './quotes';

describe('quoted with mixed marks', () => {
  it('opens a straight quote after a closed «…»', () => {
    expect(quoted('ООО «Альфа» и "Бета"')).toBe('«ООО „Альфа“ и „Бета“»');
  });

  it('closes an open « with a straight quote', () => {
    expect(quoted('ООО «Альфа"')).toBe('«ООО „Альфа“»');
  });

  it('keeps a lone » a closing mark', () => {
    expect(quoted('Альфа»')).toBe('«Альфа“»');
  });
});
