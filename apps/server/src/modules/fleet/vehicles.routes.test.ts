import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { vehicles } from '../../db/schema/index';
import { fleetKit, validTrailer, validTruck } from './fleet.fixtures';

let t: TestApp;
let kit: ReturnType<typeof fleetKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = fleetKit(t);
});
afterAll(() => t.close());

const carrierVehicles = (id: number) => `/api/contractors/${id}/vehicles`;

const setUp = async () => {
  const carrier = await kit.carrier();
  const customer = await kit.customer(carrier.id);
  const created = await kit.call('POST', carrierVehicles(carrier.id), carrier.manager.auth, validTruck());
  expect(created.statusCode, created.body).toBe(201);
  const truck = created.json() as { id: number };
  return { carrier, customer, truck, url: `${carrierVehicles(carrier.id)}/${truck.id}` };
};

const rowOf = async (id: number) =>
  (await t.app.ctx.db.select().from(vehicles).where(eq(vehicles.id, id)))[0]!;

describe('vehicles', () => {
  it('adds a truck and a leased trailer with the model’s capacity and volume, Latin plate letters read as Cyrillic', async () => {
    const { carrier, truck, url } = await setUp();
    expect((await kit.call('GET', url, carrier.plain.auth)).json()).toMatchObject({
      id: truck.id,
      status: 0,
      kind: 'truck',
      model: { id: 1, name: 'КАМАЗ 5490', loadCapacity: 20 },
      plateNumber: 'А123ВС77',
      bodyType: { id: 6, name: 'Седельный тягач' },
    });
    const trailer = await kit.call(
      'POST',
      carrierVehicles(carrier.id),
      carrier.admin.auth,
      validTrailer({ plateNumber: 'ab1234 77' }),
    );
    expect(trailer.statusCode, trailer.body).toBe(201);
    expect(trailer.json()).toMatchObject({
      kind: 'trailer',
      plateNumber: 'АВ123477',
      model: { bodyVolume: 92 },
      loadingTypes: [
        { id: 1, name: 'Задняя' },
        { id: 2, name: 'Боковая' },
      ],
      ownership: 'leased',
    });
    const list = await kit.call('GET', `${carrierVehicles(carrier.id)}?query=АВ1234`, carrier.plain.auth);
    expect(list.json()).toMatchObject({ totalCount: 1 });
    expectProblem(await kit.call('POST', carrierVehicles(carrier.id), carrier.admin.auth, validTruck()), 409);
  });

  it('refuses a second vehicle of the carrier with the same VIN (422 on the field), not another carrier’s', async () => {
    const { carrier, truck, url } = await setUp();
    const twin = validTruck({ plateNumber: 'В456ОР77' });
    const refused = expectProblem(
      await kit.call('POST', carrierVehicles(carrier.id), carrier.admin.auth, twin),
      422,
    );
    expect(refused.errors).toEqual(['Идентификационный номер (VIN): ТС с таким VIN уже есть']);
    expect(refused.fields).toEqual([expect.objectContaining({ path: ['vin'] })]);
    const trailer = (
      await kit.call('POST', carrierVehicles(carrier.id), carrier.admin.auth, validTrailer())
    ).json() as { id: number };
    const edit = await kit.call(
      'PUT',
      `${carrierVehicles(carrier.id)}/${trailer.id}`,
      carrier.admin.auth,
      validTrailer({ vin: validTruck().vin }),
    );
    expectProblem(edit, 422);
    // Saving a vehicle with its own VIN is no clash.
    expect((await kit.call('PUT', url, carrier.admin.auth, validTruck({ year: 2020 }))).statusCode).toBe(200);
    const other = await kit.carrier();
    const theirs = await kit.call('POST', carrierVehicles(other.id), other.admin.auth, twin);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(await rowOf(truck.id)).toMatchObject({ vin: validTruck().vin });
  });

  it('refuses a bad plate, VIN, a trailer model for a truck and a lease without its document with 422', async () => {
    const carrier = await kit.carrier();
    const problem = expectProblem(
      await kit.call(
        'POST',
        carrierVehicles(carrier.id),
        carrier.admin.auth,
        validTruck({
          plateNumber: 'Б123ВС77',
          vin: 'XTC5490009123456O',
          model: 7,
          ownership: 'leased',
          year: 1970,
        }),
      ),
      422,
    );
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        'Идентификационный номер (VIN): 17 символов, латинские буквы (кроме I, O, Q) и цифры',
        'Модель: модель другого вида ТС',
        'Госномер: госномер в формате А123ВС77 (буквы А, В, Е, К, М, Н, О, Р, С, Т, У, Х)',
        'Договор аренды: укажите договор аренды или лизинга',
      ]),
    );
    expect(problem.errors!.some((entry) => entry.startsWith('Год выпуска:'))).toBe(true);
    expect((await kit.call('GET', carrierVehicles(carrier.id), carrier.admin.auth)).json().totalCount).toBe(
      0,
    );
  });

  it('answers 404 for another carrier’s vehicle and a customer that is no partner, changing nothing', async () => {
    const { truck } = await setUp();
    const other = await kit.carrier();
    const url = `${carrierVehicles(other.id)}/${truck.id}`;
    expectProblem(await kit.call('GET', url, other.admin.auth), 404);
    expectProblem(await kit.call('PUT', url, other.admin.auth, validTruck({ plateNumber: 'М777ММ77' })), 404);
    expectProblem(await kit.call('PATCH', `${url}/send_to_check`, other.admin.auth), 404);
    expectProblem(await kit.call('DELETE', url, other.admin.auth), 404);
    const stranger = await kit.customer();
    expectProblem(
      await kit.call(
        'PATCH',
        `/api/customers/${stranger.id}/vehicles/${truck.id}/send_to_verification`,
        stranger.admin.auth,
      ),
      404,
    );
    expect(await rowOf(truck.id)).toMatchObject({ status: 0, plateNumber: 'А123ВС77' });
  });

  it('lets only the carrier admin edit (403 for a manager) and the customer’s admins decide (403 for a plain user)', async () => {
    const { carrier, customer, truck, url } = await setUp();
    expectProblem(await kit.call('PUT', url, carrier.manager.auth, validTruck({ year: 2020 })), 403);
    expectProblem(await kit.call('POST', carrierVehicles(carrier.id), carrier.plain.auth, validTruck()), 403);
    expect((await kit.call('PUT', url, carrier.admin.auth, validTruck({ year: 2020 }))).json()).toMatchObject(
      {
        year: 2020,
      },
    );
    await kit.call('PATCH', `${url}/send_to_check`, carrier.admin.auth);
    expectProblem(
      await kit.call(
        'PATCH',
        `/api/customers/${customer.id}/vehicles/${truck.id}/send_to_verification`,
        customer.plain.auth,
      ),
      403,
    );
  });

  it('walks new → on check → verified, refuses the wrong state with 409 and a verified one’s edit', async () => {
    const { carrier, customer, truck, url } = await setUp();
    const mine = `/api/customers/${customer.id}/vehicles/${truck.id}`;
    expectProblem(await kit.call('PATCH', `${mine}/send_to_verification`, customer.admin.auth), 409);
    expect((await kit.call('PATCH', `${url}/send_to_check`, carrier.admin.auth)).json()).toMatchObject({
      status: 1,
    });
    expect(
      (await kit.call('GET', `/api/customers/${customer.id}/vehicles?status=1`, customer.plain.auth)).json(),
    ).toMatchObject({
      totalCount: 1,
    });
    expect(
      (await kit.call('PATCH', `${mine}/send_to_verification`, customer.admin.auth)).json(),
    ).toMatchObject({
      status: 2,
    });
    const edit = expectProblem(await kit.call('PUT', url, carrier.admin.auth, validTruck()), 409);
    expect(edit.message).toBe(
      'Изменение недоступно в статусе «Проверен»: изменить ТС можно, когда заказчик вернёт его на доработку',
    );
    expectProblem(await kit.call('PATCH', `${mine}/to_new`, customer.admin.auth, {}), 422);
    expect(
      (await kit.call('PATCH', `${mine}/to_new`, customer.admin.auth, { reason: 'Обновите СТС' })).json(),
    ).toMatchObject({
      status: 0,
      reason: 'Обновите СТС',
    });
    expect(
      (await kit.call('PATCH', `${mine}/to_cancel`, customer.admin.auth, { reason: 'Не наш' })).json(),
    ).toMatchObject({
      status: 3,
    });
    const cancelled = expectProblem(await kit.call('PUT', url, carrier.admin.auth, validTruck()), 409);
    expect(cancelled.message).toBe(
      'Изменение недоступно в статусе «Отклонён»: изменить ТС можно, когда заказчик вернёт его на доработку',
    );
    expect((await kit.call('DELETE', url, carrier.admin.auth)).statusCode).toBe(200);
  });

  it('refuses to change a vehicle on check (409 naming the state), so the customer verifies what it was sent', async () => {
    const { carrier, customer, truck, url } = await setUp();
    await kit.call('PATCH', `${url}/send_to_check`, carrier.admin.auth);
    const refused = expectProblem(
      await kit.call('PUT', url, carrier.admin.auth, validTruck({ plateNumber: 'А555АА55' })),
      409,
    );
    expect(refused.message).toBe('Изменение недоступно в статусе «На проверке»: ТС проверяет заказчик');
    expect(await rowOf(truck.id)).toMatchObject({ status: 1, plateNumber: 'А123ВС77' });
    await kit.call(
      'PATCH',
      `/api/customers/${customer.id}/vehicles/${truck.id}/send_to_verification`,
      customer.admin.auth,
    );
    expect(await rowOf(truck.id)).toMatchObject({ status: 2, plateNumber: 'А123ВС77' });
  });
});
