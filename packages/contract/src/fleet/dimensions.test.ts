import { describe, expect, it } from 'vitest';
import { DIMENSION_MESSAGES } from './dimensions.schemas';

describe('DIMENSION_MESSAGES.inUse', () => {
  it('names the route ways and tender lots that keep a dimension from being deleted', () => {
    expect(DIMENSION_MESSAGES.inUse({ routeWays: 1, tenderLots: 0 })).toBe(
      'Габарит используется в габаритах 1\u00a0маршрута',
    );
    expect(DIMENSION_MESSAGES.inUse({ routeWays: 3, tenderLots: 2 })).toBe(
      'Габарит используется в габаритах 3\u00a0маршрутов и в 2\u00a0лотах тендеров',
    );
    expect(DIMENSION_MESSAGES.inUse({ routeWays: 0, tenderLots: 1 })).toBe(
      'Габарит используется в 1\u00a0лоте тендера',
    );
  });
});
