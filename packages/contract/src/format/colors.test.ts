import { describe, expect, it } from 'vitest';
import { colorName, contrastRatio, readableTextOn } from './colors';

describe('colours', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f5fbf', '#ffffff')).toBeCloseTo(6.09, 1);
  });

  it('puts dark text on a light colour and white on a dark one, at 4.5:1 or more for these', () => {
    for (const color of ['#52c41a', '#faad14', '#13c2c2', '#ffffff']) {
      expect(readableTextOn(color)).toBe('#000000');
      expect(contrastRatio(color, '#000000')).toBeGreaterThanOrEqual(4.5);
    }
    for (const color of ['#0958d9', '#722ed1', '#cf1322', '#000000'])
      expect(readableTextOn(color)).toBe('#ffffff');
  });

  it('names colours in Russian', () => {
    expect(colorName('#ff0000')).toBe('красный');
    expect(colorName('#52c41a')).toBe('зелёный');
    expect(colorName('#1677ff')).toBe('синий');
    expect(colorName('#722ed1')).toBe('фиолетовый');
    expect(colorName('#faad14')).toBe('оранжевый');
    expect(colorName('#808080')).toBe('серый');
    expect(colorName('#ffffff')).toBe('белый');
    expect(colorName('#002766')).toBe('тёмно-синий');
    expect(colorName('не цвет')).toBe('не цвет');
  });
});
