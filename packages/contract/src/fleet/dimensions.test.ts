import { describe, expect, it } from 'vitest';
import { DIMENSION_MESSAGES, routeWayDimensionBodySchema } from './dimensions.schemas';

describe('routeWayDimensionBodySchema', () => {
  const issues = (options: unknown[]) =>
    (routeWayDimensionBodySchema.safeParse({ routeWay: 1, dimension: 1, options }).error?.issues ?? []).map(
      (issue) => [issue.path.join('.'), issue.message],
    );

  it('refuses an option repeating an earlier one (the same dimension for the same pair)', () => {
    expect(issues([{ dimension: 2 }, { dimension: 2, firstDepartment: null, lastDepartment: null }])).toEqual(
      [['options.1.dimension', 'такой дополнительный габарит с этой парой отделений уже указан выше']],
    );
    expect(
      issues([
        { dimension: 2, firstDepartment: 1, lastDepartment: 3 },
        { dimension: 3, firstDepartment: 1, lastDepartment: 3 },
        { dimension: 2, firstDepartment: 1, lastDepartment: 3 },
      ]),
    ).toEqual([
      ['options.2.dimension', 'такой дополнительный габарит с этой парой отделений уже указан выше'],
    ]);
  });

  it('takes one dimension for several pairs, and several dimensions for one pair', () => {
    expect(
      issues([
        { dimension: 2 },
        { dimension: 2, firstDepartment: 1, lastDepartment: 3 },
        { dimension: 3, firstDepartment: 1, lastDepartment: 3 },
      ]),
    ).toEqual([]);
  });
});

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
