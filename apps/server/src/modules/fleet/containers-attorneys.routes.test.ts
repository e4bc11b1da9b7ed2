import { FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { attorneys, containers, drivers } from '../../db/schema/index';
import { driverIdentity, fleetKit, validAttorney } from './fleet.fixtures';

let t: TestApp;
let kit: ReturnType<typeof fleetKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = fleetKit(t);
});
afterAll(() => t.close());

const containersOf = (id: number) => `/api/contractors/${id}/containers`;
const attorneysOf = (id: number) => `/api/contractors/${id}/attorneys`;

describe('containers', () => {
  it('adds a container with the type’s volume, refuses a second with the same number (409), not another carrier’s', async () => {
    const carrier = await kit.carrier();
    const created = await kit.call('POST', containersOf(carrier.id), carrier.manager.auth, {
      number: 'csqu 305438 3',
      containerType: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      number: 'CSQU3054383',
      containerType: { id: 2, volume: 67 },
      volume: 67,
    });
    const edited = await kit.call(
      'PUT',
      `${containersOf(carrier.id)}/${created.json().id}`,
      carrier.manager.auth,
      {
        number: 'CSQU3054383',
        containerType: 1,
        volume: 32.5,
      },
    );
    expect(edited.json()).toMatchObject({ containerType: { id: 1 }, volume: 32.5 });
    expectProblem(
      await kit.call('POST', containersOf(carrier.id), carrier.admin.auth, {
        number: 'CSQU3054383',
        containerType: 1,
      }),
      409,
    );
    expect(
      (await kit.call('GET', `${containersOf(carrier.id)}?query=3054`, carrier.plain.auth)).json().totalCount,
    ).toBe(1);
    const other = await kit.carrier();
    const theirs = await kit.call('POST', containersOf(other.id), other.admin.auth, {
      number: 'CSQU3054383',
      containerType: 1,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
  });

  it('refuses a number whose check digit does not agree and an unknown type with 422', async () => {
    const carrier = await kit.carrier();
    const problem = expectProblem(
      await kit.call('POST', containersOf(carrier.id), carrier.admin.auth, {
        number: 'CSQU3054384',
        containerType: 99,
      }),
      422,
    );
    expect(problem.errors).toEqual([
      'Номер: номер контейнера по ISO 6346: 4 буквы, 7 цифр, контрольная цифра сходится',
      'Тип контейнера: нет в справочнике',
    ]);
  });

  it('answers 404 for another carrier’s container and 403 for a plain user adding one', async () => {
    const carrier = await kit.carrier();
    const created = await kit.call('POST', containersOf(carrier.id), carrier.admin.auth, {
      number: 'TGHU1234567',
      containerType: 1,
    });
    const other = await kit.carrier();
    const url = `${containersOf(other.id)}/${created.json().id}`;
    expectProblem(await kit.call('GET', url, other.admin.auth), 404);
    expectProblem(
      await kit.call('PUT', url, other.admin.auth, { number: 'MSCU6639850', containerType: 1 }),
      404,
    );
    expectProblem(await kit.call('DELETE', url, other.admin.auth), 404);
    const [row] = await t.app.ctx.db.select().from(containers).where(eq(containers.id, created.json().id));
    expect(row).toMatchObject({ number: 'TGHU1234567' });
    expectProblem(
      await kit.call('POST', containersOf(carrier.id), carrier.plain.auth, {
        number: 'MSCU6639850',
        containerType: 1,
      }),
      403,
    );
  });
});

describe('powers of attorney', () => {
  const setUp = async () => {
    const carrier = await kit.carrier();
    const customer = await kit.customer(carrier.id);
    const driver = await kit.driverOf(carrier);
    const created = await kit.call(
      'POST',
      attorneysOf(carrier.id),
      carrier.manager.auth,
      kit.attorneyOf(carrier, driver.id),
    );
    expect(created.statusCode, created.body).toBe(201);
    return {
      carrier,
      customer,
      driver,
      attorney: created.json(),
      url: `${attorneysOf(carrier.id)}/${created.json().id}`,
    };
  };

  it('issues one to the carrier’s driver, shows an expired one as expired, and the partner customer sees it', async () => {
    const { carrier, customer, driver, attorney } = await setUp();
    expect(attorney).toMatchObject({
      status: 0,
      isExpired: false,
      driver: { id: driver.id, fullname: driver.fullname },
    });
    const old = await kit.call(
      'POST',
      attorneysOf(carrier.id),
      carrier.admin.auth,
      kit.attorneyOf(carrier, driver.id, {
        number: 'Д-1',
        date: '2020-01-01',
        dateFrom: '2020-01-01',
        dateTo: '2020-12-31',
      }),
    );
    expect(old.json()).toMatchObject({ status: 0, isExpired: true });
    const seen = await kit.call(
      'GET',
      `/api/customers/${customer.id}/attorneys?driver=${driver.id}`,
      customer.plain.auth,
    );
    expect(seen.json()).toMatchObject({ totalCount: 2 });
    const stranger = await kit.customer();
    expectProblem(
      await kit.call('GET', `/api/customers/${stranger.id}/attorneys/${attorney.id}`, stranger.admin.auth),
      404,
    );
  });

  it('refuses dates out of order, a bad INN and another carrier’s driver with 422', async () => {
    const { carrier } = await setUp();
    const other = await kit.carrier();
    const foreign = await kit.driverOf(other);
    const dates = expectProblem(
      await kit.call(
        'POST',
        attorneysOf(carrier.id),
        carrier.admin.auth,
        validAttorney(foreign.id, { dateFrom: '2026-03-01', dateTo: '2026-02-01', issuerInn: '1234567890' }),
      ),
      422,
    );
    expect(dates.errors).toEqual([
      'ИНН доверителя: неверный ИНН: проверьте количество цифр и контрольную сумму',
      'Действует по: не может быть раньше даты «с»',
    ]);
    const driver = expectProblem(
      await kit.call(
        'POST',
        attorneysOf(carrier.id),
        carrier.admin.auth,
        kit.attorneyOf(carrier, foreign.id),
      ),
      422,
    );
    expect(driver.errors).toEqual(['Водитель: водитель не найден']);
  });

  it('takes only the carrier’s own INN as the issuer’s: another company’s is a 422 naming the right one', async () => {
    const { carrier, driver } = await setUp();
    const other = await kit.carrier();
    const problem = expectProblem(
      await kit.call(
        'POST',
        attorneysOf(carrier.id),
        carrier.admin.auth,
        validAttorney(driver.id, { number: 'Д-2', issuerInn: other.company.inn }),
      ),
      422,
    );
    expect(problem.errors).toEqual([
      `ИНН доверителя: доверитель — ваша компания, укажите её ИНН ${carrier.company.inn}`,
    ]);
    expect(problem.fields).toEqual([expect.objectContaining({ path: ['issuerInn'] })]);
  });

  it('issues one only to a verified driver, but keeps the driver of an attorney whose check was withdrawn', async () => {
    const { carrier, attorney, url } = await setUp();
    for (const status of [FLEET_STATUS.new, FLEET_STATUS.onCheck, FLEET_STATUS.cancelled]) {
      const driver = await kit.driverOf(carrier, status, driverIdentity(status));
      const problem = expectProblem(
        await kit.call(
          'POST',
          attorneysOf(carrier.id),
          carrier.admin.auth,
          kit.attorneyOf(carrier, driver.id, { number: `Д-new-${status}` }),
        ),
        422,
      );
      expect(problem.errors).toEqual(['Водитель: доверенность выдаётся только проверенному водителю']);
      const moved = expectProblem(
        await kit.call('PUT', url, carrier.admin.auth, kit.attorneyOf(carrier, driver.id)),
        422,
      );
      expect(moved.errors).toEqual(['Водитель: доверенность выдаётся только проверенному водителю']);
    }
    await t.app.ctx.db
      .update(drivers)
      .set({ status: FLEET_STATUS.new })
      .where(eq(drivers.id, attorney.driver.id));
    const extended = await kit.call(
      'PUT',
      url,
      carrier.admin.auth,
      kit.attorneyOf(carrier, attorney.driver.id, { dateTo: '2031-12-31' }),
    );
    expect(extended.json()).toMatchObject({ dateTo: '2031-12-31' });
  });

  it('refuses a second attorney with the carrier’s number (any letter case) with 409; another carrier may use it', async () => {
    const { carrier, driver, url } = await setUp();
    const second = expectProblem(
      await kit.call(
        'POST',
        attorneysOf(carrier.id),
        carrier.admin.auth,
        kit.attorneyOf(carrier, driver.id, { number: 'д-101' }),
      ),
      409,
    );
    expect(second.message).toBe('Доверенность с таким номером уже есть');
    const kept = await kit.call('PUT', url, carrier.admin.auth, kit.attorneyOf(carrier, driver.id));
    expect(kept.statusCode, kept.body).toBe(200);
    const other = await kit.carrier();
    const theirs = await kit.driverOf(other);
    const created = await kit.call(
      'POST',
      attorneysOf(other.id),
      other.admin.auth,
      kit.attorneyOf(other, theirs.id),
    );
    expect(created.statusCode, created.body).toBe(201);
  });

  it('cancels and restores; a second cancel is 409, a manager’s cancel 403, another carrier’s 404', async () => {
    const { carrier, attorney, url } = await setUp();
    expectProblem(await kit.call('PATCH', `${url}/cancel`, carrier.manager.auth), 403);
    expect((await kit.call('PATCH', `${url}/cancel`, carrier.admin.auth)).json()).toMatchObject({
      status: 1,
    });
    const again = expectProblem(await kit.call('PATCH', `${url}/cancel`, carrier.admin.auth), 409);
    expect(again.message).toBe('Действие недоступно в статусе «Отозвана»');
    expectProblem(
      await kit.call('PUT', url, carrier.admin.auth, kit.attorneyOf(carrier, attorney.driver.id)),
      409,
    );
    expect((await kit.call('PATCH', `${url}/uncancel`, carrier.admin.auth)).json()).toMatchObject({
      status: 0,
    });
    const other = await kit.carrier();
    expectProblem(
      await kit.call('PATCH', `${attorneysOf(other.id)}/${attorney.id}/cancel`, other.admin.auth),
      404,
    );
    const [row] = await t.app.ctx.db.select().from(attorneys).where(eq(attorneys.id, attorney.id));
    expect(row).toMatchObject({ status: 0 });
  });
});
