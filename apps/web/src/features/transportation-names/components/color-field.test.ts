import { colorName } from '@portal/contract/format/colors';
import { describe, expect, it } from 'vitest';
import { PRESET_COLORS } from './color-field';

describe('the colour palette of a kind of cargo', () => {
  it('offers no two colours of one Russian name', () => {
    expect(new Set(PRESET_COLORS.map(colorName)).size).toBe(PRESET_COLORS.length);
  });
});
