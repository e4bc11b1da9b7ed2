import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { fleetKit } from './fleet.fixtures';

let t: TestApp;
let kit: ReturnType<typeof fleetKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = fleetKit(t);
});
afterAll(() => t.close());

describe('fleet reference lists', () => {
  it('answers the phone codes with +7 Россия first, to any signed-in user', async () => {
    const carrier = await kit.carrier();
    const answer = await kit.call('GET', '/api/phone-country-codes', carrier.plain.auth);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items[0]).toEqual({ id: 1, code: '+7', name: 'Россия' });
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/phone-country-codes' }), 401);
  });

  it('answers the check locations and the auction body types', async () => {
    const carrier = await kit.carrier();
    for (const url of ['/api/driver_check_locations', '/api/vehicles/auction_body_types']) {
      const answer = await kit.call('GET', url, carrier.plain.auth);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().items.length).toBeGreaterThan(3);
    }
  });

  it('searches the vehicle dimensions by name in any case and caps the answer at the limit', async () => {
    const customer = await kit.customer();
    const found = await kit.call('GET', '/api/vehicles/dimensions?query=ЕВРОФУРА', customer.plain.auth);
    expect(found.json().items.map((item: { id: number }) => item.id)).toEqual([7, 8]);
    expect(found.json().items[0]).toMatchObject({ volume: 82, loadCapacity: 20 });
    const limited = await kit.call('GET', '/api/vehicles/dimensions?limit=2', customer.plain.auth);
    expect(limited.json().items).toHaveLength(2);
    expectProblem(await kit.call('GET', '/api/vehicles/dimensions?limit=101', customer.plain.auth), 422);
  });
});
