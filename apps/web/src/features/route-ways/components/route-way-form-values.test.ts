import { routeWayBodySchema } from '@portal/contract/freight/route-ways.schemas';
import { describe, expect, it } from 'vitest';
import { formValuesToBody, NEW_ROUTE_WAY_VALUES, routeWayToFormValues } from './route-way-form-values';

describe('route way form values', () => {
  it('turns the filled form into a body the contract accepts, the first point at 0 km', () => {
    const body = formValuesToBody({
      ...NEW_ROUTE_WAY_VALUES,
      code: 'СМР-КЗН',
      name: 'Самара — Казань',
      points: [
        { department: 8, distance: null },
        { department: 3, distance: 360 },
      ],
    });
    expect(body.points).toEqual([
      { department: 8, distance: 0 },
      { department: 3, distance: 360 },
    ]);
    expect(routeWayBodySchema.safeParse(body).success).toBe(true);
  });

  it('fills the form from a route way in the order of its points', () => {
    const department = (id: number) => ({ id, name: `Отделение ${id}`, timezone: 'Europe/Moscow' });
    expect(
      routeWayToFormValues({
        id: 1,
        code: 'А-Б',
        name: 'А — Б',
        transportationType: 3,
        points: [
          { position: 0, department: department(1), distance: 0 },
          { position: 1, department: department(2), distance: 100 },
        ],
        distance: 100,
        tariff: null,
        createdAt: '',
        updatedAt: '',
      }),
    ).toEqual({
      code: 'А-Б',
      name: 'А — Б',
      transportationType: 3,
      points: [
        { department: 1, distance: 0 },
        { department: 2, distance: 100 },
      ],
    });
  });
});
