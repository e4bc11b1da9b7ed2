import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  customers,
  movementPoints,
  routeDisclaimers,
  routeEvents,
  routes,
  routeWays,
  users,
} from '../db/schema/index';
import { DEMO_CUSTOMER_INN } from './demo-accounts';
import { seedDemo } from './demo-seed';
import { seedFreight } from './freight.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
}, 120_000);
afterAll(() => t.close());

describe('freight demo data', () => {
  it('gives the demo shipper 15+ ways and 60+ flights in every state, and runs once', async () => {
    const db = t.app.ctx.db;
    const [shipper] = await db.select().from(customers).where(eq(customers.inn, DEMO_CUSTOMER_INN));
    const own = eq(routes.customerId, shipper!.id);
    const [ways] = await db
      .select({ n: count() })
      .from(routeWays)
      .where(eq(routeWays.customerId, shipper!.id));
    expect(ways!.n).toBeGreaterThanOrEqual(15);
    const flights = await db.select().from(routes).where(own);
    expect(flights.length).toBeGreaterThanOrEqual(60);
    expect(flights.some((flight) => flight.isDraft)).toBe(true);
    expect(flights.some((flight) => flight.isCancel)).toBe(true);
    expect(
      flights.some((flight) => !flight.isDraft && !flight.isCancel && flight.contractorId === null),
    ).toBe(true);
    const closed = flights.filter((flight) => flight.currentState === 7);
    expect(closed.some((flight) => flight.lateness > 0)).toBe(true);
    expect(closed.some((flight) => flight.lateness === 0)).toBe(true);
    expect(new Set(flights.map((flight) => flight.currentState))).toEqual(new Set([0, 1, 4, 7]));
    const [carrierAdmin] = await db.select().from(users).where(eq(users.username, 'admin@carrier.demo'));
    expect(
      flights.filter((flight) => flight.contractorId === carrierAdmin!.ownerId).length,
    ).toBeGreaterThanOrEqual(10);
    // Under way: assigned, the first planned arrival has passed and nothing is recorded.
    const underWay = await db
      .select({ id: routes.id })
      .from(routes)
      .innerJoin(movementPoints, and(eq(movementPoints.routeId, routes.id), eq(movementPoints.position, 0)))
      .where(
        and(
          own,
          isNotNull(routes.contractorId),
          eq(routes.currentState, 0),
          lt(movementPoints.planDateArrival, new Date()),
          isNull(movementPoints.factDateArrival),
        ),
      );
    expect(underWay.length).toBeGreaterThanOrEqual(3);
    const events = await db.select().from(routeEvents);
    expect(new Set(events.map((event) => event.type))).toEqual(new Set([0, 1]));
    const disclaimers = await db.select().from(routeDisclaimers);
    expect(disclaimers.map((row) => row.status).sort()).toEqual([0, 1]);
    expect(await seedFreight(t.app.ctx)).toBe(false);
  });
});
