import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  auctionRoutes,
  auctions,
  contractorPartners,
  drivers,
  routes,
  tenderRoutes,
  tenderRouteTemplates,
  tenders,
  vehicles,
} from '../../db/schema/index';
import { freightKit } from '../freight/freight.fixtures';
import { driverIdentity, fleetKit, validDriver, validTrailer, validTruck } from './fleet.fixtures';

let t: TestApp;
let fleet: ReturnType<typeof fleetKit>;
let freight: ReturnType<typeof freightKit>;
beforeAll(async () => {
  t = await createTestApp();
  fleet = fleetKit(t);
  freight = freightKit(t);
});
afterAll(() => t.close());

const VERIFIED = 2;

/**
 * A customer's ready flight (1 May 2026, tariff 150 000 ₽) held by a partner carrier that has two verified
 * drivers with powers of attorney, a verified truck and trailer, an unverified truck and two containers.
 */
const setUp = async () => {
  const customer = await freight.setUpCustomer();
  const carrier = await fleet.carrier();
  const db = t.app.ctx.db;
  await db
    .insert(contractorPartners)
    .values({ customerId: customer.customerId, contractorId: carrier.id, status: 1 });
  const post = async (kind: string, body: unknown) => {
    const response = await fleet.call(
      'POST',
      `/api/contractors/${carrier.id}/${kind}`,
      carrier.admin.auth,
      body,
    );
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().id as number;
  };
  const first = await post('drivers', validDriver());
  const second = await post(
    'drivers',
    validDriver({ fullname: 'Петров Пётр Петрович', ...driverIdentity(0) }),
  );
  const unverifiedDriver = await post(
    'drivers',
    validDriver({ fullname: 'Новиков Н. Н.', ...driverIdentity(1) }),
  );
  const truck = await post('vehicles', validTruck());
  const trailer = await post('vehicles', validTrailer());
  const rawTruck = await post('vehicles', validTruck({ plateNumber: 'В456ОР77', vin: 'XTC54900091234568' }));
  await db
    .update(drivers)
    .set({ status: VERIFIED })
    .where(inArray(drivers.id, [first, second]));
  await db
    .update(vehicles)
    .set({ status: VERIFIED })
    .where(inArray(vehicles.id, [truck, trailer]));
  await post('attorneys', fleet.attorneyOf(carrier, first));
  await post('attorneys', fleet.attorneyOf(carrier, second, { number: 'Д-102', dateTo: '2026-04-30' }));
  const box = await post('containers', { number: 'CSQU3054383', containerType: 1 });
  const box2 = await post('containers', { number: 'MSKU1234565', containerType: 2 });
  const route = await freight.assignedRoute(customer, carrier.id);
  const url = `/api/contractors/${carrier.id}/routes/${route.id}`;
  return {
    customer,
    carrier,
    first,
    second,
    unverifiedDriver,
    truck,
    trailer,
    rawTruck,
    box,
    box2,
    route,
    url,
  };
};

/** The customer's dimensions for the way: up to 80 m³ at 100 %, «Мега» (80.01–120 m³) at 115 %. */
const addDimensions = async (s: Awaited<ReturnType<typeof setUp>>) => {
  const add = async (body: Record<string, unknown>) =>
    (
      await fleet.call('POST', `${s.customer.base}/dimensions`, s.customer.admin.auth, {
        name: 'Габарит',
        weight: 20,
        volume: 90,
        ...body,
      })
    ).json().id;
  const base = await add({ volumeFrom: 0, volumeTo: 80, percentage: 100 });
  const big = await add({ name: 'Мега', volumeFrom: 80.01, volumeTo: 120, percentage: 115 });
  await fleet.call('POST', `${s.customer.base}/route-way-dimensions`, s.customer.plain.auth, {
    routeWay: s.customer.routeWayId,
    dimension: base,
    options: [{ dimension: big }],
  });
};

describe('PUT /api/contractors/{cid}/routes/{rid}', () => {
  it('puts verified drivers and vehicles with containers on the flight; the customer sees them and the history', async () => {
    const s = await setUp();
    const answer = await fleet.call('PUT', s.url, s.carrier.manager.auth, {
      vehicle: s.truck,
      trailer: s.trailer,
      firstDriver: s.first,
      containers: [s.box, s.box2],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      vehicle: { id: s.truck, plateNumber: 'А123ВС77' },
      trailer: { id: s.trailer },
      firstDriver: { id: s.first, fullname: 'Сидоров Алексей Петрович' },
      secondDriver: null,
      containers: [{ id: s.box }, { id: s.box2 }],
      freightSum: 140_000,
    });
    const seen = await fleet.call('GET', `${s.customer.routesUrl}/${s.route.id}`, s.customer.plain.auth);
    expect(seen.json()).toMatchObject({ vehicle: { id: s.truck }, firstDriver: { id: s.first } });
    const history = await fleet.call(
      'GET',
      `${s.customer.routesUrl}/${s.route.id}/history`,
      s.customer.plain.auth,
    );
    expect(JSON.stringify(history.json())).toContain('assign_fleet');
    // An absent field is cleared.
    const cleared = await fleet.call('PUT', s.url, s.carrier.admin.auth, { vehicle: s.truck });
    expect(cleared.json()).toMatchObject({ trailer: null, firstDriver: null, containers: [] });
  });

  it('recalculates the freight sum by the price rule when the vehicles change', async () => {
    const s = await setUp();
    await addDimensions(s);
    // The trailer's 92 m³ falls in «Мега»: 150 000 × 115 % = 172 500.
    const withTrailer = await fleet.call('PUT', s.url, s.carrier.admin.auth, {
      vehicle: s.truck,
      trailer: s.trailer,
    });
    expect(withTrailer.json().freightSum).toBe(172_500);
    const truckOnly = await fleet.call('PUT', s.url, s.carrier.admin.auth, {
      vehicle: s.truck,
      firstDriver: s.first,
    });
    expect(truckOnly.json().freightSum).toBe(150_000);
    // Drivers alone leave the sum as it is.
    await t.app.ctx.db.update(routes).set({ freightSumKopecks: 13_000_000 }).where(eq(routes.id, s.route.id));
    const driversOnly = await fleet.call('PUT', s.url, s.carrier.admin.auth, { vehicle: s.truck });
    expect(driversOnly.json().freightSum).toBe(130_000);
  });

  it('keeps a price won in an auction or a tender when the vehicles change, and re-prices a tariff one', async () => {
    const s = await setUp();
    const db = t.app.ctx.db;
    const customerId = s.customer.customerId;
    await addDimensions(s);
    const [auction] = await db
      .insert(auctions)
      .values({
        customerId,
        status: 5,
        dateEnd: new Date('2026-04-20T12:00:00Z'),
        startSumKopecks: 15_000_000,
        stepKopecks: 100_000,
      })
      .returning();
    await db.insert(auctionRoutes).values({ auctionId: auction!.id, routeId: s.route.id });
    const withTrailer = { vehicle: s.truck, trailer: s.trailer };
    const won = await fleet.call('PUT', s.url, s.carrier.admin.auth, withTrailer);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().freightSum).toBe(140_000);

    const tendered = await freight.assignedRoute(s.customer, s.carrier.id, {
      planDateArrival: '2026-05-02T09:00:00+03:00',
    });
    const [tender] = await db
      .insert(tenders)
      .values({ customerId, status: 4, name: 'Тендер', dateEnd: new Date('2026-04-01T12:00:00Z') })
      .returning();
    const [lot] = await db
      .insert(tenderRouteTemplates)
      .values({
        tenderId: tender!.id,
        position: 1,
        routeWayId: s.customer.routeWayId,
        dateFrom: '2026-05-01',
        dateTo: '2026-05-31',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        transportationId: s.customer.transportationId,
        startSumKopecks: 15_000_000,
        tripsCount: 31,
      })
      .returning();
    await db.insert(tenderRoutes).values({ routeId: tendered.id, routeTemplateId: lot!.id });
    const tenderUrl = `/api/contractors/${s.carrier.id}/routes/${tendered.id}`;
    const tenderAnswer = await fleet.call('PUT', tenderUrl, s.carrier.admin.auth, withTrailer);
    expect(tenderAnswer.json().freightSum).toBe(140_000);

    // An auction that did not end in an assignment (cancelled) does not make the price a won one.
    await db.update(auctions).set({ status: 6 }).where(eq(auctions.id, auction!.id));
    await fleet.call('PUT', s.url, s.carrier.admin.auth, { vehicle: s.truck });
    const repriced = await fleet.call('PUT', s.url, s.carrier.admin.auth, withTrailer);
    expect(repriced.json().freightSum).toBe(172_500);
  });

  it('refuses unverified, expired, repeated and misplaced fleet with 422, one reason per field, nothing changed', async () => {
    const s = await setUp();
    const problem = expectProblem(
      await fleet.call('PUT', s.url, s.carrier.admin.auth, {
        vehicle: s.trailer,
        trailer: s.rawTruck,
        firstDriver: s.unverifiedDriver,
        secondDriver: s.second,
        containers: [s.box],
      }),
      422,
    );
    expect(problem.errors).toEqual([
      'ТС: должно быть тягачом или грузовиком',
      'Прицеп: должен быть прицепом',
      'Первый водитель: не проверен службой безопасности',
      'Второй водитель: нет действующей доверенности на даты рейса',
    ]);
    const unverified = expectProblem(
      await fleet.call('PUT', s.url, s.carrier.admin.auth, {
        vehicle: s.rawTruck,
        firstDriver: s.first,
        secondDriver: s.first,
      }),
      422,
    );
    expect(unverified.errors).toEqual([
      'ТС: не проверен службой безопасности',
      'Второй водитель: совпадает с первым водителем',
    ]);
    const crowded = expectProblem(
      await fleet.call('PUT', s.url, s.carrier.admin.auth, { vehicle: s.truck, containers: [s.box, s.box2] }),
      422,
    );
    expect(crowded.errors).toEqual(['Контейнеры: не больше 1 на выбранных ТС']);
    expect((await freight.routeRow(s.route.id)).vehicleId).toBeNull();
  });

  it('refuses another carrier’s driver, vehicle and container as not found (422)', async () => {
    const s = await setUp();
    const other = await setUp();
    const problem = expectProblem(
      await fleet.call('PUT', s.url, s.carrier.admin.auth, {
        vehicle: other.truck,
        firstDriver: other.first,
        containers: [other.box],
      }),
      422,
    );
    expect(problem.errors).toEqual(['ТС: не найден', 'Контейнеры: не найден', 'Первый водитель: не найден']);
  });

  it('answers 404 for a flight the carrier does not hold, 409 for a cancelled or closed one, 403 for a plain user', async () => {
    const s = await setUp();
    const other = await setUp();
    expectProblem(
      await fleet.call(
        'PUT',
        `/api/contractors/${s.carrier.id}/routes/${other.route.id}`,
        s.carrier.admin.auth,
        {},
      ),
      404,
    );
    expectProblem(await fleet.call('PUT', s.url, s.carrier.plain.auth, {}), 403);
    await t.app.ctx.db.update(routes).set({ currentState: 7 }).where(eq(routes.id, s.route.id));
    const closed = expectProblem(await fleet.call('PUT', s.url, s.carrier.admin.auth, {}), 409);
    expect(closed.detail).toBe('Действие недоступно: рейс закрыт');
    await t.app.ctx.db
      .update(routes)
      .set({ currentState: 0, isCancel: true })
      .where(eq(routes.id, s.route.id));
    const cancelled = expectProblem(await fleet.call('PUT', s.url, s.carrier.admin.auth, {}), 409);
    expect(cancelled.detail).toBe('Действие недоступно: рейс отменён');
  });
});

describe('GET /api/contractors/{cid}/partners/{pid}/drivers|vehicles', () => {
  it('lists only the carrier’s verified drivers and vehicles, trucks or trailers with kind', async () => {
    const s = await setUp();
    const base = `/api/contractors/${s.carrier.id}/partners/${s.customer.customerId}`;
    const driversAnswer = await fleet.call('GET', `${base}/drivers`, s.carrier.plain.auth);
    expect(
      driversAnswer
        .json()
        .items.map((item: { id: number }) => item.id)
        .sort(),
    ).toEqual([s.first, s.second].sort());
    const trucks = await fleet.call('GET', `${base}/vehicles?kind=truck`, s.carrier.plain.auth);
    expect(trucks.json().items.map((item: { id: number }) => item.id)).toEqual([s.truck]);
    const all = await fleet.call('GET', `${base}/vehicles`, s.carrier.plain.auth);
    expect(all.json().totalCount).toBe(2);
  });

  it('answers 404 for a customer that is not the carrier’s partner and for another carrier’s path', async () => {
    const s = await setUp();
    const stranger = await freight.setUpCustomer();
    expectProblem(
      await fleet.call(
        'GET',
        `/api/contractors/${s.carrier.id}/partners/${stranger.customerId}/drivers`,
        s.carrier.plain.auth,
      ),
      404,
    );
    const other = await fleet.carrier();
    expectProblem(
      await fleet.call(
        'GET',
        `/api/contractors/${s.carrier.id}/partners/${s.customer.customerId}/vehicles`,
        other.plain.auth,
      ),
      404,
    );
  });
});
