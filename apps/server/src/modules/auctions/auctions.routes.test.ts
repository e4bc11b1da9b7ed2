import { formatMoney } from '@portal/contract/format/numbers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auctions, contractorPartners, contractors } from '../../db/schema/index';
import { stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit, T0 } from './auctions.fixtures';

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  // The scheduler is called by hand below, at the moments the tests choose.
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

const auctionRow = async (id: number) =>
  (await t.app.ctx.db.select().from(auctions).where(eq(auctions.id, id)))[0]!;

describe('POST auctions', () => {
  it('creates a draft from ready flights with the start price defaulting to their initial sums', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const first = await kit.readyRoute(customer, 100_000);
    const second = await kit.readyRoute(customer, 50_000.5, '2027-03-02');
    const created = await kit.call(
      'POST',
      customer.auctionsUrl,
      customer.manager.auth,
      kit.auctionBody([first.id, second.id], [a, b], { comment: '  Срочно  ', maxExtensions: 3 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      status: 0,
      startSum: 150_000.5,
      step: 1000,
      extensionMinutes: 5,
      maxExtensions: 3,
      dateStart: null,
      comment: 'Срочно',
      bestSumm: null,
      bids: [],
      winner: null,
      contractorList: null,
    });
    expect(created.json().routes.map((route: { id: number }) => route.id)).toEqual([first.id, second.id]);
    expect(
      created
        .json()
        .contractors.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('refuses bad input with Russian messages naming the field (422)', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const route = await kit.readyRoute(customer, 10_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ routes: [] }, 'Рейсы'],
      [{ step: -1 }, 'Шаг ставки: должно быть больше нуля'],
      [{ step: 10.001 }, 'Шаг ставки: не больше двух знаков после запятой'],
      [{ step: 20_000 }, 'Шаг ставки: не может быть больше начальной цены'],
      [{ dateEnd: 'завтра' }, 'Дата окончания'],
      [{ dateEnd: '2027-01-10T09:00:00Z' }, 'Дата окончания: должна быть в будущем'],
      [{ extensionMinutes: 1.5 }, 'Продление, мин'],
      [{ contractors: undefined }, 'Перевозчики: укажите участников'],
      [{ contractorList: 1 }, 'Перевозчики: укажите либо список'],
      [{ routes: [route.id, route.id] }, 'Рейсы: рейсы не должны повторяться'],
    ];
    for (const [override, message] of cases) {
      const response = await kit.call(
        'POST',
        customer.auctionsUrl,
        customer.manager.auth,
        kit.auctionBody([route.id], [carrier], override),
      );
      expectProblem(response, 422);
      expect(response.json().errors.join(' | '), JSON.stringify(override)).toContain(message);
    }
    expect(
      await t.app.ctx.db.select().from(auctions).where(eq(auctions.customerId, customer.customerId)),
    ).toEqual([]);
  });

  it('names a carrier that is not an accredited partner and a flight that is not available', async () => {
    const customer = await kit.setUpCustomer();
    const blocked = await kit.partner(customer, 3);
    const draftRoute = await kit.createRoute(customer, { planDateArrival: '2027-03-05T10:00:00+03:00' });
    const response = await kit.call(
      'POST',
      customer.auctionsUrl,
      customer.manager.auth,
      kit.auctionBody([draftRoute.id], [blocked]),
    );
    expectProblem(response, 422);
    expect(response.json().errors).toEqual([
      `Рейсы: рейс ${draftRoute.id} не найден или недоступен для аукциона`,
      `Перевозчики: перевозчик «${blocked.company.name}» не аккредитован у заказчика или не прошёл проверку`,
    ]);
  });

  it('leaves out a contractor list’s members that may no longer take part, and refuses a list with none left on its field', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, blocked, unverified] = [
      await kit.partner(customer),
      await kit.partner(customer, 3),
      await kit.partner(customer),
    ];
    await t.app.ctx.db.update(contractors).set({ active: false }).where(eq(contractors.id, unverified.id));
    const listOf = (members: { id: number }[]) => kit.contractorList(customer, members);
    const withList = async (listId: number) =>
      kit.call(
        'POST',
        customer.auctionsUrl,
        customer.manager.auth,
        kit.auctionBody([(await kit.readyRoute(customer)).id], [], {
          contractors: undefined,
          contractorList: listId,
        }),
      );
    const mixed = await listOf([a, blocked, unverified]);
    const created = await withList(mixed);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      contractorList: { id: mixed },
      contractors: [{ id: a.id, name: a.company.name }],
    });

    const refused = expectProblem(await withList(await listOf([blocked, unverified])), 422);
    const message =
      'в списке нет перевозчиков, которые могут участвовать: все заблокированы заказчиком или не прошли проверку';
    expect(refused.errors).toEqual([`Список перевозчиков: ${message}`]);
    expect(refused.fields).toEqual([expect.objectContaining({ path: ['contractorList'], message })]);
  });

  it('does not put a flight into two auctions', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const route = await kit.readyRoute(customer);
    await kit.createAuction(customer, kit.auctionBody([route.id], [carrier]));
    const again = await kit.call(
      'POST',
      customer.auctionsUrl,
      customer.manager.auth,
      kit.auctionBody([route.id], [carrier]),
    );
    expectProblem(again, 422);
    expect(again.json().errors[0]).toMatch(/^Рейсы: рейс .+ уже участвует в другом аукционе$/);
  });

  it('takes another customer’s flights as unavailable (422), refuses a plain user (403) and a carrier (404)', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const foreign = await kit.readyRoute(other);
    const response = await kit.call(
      'POST',
      customer.auctionsUrl,
      customer.manager.auth,
      kit.auctionBody([foreign.id], [carrier]),
    );
    expectProblem(response, 422);
    const own = await kit.readyRoute(customer);
    expectProblem(
      await kit.call('POST', customer.auctionsUrl, customer.plain.auth, kit.auctionBody([own.id], [carrier])),
      403,
    );
    // The customer path belongs to the customer: a carrier's token finds nothing there.
    expectProblem(await kit.call('GET', customer.auctionsUrl, carrier.auth), 404);
  });
});

describe('auction actions', () => {
  it('answers 404 for another customer’s auction everywhere and changes nothing', async () => {
    const victim = await kit.setUpCustomer();
    const carrier = await kit.partner(victim);
    const route = await kit.readyRoute(victim);
    const auction = await kit.createAuction(victim, kit.auctionBody([route.id], [carrier]));
    const intruder = await kit.setUpCustomer();
    const url = `${intruder.auctionsUrl}/${auction.id}`;
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['PUT', '', kit.auctionBody([route.id], [carrier])],
      ['DELETE', '', undefined],
      ['PATCH', '/run', undefined],
      ['PATCH', '/cancel', {}],
      ['PATCH', '/change_dates', { dateEnd: '2027-02-01T10:00:00Z' }],
    ] as const) {
      expectProblem(await kit.call(method, `${url}${path}`, intruder.admin.auth, body), 404);
    }
    expect((await auctionRow(auction.id)).status).toBe(0);
  });

  it('runs a draft into planned or active, and refuses an action from a wrong state with its name (409)', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const later = await kit.createAuction(
      customer,
      kit.auctionBody([(await kit.readyRoute(customer)).id], [carrier], {
        dateStart: '2027-01-10T10:30:00Z',
      }),
    );
    const planned = await kit.call('PATCH', `${customer.auctionsUrl}/${later.id}/run`, customer.admin.auth);
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json()).toMatchObject({ status: 1, dateStart: '2027-01-10T10:30:00.000Z' });
    const again = await kit.call('PATCH', `${customer.auctionsUrl}/${later.id}/run`, customer.admin.auth);
    expectProblem(again, 409);
    expect(again.json().message).toBe('Действие недоступно: аукцион в статусе «Запланирован»');
    expectProblem(await kit.call('DELETE', `${customer.auctionsUrl}/${later.id}`, customer.admin.auth), 409);
    expectProblem(
      await kit.call('PATCH', `${customer.auctionsUrl}/${later.id}/run`, customer.plain.auth),
      403,
    );

    const now = await kit.activeAuction(customer, [carrier]);
    expect((await auctionRow(now.id)).status).toBe(2);
    expect((await auctionRow(now.id)).dateStart).toEqual(T0);
  });

  it('deletes a draft, freeing its flights', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const route = await kit.readyRoute(customer);
    const auction = await kit.createAuction(customer, kit.auctionBody([route.id], [carrier]));
    const deleted = await kit.call('DELETE', `${customer.auctionsUrl}/${auction.id}`, customer.admin.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await kit.createAuction(customer, kit.auctionBody([route.id], [carrier]));
  });
});

describe('bids', () => {
  it('takes the start price first, then at most the best minus the step, and refuses the rest', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const auction = await kit.activeAuction(customer, [a, b]);

    const tooHigh = await kit.bid(auction.id, a.auth, 150_000.01);
    expectProblem(tooHigh, 422);
    expect(tooHigh.json().message).toBe(`Ставка должна быть не больше ${formatMoney(150_000)}`);

    const first = await kit.bid(auction.id, a.auth, 150_000);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      summ: 150_000,
      rank: 1,
      bestSumm: 150_000,
      createdOn: T0.toISOString(),
    });

    expectProblem(await kit.bid(auction.id, b.auth, 149_000.01), 422);
    const second = await kit.bid(auction.id, b.auth, 149_000);
    expect(second.statusCode, second.body).toBe(201);

    for (const summ of ['сто', 0, -5, 100.001, null])
      expectProblem(await kit.bid(auction.id, a.auth, summ), 422);

    const seenByA = (await kit.call('GET', `${a.base}/${auction.id}`, a.auth)).json();
    expect(seenByA).toMatchObject({
      bestSumm: 149_000,
      myBestSumm: 150_000,
      myRank: 2,
      bidsCount: 2,
      isWinner: false,
    });
    expect(JSON.stringify(seenByA)).not.toContain(b.company.name);

    const seenByCustomer = (await kit.call('GET', auction.url, customer.plain.auth)).json();
    expect(seenByCustomer.bids.map((bid: { contractor: { name: string } }) => bid.contractor.name)).toEqual([
      a.company.name,
      b.company.name,
    ]);
  });

  it('refuses a customer (403) and a blocked carrier (403); an uninvited carrier, a draft or unknown auction are not found (404)', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const stranger = await kit.partner(customer);
    const auction = await kit.activeAuction(customer, [a, b]);
    expectProblem(await kit.bid(auction.id, customer.admin.auth, 100), 403);
    // Answered as for a missing auction, so another customer's auctions cannot be found by guessing ids.
    const uninvited = await kit.bid(auction.id, stranger.auth, 100);
    expectProblem(uninvited, 404);
    expect(uninvited.json().message).toBe('Аукцион не найден');
    await t.app.ctx.db
      .update(contractorPartners)
      .set({ status: 3 })
      .where(eq(contractorPartners.contractorId, b.id));
    const blocked = await kit.bid(auction.id, b.auth, 100);
    expectProblem(blocked, 403);
    expect(blocked.json().message).toBe('Перевозчик заблокирован заказчиком');
    const draft = await kit.createAuction(
      customer,
      kit.auctionBody([(await kit.readyRoute(customer)).id], [a]),
    );
    expectProblem(await kit.bid(draft.id, a.auth, 100), 404);
    expectProblem(await kit.bid(2_000_000_000, a.auth, 100), 404);
    expectProblem(await kit.call('POST', '/api/auctions/abc/bids', a.auth, { summ: 1 }), 404);
  });

  it('refuses a bid at the server’s end time even before the scheduler closes the auction (409)', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const a = await kit.partner(customer);
    const auction = await kit.activeAuction(customer, [a], { extensionMinutes: 0 });
    kit.clock.set(new Date(T0.getTime() + 60 * kit.MINUTE));
    const late = await kit.bid(auction.id, a.auth, 100_000);
    expectProblem(late, 409);
    expect(late.json().message).toBe('Аукцион уже завершён');
    expect((await auctionRow(auction.id)).bidsCount).toBe(0);
  });

  it('extends the end by a bid in the last minutes, up to the cap of extensions', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const a = await kit.partner(customer);
    const auction = await kit.activeAuction(customer, [a], { maxExtensions: 1 });
    const end = T0.getTime() + 60 * kit.MINUTE;
    kit.clock.set(new Date(end - 2 * kit.MINUTE));
    const sniping = await kit.bid(auction.id, a.auth, 150_000);
    expect(sniping.json().dateEnd).toBe(new Date(end + 3 * kit.MINUTE).toISOString());
    kit.clock.set(new Date(end + 2 * kit.MINUTE));
    const capped = await kit.bid(auction.id, a.auth, 140_000);
    expect(capped.json().dateEnd).toBe(new Date(end + 3 * kit.MINUTE).toISOString());
    const row = await auctionRow(auction.id);
    expect(row.extensionsCount).toBe(1);
    const seen = (await kit.call('GET', auction.url, customer.plain.auth)).json();
    expect(seen.bids.map((bid: { extendedTo: string | null }) => bid.extendedTo)).toEqual([
      new Date(end + 3 * kit.MINUTE).toISOString(),
      null,
    ]);
  });

  it('refuses a burst over 10 bids a second per carrier and auction (429)', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const a = await kit.partner(customer);
    const auction = await kit.activeAuction(customer, [a]);
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await kit.bid(auction.id, a.auth, 150_000 - i * 1000)).statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});

describe('routes_for_auctions', () => {
  it('no longer offers a flight an auction holds, and offers it again once the draft is deleted', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const route = await kit.readyRoute(customer);
    const offered = async () =>
      (await kit.call('GET', `${customer.base}/routes_for_auctions`, customer.plain.auth))
        .json()
        .items.map((item: { id: number }) => item.id);
    expect(await offered()).toContain(route.id);
    const auction = await kit.createAuction(customer, kit.auctionBody([route.id], [carrier]));
    expect(await offered()).not.toContain(route.id);
    const edited = await kit.call(
      'PUT',
      `${customer.auctionsUrl}/${auction.id}`,
      customer.manager.auth,
      kit.auctionBody([route.id], [carrier], { step: 500 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await kit.call('DELETE', `${customer.auctionsUrl}/${auction.id}`, customer.manager.auth);
    expect(await offered()).toContain(route.id);
  });
});

describe('flights held by an auction', () => {
  it('refuses to edit, return to drafts or cancel a flight while an auction holds it (409)', async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const route = await kit.readyRoute(customer);
    await kit.createAuction(customer, kit.auctionBody([route.id], [carrier]));
    for (const [method, path] of [
      ['PATCH', '/set_draft'],
      ['DELETE', ''],
    ] as const) {
      const refused = await kit.call(
        method,
        `${customer.routesUrl}/${route.id}${path}`,
        customer.manager.auth,
      );
      expectProblem(refused, 409);
      expect(refused.json().message).toBe('Действие недоступно: рейс участвует в аукционе');
    }
  });
});

describe('transportation settings', () => {
  it('answers the defaults, saves firstBid and timeToCancel, and refuses bad input, a plain user and another customer', async () => {
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const url = `${customer.base}/transportations/settings`;
    expect((await kit.call('GET', url, customer.plain.auth)).json()).toEqual({
      firstBid: false,
      timeToCancel: 30,
    });
    const saved = await kit.call('PUT', url, customer.admin.auth, { firstBid: true, timeToCancel: 15 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await kit.call('GET', url, customer.plain.auth)).json()).toEqual({
      firstBid: true,
      timeToCancel: 15,
    });
    const bad = await kit.call('PUT', url, customer.admin.auth, { firstBid: 'да', timeToCancel: -1 });
    expectProblem(bad, 422);
    expect(bad.json().errors).toHaveLength(2);
    expectProblem(await kit.call('PUT', url, customer.plain.auth, { firstBid: false, timeToCancel: 5 }), 403);
    expectProblem(await kit.call('PUT', url, other.admin.auth, { firstBid: false, timeToCancel: 5 }), 404);
    expect((await kit.call('GET', url, customer.plain.auth)).json()).toEqual({
      firstBid: true,
      timeToCancel: 15,
    });
  });
});
