import { COMMENT_ANONYMOUS_AUTHOR } from '@portal/contract/comments/comments.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../../test/file-fixtures';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { authenticate, type Client, connect } from '../../../test/ws-client';
import { movementPoints, notifications, routes } from '../../db/schema/index';
import { T0, tendersKit } from '../tenders/tenders.fixtures';

let t: TestApp;
let kit: ReturnType<typeof tendersKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = tendersKit(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
// Every test starts at T0: the edit window and the 30 days move the clock.
beforeEach(() => kit.clock.set(T0));

type Auth = Record<string, string>;
const URL = '/api/comments';
const post = (auth: Auth, body: Record<string, unknown>) => kit.call('POST', URL, auth, body);
const thread = (auth: Auth, entity: string, entityId: number) =>
  kit.call('GET', `${URL}?entity=${entity}&entityId=${entityId}`, auth);

/** A running auction with two invited carriers, and a carrier not invited. */
const auctionSetUp = async () => {
  const customer = await kit.setUpCustomer();
  const first = await kit.partner(customer);
  const second = await kit.partner(customer);
  const stranger = await kit.partner(customer);
  const auction = await kit.activeAuction(customer, [first, second]);
  return { customer, first, second, stranger, auction };
};

const flightSetUp = async () => {
  const customer = await kit.setUpCustomer();
  const carrier = await kit.carrier();
  const other = await kit.carrier();
  const route = await kit.assignedRoute(customer, carrier.company.id);
  return { customer, carrier, other, route };
};

describe('who reads and writes', () => {
  it('lets the flight’s customer staff (any role) and its carrier talk, oldest first; others get 404', async () => {
    const { customer, carrier, other, route } = await flightSetUp();
    const body = { entity: 'route', entityId: route.id };
    const asked = await post(customer.plain.auth, { ...body, text: 'Где машина?' });
    expect(asked.statusCode, asked.body).toBe(201);
    const answered = await post(carrier.auth, { ...body, text: 'Стоим на въезде, будем через час' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({
      entity: 'route',
      entityId: route.id,
      author: { id: carrier.user.id, side: 'contractor', company: { id: carrier.company.id } },
      isDeleted: false,
      editedOn: null,
    });
    const read = await thread(customer.manager.auth, 'route', route.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ totalCount: 2, currentPageNumber: 1 });
    expect(read.json().items.map((item: { text: string }) => item.text)).toEqual([
      'Где машина?',
      'Стоим на въезде, будем через час',
    ]);
    // Another carrier and another customer: the flight does not exist for them.
    const otherCustomer = await kit.setUpCustomer();
    for (const auth of [other.auth, otherCustomer.admin.auth]) {
      expectProblem(await thread(auth, 'route', route.id), 404);
      expectProblem(await post(auth, { ...body, text: 'Можно?' }), 404);
    }
    const commentId = asked.json().id as number;
    expectProblem(await kit.call('PUT', `${URL}/${commentId}`, other.auth, { text: 'чужой' }), 404);
    expectProblem(await kit.call('DELETE', `${URL}/${commentId}`, otherCustomer.admin.auth), 404);
  });

  it('hides an auction from a carrier not invited and a draft from every carrier', async () => {
    const { customer, first, stranger, auction } = await auctionSetUp();
    expectProblem(await thread(stranger.auth, 'auction', auction.id), 404);
    expectProblem(
      await post(stranger.auth, { entity: 'auction', entityId: auction.id, text: 'Вопрос' }),
      404,
    );
    const route = await kit.readyRoute(customer, 120_000, '2027-03-02');
    const draft = await kit.createAuction(customer, kit.auctionBody([route.id], [first]));
    expectProblem(await thread(first.auth, 'auction', draft.id), 404);
    expect((await thread(customer.plain.auth, 'auction', draft.id)).statusCode).toBe(200);
  });

  it('hides a tender from a carrier not invited', async () => {
    const customer = await kit.setUpCustomer();
    const invited = await kit.partner(customer);
    const stranger = await kit.partner(customer);
    const tender = await kit.activeTender(customer, [invited]);
    const asked = await post(invited.auth, { entity: 'tender', entityId: tender.id, text: 'Нужен ли реф?' });
    expect(asked.statusCode, asked.body).toBe(201);
    expectProblem(await thread(stranger.auth, 'tender', tender.id), 404);
    expectProblem(await post(stranger.auth, { entity: 'tender', entityId: tender.id, text: 'А мне?' }), 404);
  });
});

describe('sealed procedures', () => {
  let client: Client | undefined;
  afterAll(() => client?.close());

  it('shows another carrier as «Участник» in the JSON and on the socket, the customer sees who asked', async () => {
    const { customer, first, second, auction } = await auctionSetUp();
    client = await connect(t.app);
    expect((await authenticate(client, second.token)).type).toBe('ready');
    client.send({ type: 'subscribe', channels: ['comments'] });
    await client.sync();

    const asked = await post(first.auth, {
      entity: 'auction',
      entityId: auction.id,
      text: 'Можно ли догруз?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const firstName = first.user.fullname;
    const companyName = first.company.name;

    const live = await client.nextAbout(`auction-${auction.id}-contractor-${second.id}`);
    expect(live).toMatchObject({ channel: 'comments', type: 'comment.created' });
    expect(live.payload).toMatchObject({
      author: { side: 'contractor', fullname: COMMENT_ANONYMOUS_AUTHOR },
      text: 'Можно ли догруз?',
    });
    expect(live.payload).not.toHaveProperty('author.id');
    expect(live.payload).not.toHaveProperty('author.company');
    expect(JSON.stringify(live)).not.toContain(firstName);
    expect(JSON.stringify(live)).not.toContain(companyName);

    const seen = await thread(second.auth, 'auction', auction.id);
    expect(seen.json().items[0].author).toEqual({ side: 'contractor', fullname: COMMENT_ANONYMOUS_AUTHOR });
    expect(seen.body).not.toContain(firstName);
    expect(seen.body).not.toContain(companyName);

    const own = await thread(first.auth, 'auction', auction.id);
    expect(own.json().items[0].author).toMatchObject({ id: first.user.id, fullname: firstName });
    const customerView = await thread(customer.manager.auth, 'auction', auction.id);
    expect(customerView.json().items[0].author).toEqual({
      id: first.user.id,
      fullname: firstName,
      side: 'contractor',
      company: { id: first.id, name: companyName },
    });

    // The customer's answer reaches every invited carrier with its author named.
    const answer = await post(customer.manager.auth, { entity: 'auction', entityId: auction.id, text: 'Да' });
    const heard = await client.nextAbout(`auction-${auction.id}-contractor-${second.id}`);
    expect(heard.payload).toMatchObject({
      author: { id: customer.manager.user.id, side: 'customer' },
      id: answer.json().id,
    });
  });

  it('names a carrier’s file «Участник» in another carrier’s file viewer', async () => {
    const { first, second, auction } = await auctionSetUp();
    const upload = await kit.call('POST', '/api/documents/upload', first.auth, {
      originalName: 'схема.pdf',
      base64file: tinyPdf().toString('base64'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const guid = upload.json().guid as string;
    expectProblem(await kit.call('GET', `/api/files/${guid}/info`, second.auth), 404);
    const asked = await post(first.auth, {
      entity: 'auction',
      entityId: auction.id,
      text: 'Схема',
      file: guid,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const info = await kit.call('GET', `/api/files/${guid}/info`, second.auth);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().uploader).toEqual({ fullname: COMMENT_ANONYMOUS_AUTHOR, companyName: null });
    expect(info.body).not.toContain(first.user.fullname);
    expect((await kit.call('GET', `/api/files/${guid}/info`, first.auth)).json().uploader.fullname).toBe(
      first.user.fullname,
    );
  });
});

describe('the text', () => {
  it('stores HTML as text and refuses empty, too long and NUL texts with 422', async () => {
    const { customer, route } = await flightSetUp();
    const body = { entity: 'route', entityId: route.id };
    const script = '<script>alert(1)</script> & <b>жирный</b>';
    const stored = await post(customer.manager.auth, { ...body, text: script });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json().text).toBe(script);
    expect((await thread(customer.manager.auth, 'route', route.id)).json().items[0].text).toBe(script);
    expect((await post(customer.manager.auth, { ...body, text: 'я'.repeat(4000) })).statusCode).toBe(201);
    for (const text of ['', '   ', 'я'.repeat(4001), 'до\u0000после']) {
      const refused = expectProblem(await post(customer.manager.auth, { ...body, text }), 422);
      expect(refused.fields?.[0]?.path).toEqual(['text']);
    }
  });
});

describe('editing and deleting', () => {
  it('lets the author edit and delete within 15 minutes, then answers 409', async () => {
    const { customer, carrier, route } = await flightSetUp();
    const written = await post(carrier.auth, {
      entity: 'route',
      entityId: route.id,
      text: 'Опоздаем на час',
    });
    const url = `${URL}/${written.json().id}`;
    const edited = await kit.call('PUT', url, carrier.auth, { text: 'Опоздаем на два часа' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ text: 'Опоздаем на два часа', editedOn: expect.any(String) });
    // Not the author, even an admin of the customer: 403 on edit.
    expectProblem(await kit.call('PUT', url, customer.admin.auth, { text: 'правка' }), 403);
    kit.clock.advance(15 * kit.MINUTE);
    expectProblem(await kit.call('PUT', url, carrier.auth, { text: 'поздно' }), 409);
    expectProblem(await kit.call('DELETE', url, carrier.auth), 409);
  });

  it('lets the author delete within the window; a user role may not delete another’s comment', async () => {
    const { customer, carrier, route } = await flightSetUp();
    const written = await post(customer.manager.auth, { entity: 'route', entityId: route.id, text: 'Ок' });
    const url = `${URL}/${written.json().id}`;
    expectProblem(await kit.call('DELETE', url, customer.plain.auth), 403);
    expectProblem(await kit.call('DELETE', url, carrier.auth), 403);
    const deleted = await kit.call('DELETE', url, customer.manager.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({
      text: null,
      isDeleted: true,
      deletedBy: { id: customer.manager.user.id },
      deletedAt: expect.any(String),
    });
    const read = await thread(carrier.auth, 'route', route.id);
    expect(read.json().items[0]).toMatchObject({ isDeleted: true, text: null });
  });

  it('lets a customer admin delete a carrier’s comment on its records at any time', async () => {
    const { customer, carrier, route } = await flightSetUp();
    const written = await post(carrier.auth, { entity: 'route', entityId: route.id, text: 'Грубость' });
    kit.clock.advance(60 * kit.MINUTE);
    const deleted = await kit.call('DELETE', `${URL}/${written.json().id}`, customer.admin.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ isDeleted: true, deletedBy: { id: customer.admin.user.id } });
  });
});

describe('closed threads', () => {
  it('refuses comments on a closed auction with 409 and still reads it', async () => {
    const { customer, first, auction } = await auctionSetUp();
    await post(first.auth, { entity: 'auction', entityId: auction.id, text: 'Вопрос' });
    const cancelled = await kit.call('PATCH', `${auction.url}/cancel`, customer.manager.auth);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectProblem(await post(first.auth, { entity: 'auction', entityId: auction.id, text: 'Ещё' }), 409);
    expectProblem(
      await post(customer.manager.auth, { entity: 'auction', entityId: auction.id, text: 'Ответ' }),
      409,
    );
    expect((await thread(first.auth, 'auction', auction.id)).json().totalCount).toBe(1);
  });

  it('keeps a flight’s thread open 30 days after it closed', async () => {
    const { customer, carrier, route } = await flightSetUp();
    const closedAt = kit.clock.now();
    await t.app.ctx.db.update(routes).set({ currentState: 7 }).where(eq(routes.id, route.id));
    await t.app.ctx.db
      .update(movementPoints)
      .set({ factDateArrival: closedAt })
      .where(eq(movementPoints.routeId, route.id));
    kit.clock.advance(29 * 24 * 60 * kit.MINUTE);
    const body = { entity: 'route', entityId: route.id, text: 'Акт подписан' };
    expect((await post(carrier.auth, body)).statusCode).toBe(201);
    kit.clock.advance(24 * 60 * kit.MINUTE);
    expectProblem(await post(customer.manager.auth, body), 409);
  });
});

describe('notifications', () => {
  it('tells the other side («Комментарий»), never the author’s side', async () => {
    const { customer, carrier, route } = await flightSetUp();
    await post(carrier.auth, { entity: 'route', entityId: route.id, text: 'Прибыли' });
    const typesOf = async (userId: number) =>
      (await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
        (row) => row.type,
      );
    expect(await typesOf(customer.manager.user.id)).toEqual(['comment']);
    expect(await typesOf(customer.plain.user.id)).toEqual(['comment']);
    expect(await typesOf(carrier.user.id)).toEqual([]);
    await post(customer.manager.auth, { entity: 'route', entityId: route.id, text: 'Спасибо' });
    expect(await typesOf(carrier.user.id)).toEqual(['comment']);
    expect(await typesOf(customer.manager.user.id)).toEqual(['comment']);
  });
});
