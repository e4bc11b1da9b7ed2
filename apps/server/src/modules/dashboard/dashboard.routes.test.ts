import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createUser, login } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  appeals,
  attorneys,
  driverDrafts,
  drivers,
  notifications,
  ratingEvents,
  ratingIndexes,
  ratingIndexValues,
  ratings,
} from '../../db/schema/index';
import { stopAuctionScheduler } from '../auctions/auction-scheduler';
import { auctionsKit, T0 } from '../auctions/auctions.fixtures';
import { proformaKit } from '../proformas/proformas.fixtures';

let t: TestApp;
let kit: ReturnType<typeof auctionsKit>;
let proformas: ReturnType<typeof proformaKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auctionsKit(t);
  proformas = proformaKit(t);
  await stopAuctionScheduler(t.app.ctx);
});
afterAll(() => t.close());

type Card = {
  key: string;
  title: string;
  value: number | null;
  link: string;
  previous?: number | null;
  items?: { id: number; label: string; value: number | null; link: string }[];
};

// T0 is 10.01.2027 13:00 in Moscow: «today» is 10.01.2027.
const TODAY_FILTER = 'date_from=2027-01-10T00%3A00&date_to=2027-01-10T23%3A59&is_draft=false&is_cancel=false';

const dashboard = async (url: string, auth: { authorization: string }) => {
  const response = await kit.call('GET', url, auth);
  expect(response.statusCode, response.body).toBe(200);
  const cards = response.json().cards as Card[];
  return Object.fromEntries(cards.map((card) => [card.key, card])) as Record<string, Card>;
};

const driverRow = (contractorId: number, overrides: Partial<typeof drivers.$inferInsert> = {}) => ({
  contractorId,
  fullname: 'Иванов Иван Иванович',
  birthDate: '1980-05-01',
  passportType: 1,
  passportSeries: '4510',
  passportNumber: '123456',
  passportIssuedBy: 'ОВД Тверского района',
  passportIssueDate: '2005-05-01',
  phone: '+79001234567',
  licenceNumber: '7701123456',
  licenceDate: '2020-01-01',
  licenceCategories: ['C'],
  routeKinds: ['intercity'],
  ...overrides,
});

describe('GET /api/customers/{customerId}/dashboard', () => {
  it('answers every card of DESIGN 12 in order, counted from the fixture, with the lists behind them', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const url = `${customer.base}/dashboard`;
    const empty = await dashboard(url, customer.admin.auth);
    expect(Object.keys(empty)).toEqual([
      'flightsToday',
      'flightsLate',
      'auctionsRunning',
      'tendersAwaitingWinners',
      'appealsNew',
      'fleetToCheck',
      'carriersAwaitingVerification',
      'proformasToAccept',
      'paymentsOverdue',
      'savingMonth',
    ]);
    // The verification of carriers is the customer admins' screen: managers and users get no card for it.
    for (const auth of [customer.manager.auth, customer.plain.auth])
      expect(Object.keys(await dashboard(url, auth))).not.toContain('carriersAwaitingVerification');
    expect(empty.flightsToday).toMatchObject({
      title: 'Рейсы сегодня',
      value: 0,
      items: [],
      link: `/flights/customer?${TODAY_FILTER}`,
    });
    expect(empty.auctionsRunning).toMatchObject({ value: 0, link: '/auctions/customer?status=2' });
    expect(empty.savingMonth).toMatchObject({ value: 0, previous: 0 });

    // Two flights today (one late at its first point since 11:00), one yesterday still unreached: two late.
    await kit.assignedRoute(customer, a.id, { planDateArrival: '2027-01-10T11:00:00+03:00' });
    await kit.assignedRoute(customer, a.id, { planDateArrival: '2027-01-10T18:00:00+03:00' });
    const yesterday = await kit.assignedRoute(customer, b.id, {
      planDateArrival: '2027-01-09T09:00:00+03:00',
    });
    const auction = await kit.activeAuction(customer, [a, b]);
    await kit.bid(auction.id, a.auth, 140_000);
    const drafter = await createContractor(t.app.ctx.db, 2);
    const before = await dashboard(url, customer.admin.auth);
    const [driver] = await t.app.ctx.db
      .insert(drivers)
      .values([driverRow(a.id, { status: 1 }), driverRow(b.id, { status: 2 })])
      .returning();
    await t.app.ctx.db.insert(driverDrafts).values({ driverId: driver!.id, contractorId: a.id, values: {} });
    await createContractor(t.app.ctx.db, 2);

    const cards = await dashboard(url, customer.admin.auth);
    expect(cards.flightsToday).toMatchObject({
      value: 2,
      items: [
        {
          id: 0,
          label: 'Ожидание прибытия',
          value: 2,
          link: `/flights/customer?${TODAY_FILTER}&state=0`,
        },
      ],
    });
    expect(cards.flightsLate!.value).toBe(2);
    expect(cards.flightsLate!.items!.map((item) => item.id)[0]).toBe(yesterday.id);
    expect(cards.flightsLate!.items![0]!.link).toBe(
      `/customers/${customer.customerId}/flight/${yesterday.id}`,
    );
    expect(cards.auctionsRunning).toMatchObject({
      value: 1,
      items: [
        {
          id: auction.id,
          value: 140_000,
          link: `/customers/${customer.customerId}/auction/${auction.id}`,
        },
      ],
    });
    expect(cards.auctionsRunning!.items![0]!.label).toMatch(
      new RegExp(
        `^№ ${auction.id} · Москва — Екатеринбург через Казань · ставок: 1 · до 10\\.01\\.2027 14:00`,
      ),
    );
    expect(cards.fleetToCheck).toMatchObject({
      value: 2,
      link: '/drivers/customer?status=1',
      items: [
        { label: 'Водители', value: 1 },
        { label: 'Транспортные средства', value: 0 },
        { label: 'Заявки на изменение водителей', value: 1, link: '/driver-drafts?status=0' },
      ],
    });
    expect(cards.carriersAwaitingVerification!.value).toBe(before.carriersAwaitingVerification!.value! + 1);
    expect(cards.carriersAwaitingVerification!.link).toBe('/contractor-list?tab=verification&status=2');
    expect(drafter.status).toBe(2);
    expect(cards.tendersAwaitingWinners).toMatchObject({ value: 0, link: '/tenders/customer?status=3' });
    expect(cards.appealsNew).toMatchObject({ value: 0, link: '/customer/rating/appeals?status=0' });
  });

  it('shows a change in the next call: a started auction, a new appeal', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const url = `${customer.base}/dashboard`;
    expect((await dashboard(url, customer.admin.auth)).auctionsRunning!.value).toBe(0);
    await kit.activeAuction(customer, [carrier]);
    expect((await dashboard(url, customer.admin.auth)).auctionsRunning!.value).toBe(1);

    const db = t.app.ctx.db;
    const [index] = await db
      .insert(ratingIndexes)
      .values({
        customerId: customer.customerId,
        code: 'onTime',
        name: 'Вовремя',
        formula: '',
        koeff: 1,
        position: 1,
      })
      .returning();
    const [rating] = await db
      .insert(ratings)
      .values({
        customerId: customer.customerId,
        contractorId: carrier.id,
        periodId: 1,
        dateFrom: '2027-01-01',
        dateTo: '2027-01-31',
        rating: 40,
      })
      .returning();
    const [value] = await db
      .insert(ratingIndexValues)
      .values({ ratingId: rating!.id, indexId: index!.id })
      .returning();
    const [event] = await db
      .insert(ratingEvents)
      .values({ indexValueId: value!.id, eventDate: T0, comment: 'Опоздание' })
      .returning();
    await db.insert(appeals).values({
      customerId: customer.customerId,
      contractorId: carrier.id,
      ratingEventId: event!.id,
      comment: 'Пробка на трассе',
    });
    expect((await dashboard(url, customer.admin.auth)).appealsNew!.value).toBe(1);
  });

  it('counts proformas sent for acceptance and overdue payments, and this month’s saving against the last', async () => {
    const pair = await proformas.setUp();
    const flight = await proformas.closedFlight(pair, '2026-10-05');
    await proformas.wonAuction(pair, flight.id);
    const url = `${pair.customer.base}/dashboard`;
    kit.clock.set(new Date('2026-11-20T09:00:00Z'));
    expect((await dashboard(url, pair.customer.admin.auth)).proformasToAccept!.value).toBe(0);
    const sent = await proformas.sent(pair, '2026-10-01', '2026-10-31');
    const cards = await dashboard(url, pair.customer.admin.auth);
    expect(cards.proformasToAccept).toMatchObject({
      value: 1,
      link: '/proforma/customer?status=1',
      items: [
        {
          id: sent.id,
          value: 120_000,
          link: `/customers/${pair.customer.customerId}/proforma/${sent.id}`,
        },
      ],
    });
    expect(cards.proformasToAccept!.items![0]!.label).toBe(`${sent.number} · ${pair.carrier.company.name}`);
    const accepted = await kit.call(
      'PATCH',
      `${pair.customerUrl}/${sent.id}/accept`,
      pair.customer.admin.auth,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await dashboard(url, pair.customer.admin.auth)).paymentsOverdue!.value).toBe(0);
    // The default term is 30 days: two months on the payment is overdue.
    kit.clock.set(new Date('2027-01-25T09:00:00Z'));
    const later = await dashboard(url, pair.customer.admin.auth);
    expect(later.paymentsOverdue).toMatchObject({ value: 1, link: '/proforma/customer?overdue=true' });
    expect(later.proformasToAccept!.value).toBe(0);
    // The won auction ended 10.01.2026 at 120 000 from 150 000: a saving in January 2026 only.
    kit.clock.set(new Date('2026-01-20T09:00:00Z'));
    expect((await dashboard(url, pair.customer.admin.auth)).savingMonth).toMatchObject({
      value: 30_000,
      previous: 0,
      link: '/statistic?tab=auction-economy&date_from=01.01.2026&date_to=20.01.2026&group_by=month',
    });
    kit.clock.set(new Date('2026-02-03T09:00:00Z'));
    expect((await dashboard(url, pair.customer.admin.auth)).savingMonth).toMatchObject({
      value: 0,
      previous: 30_000,
    });
  });
});

describe('GET /api/contractors/{contractorId}/dashboard', () => {
  it('answers the carrier’s cards: open auctions with its place, flights, rating and trend, documents, notices', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const [a, b] = [await kit.partner(customer), await kit.partner(customer)];
    const url = `/api/contractors/${a.id}/dashboard`;
    const empty = await dashboard(url, a.auth);
    expect(Object.keys(empty)).toEqual([
      'auctionsOpen',
      'tendersOpen',
      'flightsToday',
      'rating',
      'proformasToSend',
      'proformasReturned',
      'documentsExpiring',
      'notificationsUnread',
    ]);
    expect(empty.rating).toMatchObject({ value: null, previous: null, link: '/my-rating' });
    expect(empty.auctionsOpen).toMatchObject({ value: 0, link: '/auctions/contractor' });

    const auction = await kit.activeAuction(customer, [a, b]);
    const other = await kit.activeAuction(customer, [b]);
    let cards = await dashboard(url, a.auth);
    expect(cards.auctionsOpen).toMatchObject({
      value: 1,
      items: [{ id: auction.id, value: null, link: `/contractors/${a.id}/auction/${auction.id}` }],
    });
    expect(cards.auctionsOpen!.items!.map((item) => item.id)).not.toContain(other.id);
    await kit.bid(auction.id, a.auth, 140_000);
    expect((await dashboard(url, a.auth)).auctionsOpen!.items![0]!.value).toBe(1);
    await kit.bid(auction.id, b.auth, 130_000);
    expect((await dashboard(url, a.auth)).auctionsOpen!.items![0]!.value).toBe(2);

    await kit.assignedRoute(customer, a.id, { planDateArrival: '2027-01-10T18:00:00+03:00' });
    await kit.assignedRoute(customer, b.id, { planDateArrival: '2027-01-10T18:30:00+03:00' });
    const db = t.app.ctx.db;
    await db.insert(ratings).values([
      {
        customerId: customer.customerId,
        contractorId: a.id,
        periodId: 1,
        dateFrom: '2026-12-01',
        dateTo: '2026-12-31',
        rating: 55,
      },
      {
        customerId: customer.customerId,
        contractorId: a.id,
        periodId: 1,
        dateFrom: '2027-01-01',
        dateTo: '2027-01-31',
        rating: 42.5,
      },
      {
        customerId: customer.customerId,
        contractorId: a.id,
        periodId: 2,
        dateFrom: '2027-01-01',
        dateTo: '2027-03-31',
        rating: 10,
      },
    ]);
    const [soon, later, cancelled] = await db
      .insert(drivers)
      .values([
        driverRow(a.id, { licenceDate: '2017-01-25', fullname: 'Петров Пётр' }),
        driverRow(a.id, { licenceDate: '2017-03-01' }),
        driverRow(a.id, { licenceDate: '2017-01-20', status: 3 }),
      ])
      .returning();
    const attorney = {
      contractorId: a.id,
      driverId: later!.id,
      number: '12/27',
      date: '2026-12-01',
      dateFrom: '2026-12-01',
      signer: 'Сидоров С. С.',
      issuerInn: '7701234567',
      powers: 'Получение груза',
    };
    const [expiring] = await db
      .insert(attorneys)
      .values([
        { ...attorney, dateTo: '2027-01-15' },
        { ...attorney, dateTo: '2027-02-09' },
        { ...attorney, dateTo: '2027-01-20', status: 1 },
        { ...attorney, dateTo: '2027-01-09' },
      ])
      .returning();
    const unreadBefore = (await dashboard(url, a.auth)).notificationsUnread!.value!;
    await db.insert(notifications).values([
      { userId: a.user.id, type: 'auction', title: 'Аукцион', text: 'Начался' },
      { userId: a.user.id, type: 'auction', title: 'Аукцион', text: 'Прочитано', readAt: T0 },
    ]);
    cards = await dashboard(url, a.auth);
    expect(cards.flightsToday).toMatchObject({
      value: 1,
      link: `/flights/contractor?${TODAY_FILTER}`,
    });
    expect(cards.rating).toMatchObject({ title: 'Мой рейтинг', value: 42.5, previous: 55 });
    expect(cards.rating!.items).toBeUndefined();
    expect(cards.documentsExpiring).toMatchObject({
      value: 2,
      link: '/attorneys',
      items: [
        {
          id: expiring!.id,
          label: 'Доверенность № 12/27 — до 15.01.2027',
          link: `/contractors/${a.id}/attorney/${expiring!.id}`,
        },
        {
          id: soon!.id,
          label: 'Водительское удостоверение: Петров Пётр — до 24.01.2027',
          link: `/contractors/${a.id}/drivers/${soon!.id}`,
        },
      ],
    });
    expect(cancelled!.status).toBe(3);
    expect(cards.notificationsUnread).toMatchObject({
      value: unreadBefore + 1,
      link: '/notifications?unread=true',
    });
    // Unread notices are the caller's own: another user of the carrier reads its own count.
    const colleague = await createUser(db, { ownerType: 'contractor', ownerId: a.id });
    const colleagueAuth = { authorization: `Bearer ${(await login(t.app, colleague.username)).token}` };
    expect((await dashboard(url, colleagueAuth)).notificationsUnread!.value).toBe(0);
    await db.update(notifications).set({ readAt: T0 }).where(eq(notifications.userId, a.user.id));
    expect((await dashboard(url, a.auth)).notificationsUnread!.value).toBe(0);
  });

  it('counts drafts to send and returned proformas, and a sent one leaves the drafts', async () => {
    const pair = await proformas.setUp();
    await proformas.closedFlight(pair, '2026-10-05');
    const url = `/api/contractors/${pair.carrierId}/dashboard`;
    const draft = await proformas.build(pair, '2026-10-01', '2026-10-31');
    let cards = await dashboard(url, pair.readerAuth);
    expect(cards.proformasToSend).toMatchObject({
      value: 1,
      link: '/proforma/contractor?status=0',
      items: [{ id: draft.id, link: `/contractors/${pair.carrierId}/proforma/${draft.id}` }],
    });
    expect(cards.proformasToSend!.items![0]!.label).toBe(
      `Черновик за 01.10.2026–31.10.2026 · ${pair.customer.customer.name}`,
    );
    await kit.call('DELETE', `${pair.carrierUrl}/${draft.id}`, pair.carrier.auth);
    const sent = await proformas.sent(pair, '2026-10-01', '2026-10-31');
    cards = await dashboard(url, pair.readerAuth);
    expect(cards.proformasToSend!.value).toBe(0);
    const returned = await kit.call(
      'PATCH',
      `${pair.customerUrl}/${sent.id}/return`,
      pair.customer.admin.auth,
      {
        comment: 'Нет подписи',
      },
    );
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await dashboard(url, pair.readerAuth)).proformasReturned).toMatchObject({
      value: 1,
      link: '/proforma/contractor?status=3',
    });
  });
});

describe('dashboard access', () => {
  it('answers 401 without a session, 404 for another company or the other side, and the same figures to a user role (but the admins’ verification)', async () => {
    kit.clock.set(T0);
    const customer = await kit.setUpCustomer();
    const other = await kit.setUpCustomer();
    const carrier = await kit.partner(customer);
    const customerUrl = `${customer.base}/dashboard`;
    const carrierUrl = `/api/contractors/${carrier.id}/dashboard`;
    expectProblem(await kit.call('GET', customerUrl, undefined as never), 401);
    expectProblem(await kit.call('GET', carrierUrl, undefined as never), 401);
    expectProblem(await kit.call('GET', customerUrl, other.admin.auth), 404);
    expectProblem(await kit.call('GET', customerUrl, carrier.auth), 404);
    expectProblem(await kit.call('GET', carrierUrl, customer.admin.auth), 404);
    const stranger = await kit.partner(other);
    expectProblem(await kit.call('GET', carrierUrl, stranger.auth), 404);
    // The same figures, but for the carriers' verification, which is the admins' screen.
    const { carriersAwaitingVerification: _adminsOnly, ...adminCards } = await dashboard(
      customerUrl,
      customer.admin.auth,
    );
    expect(await dashboard(customerUrl, customer.plain.auth)).toEqual(adminCards);
  });

  it('answers a malformed or too large company id like any company path: not found, never a 500', async () => {
    const customer = await kit.setUpCustomer();
    for (const id of ['abc', '2147483648', '-1', '1.5'])
      expectProblem(await kit.call('GET', `/api/customers/${id}/dashboard`, customer.admin.auth), 404);
  });
});
