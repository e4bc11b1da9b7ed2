import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { DeliveredEvent } from '../../core/realtime/event-bus';
import { mailOutbox, notifications, routeDisclaimers } from '../../db/schema/index';
import { freightKit, nextYear } from './freight.fixtures';

let t: TestApp;
let kit: ReturnType<typeof freightKit>;
const delivered: DeliveredEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  kit = freightKit(t);
  t.app.ctx.bus.subscribe((event) => delivered.push(event));
});
afterAll(() => t.close());

const setUp = async () => {
  const customer = await kit.setUpCustomer();
  const carrier = await kit.carrier();
  const route = await kit.assignedRoute(customer, carrier.company.id, {
    planDateArrival: nextYear('05-01T10:00:00+03:00'),
  });
  const carrierRoutes = `/api/contractors/${carrier.company.id}/routes`;
  return { customer, carrier, route, carrierRoutes, carrierRoute: `${carrierRoutes}/${route.id}` };
};

const ask = (url: string, auth: Record<string, string>, comment = 'Сломался тягач, замены нет') =>
  kit.call('PATCH', `${url}/create_disclaimer`, auth, { comment });

describe('the carrier’s routes', () => {
  it('lists and shows only the routes assigned to it, without the customer’s internal fields', async () => {
    const { customer, carrier, route, carrierRoutes, carrierRoute } = await setUp();
    const stranger = await kit.carrier();
    await kit.assignedRoute(customer, stranger.company.id);
    await kit.createRoute(customer);
    const list = await kit.call('GET', carrierRoutes, carrier.auth);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      totalCount: 1,
      items: [{ id: route.id, customer: { id: customer.customerId } }],
    });
    const one = await kit.call('GET', carrierRoute, carrier.auth);
    expect(one.json()).toMatchObject({
      id: route.id,
      freightSum: 140000,
      contractor: { id: carrier.company.id },
    });
    for (const internal of ['initialSum', 'manager', 'routeOwner', 'comment'])
      expect(one.json()).not.toHaveProperty(internal);
    expect(
      (await kit.call('GET', `${carrierRoutes}?name=0105&state=0`, carrier.auth)).json().totalCount,
    ).toBe(1);
    expectProblem(await kit.call('GET', `${carrierRoutes}?manager=1`, carrier.auth), 422);
  });

  it('answers 404 for a route not assigned to it, another carrier’s path and a customer; 401 without a token', async () => {
    const { customer, carrier, route, carrierRoutes } = await setUp();
    const stranger = await kit.carrier();
    const free = await kit.createRoute(customer);
    expectProblem(await kit.call('GET', `${carrierRoutes}/${free.id}`, carrier.auth), 404);
    expectProblem(
      await kit.call('GET', `/api/contractors/${stranger.company.id}/routes/${route.id}`, stranger.auth),
      404,
    );
    expectProblem(await kit.call('GET', `${carrierRoutes}/${route.id}`, stranger.auth), 404);
    expectProblem(await kit.call('GET', carrierRoutes, customer.admin.auth), 404);
    expectProblem(await kit.call('GET', carrierRoutes, {}), 401);
  });
});

describe('disclaimers', () => {
  it('lets the carrier ask once; the customer approves: the route is free again and leaves the carrier', async () => {
    const { customer, carrier, route, carrierRoutes, carrierRoute } = await setUp();
    const asked = await ask(carrierRoute, carrier.auth);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().disclaimer).toMatchObject({ status: 0, comment: 'Сломался тягач, замены нет' });
    expect(expectProblem(await ask(carrierRoute, carrier.auth), 409).message).toBe(
      'Отказ от рейса уже подан и ждёт решения',
    );
    const customerSide = await kit.call(
      'GET',
      `${customer.routesUrl}?contractor=${carrier.company.id}`,
      customer.plain.auth,
    );
    expect(customerSide.json().items[0]).toMatchObject({ hasOpenDisclaimer: true });
    const notified = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, customer.admin.user.id));
    expect(notified).toEqual([expect.objectContaining({ type: 'route-disclaimer-created' })]);

    delivered.length = 0;
    const accepted = await kit.call(
      'PATCH',
      `${customer.routesUrl}/${route.id}/accept_disclaimer`,
      customer.manager.auth,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      contractor: null,
      freightSum: null,
      isDraft: false,
      disclaimer: { status: 1 },
    });
    expect((await kit.call('GET', carrierRoutes, carrier.auth)).json().totalCount).toBe(0);
    expectProblem(await kit.call('GET', carrierRoute, carrier.auth), 404);
    expect(delivered.map(({ envelope, audience }) => [envelope.channel, envelope.type, audience])).toEqual(
      expect.arrayContaining([
        ['routes', 'route-changed', { kind: 'company', ownerType: 'customer', ownerId: customer.customerId }],
        [
          'routes',
          'route-released',
          { kind: 'company', ownerType: 'contractor', ownerId: carrier.company.id },
        ],
      ]),
    );
    const carrierNotes = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, carrier.user.id));
    expect(carrierNotes).toEqual([expect.objectContaining({ type: 'route-disclaimer-accepted' })]);
    const mails = await t.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, carrier.user.username));
    expect(mails.length).toBeGreaterThan(0);
    const routesForAuctions = await kit.call(
      'GET',
      `${customer.base}/routes_for_auctions`,
      customer.plain.auth,
    );
    expect(routesForAuctions.json().items.map((item: { id: number }) => item.id)).toContain(route.id);
    expect(await kit.auditActions(route.id)).toEqual(['create', 'create_disclaimer', 'accept_disclaimer']);
  });

  it('lets the customer decline: the carrier keeps the route and may ask again', async () => {
    const { customer, carrier, route, carrierRoute } = await setUp();
    await ask(carrierRoute, carrier.auth);
    const declined = await kit.call(
      'PATCH',
      `${customer.routesUrl}/${route.id}/decline_disclaimer`,
      customer.admin.auth,
    );
    expect(declined.json()).toMatchObject({
      contractor: { id: carrier.company.id },
      disclaimer: { status: 2 },
    });
    expect(
      expectProblem(
        await kit.call('PATCH', `${customer.routesUrl}/${route.id}/accept_disclaimer`, customer.admin.auth),
        409,
      ).message,
    ).toBe('Действие недоступно: отказ от рейса в состоянии «Отклонён»');
    expect((await ask(carrierRoute, carrier.auth)).statusCode).toBe(200);
    const rows = await t.app.ctx.db
      .select()
      .from(routeDisclaimers)
      .where(eq(routeDisclaimers.routeId, route.id));
    expect(rows.map((row) => row.status).sort()).toEqual([0, 2]);
  });

  it('refuses a disclaimer on a route under way (409), an empty comment (422), a plain carrier user (403), another route (404)', async () => {
    const { customer, carrier, route, carrierRoute, carrierRoutes } = await setUp();
    const plain = await createUser(t.app.ctx.db, { ownerType: 'contractor', ownerId: carrier.company.id });
    const plainAuth = { authorization: `Bearer ${(await login(t.app, plain.username)).token}` };
    expectProblem(await ask(carrierRoute, plainAuth), 403);
    expect(expectProblem(await ask(carrierRoute, carrier.auth, ' '), 422).errors).toEqual([
      'Комментарий: обязательное поле',
    ]);
    expectProblem(await ask(`${carrierRoutes}/${(await kit.createRoute(customer)).id}`, carrier.auth), 404);
    expectProblem(await ask(carrierRoute, {}), 401);
    expect(
      expectProblem(
        await kit.call('PATCH', `${customer.routesUrl}/${route.id}/accept_disclaimer`, customer.admin.auth),
        409,
      ).message,
    ).toBe('Отказ от рейса не найден');
    const past = await kit.assignedRoute(customer, carrier.company.id, {
      planDateArrival: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await kit.call(
      'PATCH',
      `${customer.routesUrl}/${past.id}/movement_points/${past.movementPoints[0]!.id}`,
      customer.admin.auth,
      {
        factDateArrival: new Date(Date.now() - 60_000).toISOString(),
      },
    );
    expect(expectProblem(await ask(`${carrierRoutes}/${past.id}`, carrier.auth), 409).message).toMatch(
      /^Действие недоступно: рейс в состоянии «/,
    );
    expectProblem(
      await kit.call('PATCH', `${customer.routesUrl}/${route.id}/decline_disclaimer`, customer.plain.auth),
      403,
    );
    const none = await t.app.ctx.db
      .select()
      .from(routeDisclaimers)
      .where(and(eq(routeDisclaimers.contractorId, carrier.company.id)));
    expect(none).toEqual([]);
  });
});
