import { describe, expect, it } from 'vitest';
import { containerCapacity, fleetBodyOf } from './flight-fleet-values';

const empty = { vehicle: null, trailer: null, firstDriver: null, secondDriver: null, containers: [] };

describe('the flight fleet form values', () => {
  it('gives a truck one container, a trailer two, nothing without vehicles', () => {
    expect(containerCapacity(empty)).toBe(0);
    expect(containerCapacity({ vehicle: 1, trailer: null })).toBe(1);
    expect(containerCapacity({ vehicle: 1, trailer: 2 })).toBe(3);
  });

  it('sends nulls to clear, drops a second driver equal to the first and containers beyond capacity', () => {
    expect(fleetBodyOf(empty)).toEqual({ ...empty });
    expect(
      fleetBodyOf({ vehicle: 1, trailer: null, firstDriver: 5, secondDriver: 5, containers: [7, 8] }),
    ).toEqual({
      vehicle: 1,
      trailer: null,
      firstDriver: 5,
      secondDriver: null,
      containers: [7],
    });
  });
});
