import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractorPartners } from '../../db/schema/index';
import { freightKit } from '../freight/freight.fixtures';
import { fleetKit, validTrailer, validTruck } from './fleet.fixtures';

let t: TestApp;
let fleet: ReturnType<typeof fleetKit>;
let freight: ReturnType<typeof freightKit>;
beforeAll(async () => {
  t = await createTestApp();
  fleet = fleetKit(t);
  freight = freightKit(t);
});
afterAll(() => t.close());

const dimension = (overrides: Record<string, unknown> = {}) => ({
  name: 'Еврофура',
  weight: 20,
  volume: 82,
  volumeFrom: 0,
  volumeTo: 82,
  percentage: 100,
  ...overrides,
});

/** A customer with a route way (tariff 150 000 ₽) and a partner carrier with a truck (0 m³) and trailer (92 m³). */
const setUp = async () => {
  const customer = await freight.setUpCustomer();
  const carrier = await fleet.carrier();
  await t.app.ctx.db
    .insert(contractorPartners)
    .values({ customerId: customer.customerId, contractorId: carrier.id, status: 1 });
  const vehicles = `/api/contractors/${carrier.id}/vehicles`;
  const truck = (await fleet.call('POST', vehicles, carrier.manager.auth, validTruck())).json().id as number;
  const trailer = (await fleet.call('POST', vehicles, carrier.manager.auth, validTrailer())).json()
    .id as number;
  const container = (
    await fleet.call('POST', `/api/contractors/${carrier.id}/containers`, carrier.manager.auth, {
      number: 'CSQU3054383',
      containerType: 1,
    })
  ).json().id as number;
  const dimensionsUrl = `${customer.base}/dimensions`;
  const rwdUrl = `${customer.base}/route-way-dimensions`;
  const addDimension = async (overrides: Record<string, unknown>) => {
    const response = await fleet.call('POST', dimensionsUrl, customer.admin.auth, dimension(overrides));
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().id as number;
  };
  return { customer, carrier, truck, trailer, container, dimensionsUrl, rwdUrl, addDimension };
};

describe('dimensions', () => {
  it('adds, edits, lists and deletes; one default per customer; volume to below from is 422', async () => {
    const { customer, dimensionsUrl, addDimension } = await setUp();
    const first = await addDimension({ isDefault: true });
    const second = await addDimension({ name: 'Мега', volumeFrom: 82.01, volumeTo: 120, isDefault: true });
    const list = (await fleet.call('GET', dimensionsUrl, customer.plain.auth)).json();
    expect(list.totalCount).toBe(2);
    expect(list.items.map((item: { id: number; isDefault: boolean }) => [item.id, item.isDefault])).toEqual([
      [first, false],
      [second, true],
    ]);
    const problem = expectProblem(
      await fleet.call(
        'PUT',
        `${dimensionsUrl}/${first}`,
        customer.admin.auth,
        dimension({ volumeTo: -1, volumeFrom: 5 }),
      ),
      422,
    );
    expect(problem.errors).toContain('Объём до, м³: не может быть отрицательным');
    const below = expectProblem(
      await fleet.call(
        'POST',
        dimensionsUrl,
        customer.admin.auth,
        dimension({ volumeFrom: 50, volumeTo: 10 }),
      ),
      422,
    );
    expect(below.errors).toEqual(['Объём до, м³: не может быть меньше объёма «от»']);
    const edited = await fleet.call(
      'PUT',
      `${dimensionsUrl}/${first}`,
      customer.admin.auth,
      dimension({ percentage: 95.5 }),
    );
    expect(edited.json()).toMatchObject({ percentage: 95.5, isDefault: false });
    expect((await fleet.call('DELETE', `${dimensionsUrl}/${first}`, customer.admin.auth)).statusCode).toBe(
      200,
    );
    expectProblem(await fleet.call('GET', `${dimensionsUrl}/${first}`, customer.plain.auth), 404);
  });

  it('lets only the customer’s admin change them, and hides them from other companies', async () => {
    const { customer, dimensionsUrl, addDimension } = await setUp();
    const id = await addDimension({});
    expectProblem(await fleet.call('POST', dimensionsUrl, customer.manager.auth, dimension()), 403);
    expectProblem(await fleet.call('PUT', `${dimensionsUrl}/${id}`, customer.plain.auth, dimension()), 403);
    const other = await freight.setUpCustomer();
    expectProblem(await fleet.call('GET', `${other.base}/dimensions/${id}`, other.plain.auth), 404);
    expectProblem(await fleet.call('DELETE', `${other.base}/dimensions/${id}`, other.admin.auth), 404);
    expectProblem(await fleet.call('GET', dimensionsUrl, other.plain.auth), 404);
  });
});

describe('route-way dimensions', () => {
  it('links a default and optional dimensions to a route way; a second link or a used dimension is 409', async () => {
    const { customer, rwdUrl, dimensionsUrl, addDimension } = await setUp();
    const base = await addDimension({ percentage: 100 });
    const big = await addDimension({ name: 'Мега', volumeFrom: 82.01, volumeTo: 200, percentage: 115 });
    const { msk, ekb, kzn } = customer.departments;
    const created = await fleet.call('POST', rwdUrl, customer.plain.auth, {
      routeWay: customer.routeWayId,
      dimension: base,
      options: [{ dimension: big, firstDepartment: msk, lastDepartment: ekb }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      routeWay: { id: customer.routeWayId, code: 'МСК-ЕКБ' },
      dimension: { id: base },
      options: [
        {
          dimension: { id: big, percentage: 115 },
          firstDepartment: { id: msk },
          lastDepartment: { id: ekb },
        },
      ],
    });
    expectProblem(
      await fleet.call('POST', rwdUrl, customer.plain.auth, {
        routeWay: customer.routeWayId,
        dimension: base,
      }),
      409,
    );
    expectProblem(await fleet.call('DELETE', `${dimensionsUrl}/${big}`, customer.admin.auth), 409);
    const reversed = expectProblem(
      await fleet.call('PUT', `${rwdUrl}/${created.json().id}`, customer.plain.auth, {
        routeWay: customer.routeWayId,
        dimension: base,
        options: [{ dimension: big, firstDepartment: ekb, lastDepartment: kzn }],
      }),
      422,
    );
    expect(reversed.errors).toEqual([
      'Дополнительные габариты: отделения пары должны быть точками маршрута, первое раньше последнего',
    ]);
    const repeated = expectProblem(
      await fleet.call('PUT', `${rwdUrl}/${created.json().id}`, customer.plain.auth, {
        routeWay: customer.routeWayId,
        dimension: base,
        options: [{ dimension: big }, { dimension: big }],
      }),
      422,
    );
    expect(repeated.fields).toEqual([
      expect.objectContaining({
        path: ['options', 1, 'dimension'],
        message: 'такой дополнительный габарит с этой парой отделений уже указан выше',
      }),
    ]);
    expect(repeated.errors).toEqual([
      'Габарит: такой дополнительный габарит с этой парой отделений уже указан выше',
    ]);
    const listed = await fleet.call('GET', `${rwdUrl}?routeWay=${customer.routeWayId}`, customer.plain.auth);
    expect(listed.json().totalCount).toBe(1);
  });

  it('refuses another customer’s route way and dimensions with 422 and its records with 404', async () => {
    const { customer, rwdUrl, addDimension } = await setUp();
    const own = await addDimension({});
    const other = await freight.setUpCustomer();
    const problem = expectProblem(
      await fleet.call('POST', `${other.base}/route-way-dimensions`, other.plain.auth, {
        routeWay: customer.routeWayId,
        dimension: own,
        options: [{ dimension: own }],
      }),
      422,
    );
    expect(problem.errors).toEqual([
      'Маршрут: не найден',
      'Габарит: не найден',
      'Дополнительные габариты: Габарит не найден',
    ]);
    const id = (
      await fleet.call('POST', rwdUrl, customer.plain.auth, { routeWay: customer.routeWayId, dimension: own })
    ).json().id;
    expectProblem(await fleet.call('GET', `${other.base}/route-way-dimensions/${id}`, other.plain.auth), 404);
    expectProblem(
      await fleet.call('DELETE', `${other.base}/route-way-dimensions/${id}`, other.plain.auth),
      404,
    );
  });
});

describe('calculate', () => {
  it('applies the optional dimension the volume falls in, rounds to 100 roubles, else the default', async () => {
    const { customer, rwdUrl, addDimension, truck, trailer, container } = await setUp();
    const base = await addDimension({ percentage: 100 });
    // The trailer's model holds 92 m³: exactly the option's upper end.
    const big = await addDimension({ name: 'Мега', volumeFrom: 82.01, volumeTo: 92, percentage: 87.5 });
    await fleet.call('POST', rwdUrl, customer.plain.auth, {
      routeWay: customer.routeWayId,
      dimension: base,
      options: [{ dimension: big }],
    });
    const calculate = (body: Record<string, unknown>) =>
      fleet.call('POST', `${rwdUrl}/calculate`, customer.plain.auth, {
        routeWay: customer.routeWayId,
        ...body,
      });
    const withTrailer = await calculate({ vehicle: truck, trailer, initialSum: 123_456.78 });
    expect(withTrailer.statusCode, withTrailer.body).toBe(200);
    expect(withTrailer.json()).toEqual({
      dimension: { id: big, name: 'Мега' },
      percentage: 87.5,
      volume: 92,
      initialSum: 123_456.78,
      freightSum: 108_000,
    });
    // A container more (33 m³) leaves the range: the default applies, to the way's tariff.
    const over = await calculate({ vehicle: truck, trailer, containers: [container] });
    expect(over.json()).toMatchObject({ dimension: { id: base }, volume: 125, freightSum: 150_000 });
  });

  it('answers 422 for a trailer in the truck’s place, too many containers and another carrier’s vehicle', async () => {
    const { customer, carrier, rwdUrl, truck, trailer, container } = await setUp();
    const stranger = await fleet.carrier();
    const strangerTruck = (
      await fleet.call('POST', `/api/contractors/${stranger.id}/vehicles`, stranger.admin.auth, validTruck())
    ).json().id;
    const url = `${rwdUrl}/calculate`;
    const swapped = expectProblem(
      await fleet.call('POST', url, customer.plain.auth, {
        routeWay: customer.routeWayId,
        vehicle: trailer,
        trailer: truck,
      }),
      422,
    );
    expect(swapped.errors).toEqual([
      'ТС: должно быть тягачом или грузовиком',
      'Прицеп: должен быть прицепом',
    ]);
    const foreign = expectProblem(
      await fleet.call('POST', url, customer.plain.auth, {
        routeWay: customer.routeWayId,
        vehicle: strangerTruck,
      }),
      422,
    );
    expect(foreign.errors).toEqual(['ТС: не найден']);
    const secondContainer = (
      await fleet.call('POST', `/api/contractors/${carrier.id}/containers`, carrier.admin.auth, {
        number: 'MSKU1234565',
        containerType: 2,
      })
    ).json().id;
    const crowded = expectProblem(
      await fleet.call('POST', url, customer.plain.auth, {
        routeWay: customer.routeWayId,
        vehicle: truck,
        containers: [container, secondContainer],
      }),
      422,
    );
    expect(crowded.errors).toEqual(['Контейнеры: не больше 1 на выбранных ТС']);
    const unknown = expectProblem(
      await fleet.call('POST', url, customer.plain.auth, {
        routeWay: customer.routeWayId,
        vehicle: truck,
        containers: [container + 1000],
      }),
      422,
    );
    expect(unknown.errors).toEqual(['Контейнеры: не найден']);
    // Without any dimension the sum stays the initial one.
    const plain = await fleet.call('POST', url, customer.plain.auth, {
      routeWay: customer.routeWayId,
      vehicle: truck,
      containers: [container],
    });
    expect(plain.json()).toMatchObject({ dimension: null, percentage: 100, freightSum: 150_000 });
  });
});
