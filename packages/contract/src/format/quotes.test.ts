import { describe, expect, it } from 'vitest';
import { quoted } from './quotes';

describe('quoted', () => {
  it('puts a plain name in «…»', () => {
    expect(quoted('Волга-Транс')).toBe('«Волга-Транс»');
  });

  it('turns the name’s own «…» into „…“ inside', () => {
    expect(quoted('ООО «Самарские перевозки»')).toBe('«ООО „Самарские перевозки“»');
  });

  it('turns straight double quotes into „…“ as well', () => {
    expect(quoted('АО "Сибирь" и партнёры')).toBe('«АО „Сибирь“ и партнёры»');
  });

  it('keeps nested pairs in order', () => {
    expect(quoted('«А» и «Б»')).toBe('«„А“ и „Б“»');
  });
});
