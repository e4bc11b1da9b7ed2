import { describe, expect, it } from 'vitest';
import { colorName, relativeLuminance } from './colors';

// Each case breaks one rule of colors.ts alone; the basic cases are in colors.test.ts.

describe('colour codes', () => {
  it('takes the code with or without #, around spaces', () => {
    expect(colorName('ff0000')).toBe('красный');
    expect(colorName(' #ff0000 ')).toBe('красный');
  });

  it('takes nothing but six hex digits: the code itself is the name otherwise', () => {
    for (const code of ['#ff0000x', 'x#ff0000', '#ff000', '##ff0000']) expect(colorName(code)).toBe(code);
  });

  it('has no luminance for a code that is not a colour, 1 for white', () => {
    expect(relativeLuminance('не цвет')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });
});

describe('colorName', () => {
  it('names every hue of the wheel', () => {
    expect(colorName('#cc6600')).toBe('оранжевый');
    expect(colorName('#ffff00')).toBe('жёлтый');
    expect(colorName('#80ff00')).toBe('зелёный');
    expect(colorName('#00bfff')).toBe('голубой');
    expect(colorName('#0080ff')).toBe('синий');
    expect(colorName('#8000ff')).toBe('фиолетовый');
    expect(colorName('#ff00ff')).toBe('розовый');
    // Hue 345: red again at the top of the wheel.
    expect(colorName('#ff0040')).toBe('красный');
  });

  it('puts a hue on its limit into the next name', () => {
    // Hue exactly 15 and exactly 200.
    expect(colorName('#cc3300')).toBe('оранжевый');
    expect(colorName('#00aaff')).toBe('синий');
  });

  it('computes the hue from the strongest channel, dark or not', () => {
    expect(colorName('#cc0066')).toBe('розовый');
    expect(colorName('#220011')).toBe('тёмно-розовый');
    expect(colorName('#113311')).toBe('тёмно-зелёный');
    expect(colorName('#002222')).toBe('тёмно-голубой');
    expect(colorName('#99ccff')).toBe('светло-синий');
    // Lightness exactly 0.3: not yet dark.
    expect(colorName('#990000')).toBe('красный');
    expect(colorName('#660000')).toBe('тёмно-красный');
  });

  it('names greys by lightness, the limits staying on the middle side', () => {
    expect(colorName('#000000')).toBe('чёрный');
    expect(colorName('#333333')).toBe('тёмно-серый');
    // Lightness exactly 0.6: still plain grey.
    expect(colorName('#999999')).toBe('серый');
    expect(colorName('#cccccc')).toBe('светло-серый');
    // Lightness exactly 0.9: not yet white.
    expect(colorName('#ddddee')).toBe('светло-серый');
  });
});
