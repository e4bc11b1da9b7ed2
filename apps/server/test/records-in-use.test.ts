import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, routeContainers, routes } from '../src/db/schema/index';
import { stopAuctionScheduler } from '../src/modules/auctions/auction-scheduler';
import { validAttorney, validDriver, validTrailer, validTruck } from '../src/modules/fleet/fleet.fixtures';
import { tendersKit } from '../src/modules/tenders/tenders.fixtures';
import { expectProblem } from './problem';
import { createTestApp, type TestApp } from './test-app';

// Issue 21: a DELETE of a record others refer to answers 409 naming every kind of use with its count, in correct
// Russian plural forms, and the record stays.

let t: TestApp;
let kit: ReturnType<typeof tendersKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = tendersKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof kit.setUpCustomer>>;
type Auth = Record<string, string>;

/** A flight of the customer on its own day (a route code is unique per customer and day). */
const flightOn = async (customer: Customer, day: number) =>
  (
    await kit.createRoute(customer, {
      planDateArrival: `2027-03-${String(day).padStart(2, '0')}T10:00:00+03:00`,
    })
  ).id;

const created = async (url: string, auth: Auth, body: Record<string, unknown>) => {
  const response = await kit.call('POST', url, auth, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};

/** DELETE answers 409 with exactly this message, and the record still answers 200. */
const expectKept = async (url: string, auth: Auth, message: string) => {
  expect(expectProblem(await kit.call('DELETE', url, auth), 409).message).toBe(message);
  const after = await kit.call('GET', url, auth);
  expect(after.statusCode, after.body).toBe(200);
};

describe('DELETE of a kind of cargo (transportation name)', () => {
  it('answers 409 naming its flights and tender lots, and keeps it', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    for (const day of [1, 2, 3]) await flightOn(customer, day);
    await kit.activeTender(customer, [carrier]);
    await expectKept(
      `${customer.base}/transportation-names/${customer.transportationId}`,
      customer.admin.auth,
      'Наименование перевозки используется в 3\u00a0рейсах и в 1\u00a0лоте тендера',
    );
  });

  it('says «в 1 рейсе» for one flight', async () => {
    const customer = await kit.setUpCustomer();
    await flightOn(customer, 1);
    await expectKept(
      `${customer.base}/transportation-names/${customer.transportationId}`,
      customer.admin.auth,
      'Наименование перевозки используется в 1\u00a0рейсе',
    );
  });
});

describe('DELETE of a dimension', () => {
  it('answers 409 naming the route ways whose dimensions use it and the tender lots, and keeps it', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const dimensionId = await created(`${customer.base}/dimensions`, customer.admin.auth, {
      name: 'Еврофура',
      weight: 20,
      volume: 82,
      volumeFrom: 0,
      volumeTo: 82,
      percentage: 100,
    });
    await created(`${customer.base}/route-way-dimensions`, customer.admin.auth, {
      routeWay: customer.routeWayId,
      dimension: dimensionId,
    });
    await kit.activeTender(customer, [carrier], {}, [kit.lot(customer, { dimension: dimensionId })]);
    await expectKept(
      `${customer.base}/dimensions/${dimensionId}`,
      customer.admin.auth,
      'Габарит используется в габаритах 1\u00a0маршрута и в 1\u00a0лоте тендера',
    );
  });
});

describe('DELETE of the fleet a carrier put on flights', () => {
  const setUp = async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const base = `/api/contractors/${carrier.id}`;
    const flights = [await flightOn(customer, 1), await flightOn(customer, 2)];
    await t.app.ctx.db
      .update(routes)
      .set({ contractorId: carrier.id })
      .where(eq(routes.customerId, customer.customerId));
    return { carrier, base, flights };
  };

  it('keeps a driver on two flights and in a power of attorney, naming both', async () => {
    const { carrier, base, flights } = await setUp();
    const driverId = await created(`${base}/drivers`, carrier.auth, validDriver());
    // A power of attorney is issued to a verified driver; back to new, only its use keeps the driver.
    await t.app.ctx.db.update(drivers).set({ status: 2 }).where(eq(drivers.id, driverId));
    await created(
      `${base}/attorneys`,
      carrier.auth,
      validAttorney(driverId, { issuerInn: carrier.company.inn }),
    );
    await t.app.ctx.db.update(drivers).set({ status: 0 }).where(eq(drivers.id, driverId));
    await t.app.ctx.db.update(routes).set({ firstDriverId: driverId }).where(eq(routes.id, flights[0]!));
    await t.app.ctx.db.update(routes).set({ secondDriverId: driverId }).where(eq(routes.id, flights[1]!));
    await expectKept(
      `${base}/drivers/${driverId}`,
      carrier.auth,
      'Водитель назначен на 2\u00a0рейса и указан в 1\u00a0доверенности',
    );
  });

  it('keeps a truck on two flights and a trailer on one', async () => {
    const { carrier, base, flights } = await setUp();
    const truckId = await created(`${base}/vehicles`, carrier.auth, validTruck());
    const trailerId = await created(`${base}/vehicles`, carrier.auth, validTrailer());
    await t.app.ctx.db.update(routes).set({ vehicleId: truckId }).where(inArray(routes.id, flights));
    await t.app.ctx.db.update(routes).set({ trailerId }).where(eq(routes.id, flights[1]!));
    await expectKept(`${base}/vehicles/${truckId}`, carrier.auth, 'ТС назначено на 2\u00a0рейса');
    await expectKept(`${base}/vehicles/${trailerId}`, carrier.auth, 'ТС назначено на 1\u00a0рейс');
  });

  it('keeps a container on a flight', async () => {
    const { carrier, base, flights } = await setUp();
    const containerId = await created(`${base}/containers`, carrier.auth, {
      number: 'CSQU3054383',
      containerType: 1,
    });
    await t.app.ctx.db.insert(routeContainers).values({ routeId: flights[0]!, containerId });
    await expectKept(`${base}/containers/${containerId}`, carrier.auth, 'Контейнер назначен на 1\u00a0рейс');
  });
});

describe('DELETE of a contractor list', () => {
  it('answers 409 naming the auctions and tenders that took their participants from it, and keeps it', async () => {
    const customer = await kit.setUpCustomer();
    const carriers = [await kit.partner(customer), await kit.partner(customer)];
    const listId = await created(`${customer.base}/contractor-lists`, customer.admin.auth, {
      name: 'Постоянные перевозчики',
      contractorIds: carriers.map((carrier) => carrier.id),
    });
    const byList = { contractors: undefined, contractorList: listId };
    for (const day of [1, 2]) {
      const flight = await kit.readyRoute(customer, 150_000, `2027-03-0${day}`);
      await kit.createAuction(customer, kit.auctionBody([flight.id], [], byList));
    }
    await kit.activeTender(customer, [], byList);
    await expectKept(
      `${customer.base}/contractor-lists/${listId}`,
      customer.admin.auth,
      'Список перевозчиков используется в 2\u00a0аукционах и в 1\u00a0тендере',
    );
  });
});
