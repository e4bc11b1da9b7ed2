import { describe, expect, it } from 'vitest';
import { colorName } from '../format/colors';
import { firstFreeTransportationColor, TRANSPORTATION_NAME_COLORS } from './transportation-name-colors';
import { transportationNameColorSchema } from './transportation-names.schemas';

describe('the colour palette of a kind of cargo', () => {
  it('offers valid colours, no two of one Russian name', () => {
    for (const color of TRANSPORTATION_NAME_COLORS)
      expect(transportationNameColorSchema.parse(color)).toBe(color);
    expect(new Set(TRANSPORTATION_NAME_COLORS.map(colorName)).size).toBe(TRANSPORTATION_NAME_COLORS.length);
  });

  it('starts a new name with the first colour whose name no other name has', () => {
    expect(firstFreeTransportationColor([])).toBe('#1677ff');
    // The demo «Рефрижераторный груз» is blue; another shade of blue is the same colour to the API.
    expect(firstFreeTransportationColor(['#1677ff', '#52c41a'])).toBe('#722ed1');
    expect(firstFreeTransportationColor(['#0050b3'])).toBe('#722ed1');
  });

  it('falls back to the first colour once the whole palette is taken', () => {
    expect(firstFreeTransportationColor(TRANSPORTATION_NAME_COLORS)).toBe('#1677ff');
  });
});
