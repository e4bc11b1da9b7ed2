import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createSignedInUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contractors } from '../../db/schema/index';
import { contractorsKit } from './contractors.fixtures';

let t: TestApp;
let kit: ReturnType<typeof contractorsKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = contractorsKit(t);
});
afterAll(() => t.close());

describe('GET lookup/contractors', () => {
  const lookup = (customerId: number, auth: Record<string, string>, query: string) =>
    kit.call('GET', `/api/customers/${customerId}/lookup/contractors?${query}`, auth);

  it('finds carriers by name or INN, those starting with the text first', async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    const tag = Math.random().toString(36).slice(2, 8);
    const [inside, starting] = [
      await createContractor(t.app.ctx.db, 1),
      await createContractor(t.app.ctx.db, 1),
    ];
    await t.app.ctx.db
      .update(contractors)
      .set({ name: `ООО Альфа${tag}` })
      .where(eq(contractors.id, inside.id));
    await t.app.ctx.db
      .update(contractors)
      .set({ name: `Альфа${tag} Транс` })
      .where(eq(contractors.id, starting.id));
    const response = await lookup(
      customer.company.id,
      customer.auth,
      `query=${encodeURIComponent(`альфа${tag}`)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { id: starting.id, name: `Альфа${tag} Транс`, inn: starting.inn, active: true, partnerStatus: null },
      { id: inside.id, name: `ООО Альфа${tag}`, inn: inside.inn, active: true, partnerStatus: null },
    ]);
    const byInn = await lookup(customer.company.id, customer.auth, `query=${inside.inn}`);
    expect(byInn.json().items.map((item: { id: number }) => item.id)).toEqual([inside.id]);
  });

  it.each([
    ['repeated', (a: number, b: number) => `id=${a}&id=${b}`],
    ['with []', (a: number, b: number) => `id[]=${a}&id[]=${b}`],
    ['encoded []', (a: number, b: number) => `id%5B%5D=${a}&id%5B%5D=${b}`],
    ['indexed', (a: number, b: number) => `id[0]=${a}&id[1]=${b}`],
  ])('answers the carriers named by id given %s', async (_form, query) => {
    const customer = await createSignedInUser(t.app, 'customer');
    const [first, second, third] = [
      await createContractor(t.app.ctx.db, 1),
      await createContractor(t.app.ctx.db, 2),
      await createContractor(t.app.ctx.db, 1),
    ];
    const response = await lookup(customer.company.id, customer.auth, query(first.id, second.id));
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json().items.map((item: { id: number }) => item.id);
    expect(found.sort()).toEqual([first.id, second.id].sort());
    expect(found).not.toContain(third.id);
  });

  it('offers only accredited verified partners when asked, and never new carriers that are not partners', async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    const [accredited, blocked, rejectedPartner, fresh] = [
      await createContractor(t.app.ctx.db, 1),
      await createContractor(t.app.ctx.db, 1),
      await createContractor(t.app.ctx.db, 3),
      await createContractor(t.app.ctx.db, 0),
    ];
    await kit.makePartner(customer.company.id, accredited.id, 1);
    await kit.makePartner(customer.company.id, blocked.id, 3, 'Причина');
    await kit.makePartner(customer.company.id, rejectedPartner.id, 1);
    const all = [accredited, blocked, rejectedPartner, fresh].map((carrier) => `id=${carrier.id}`).join('&');
    const invitable = await lookup(customer.company.id, customer.auth, `${all}&partner=accredited`);
    expect(invitable.json().items).toEqual([
      { id: accredited.id, name: accredited.name, inn: accredited.inn, active: true, partnerStatus: 1 },
    ]);
    const any = await lookup(customer.company.id, customer.auth, all);
    expect(
      any
        .json()
        .items.map((item: { id: number }) => item.id)
        .sort(),
    ).toEqual([accredited.id, blocked.id, rejectedPartner.id].sort());
  });

  it('answers at most 100 and refuses bad ids or too many of them with 422', async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    for (let index = 0; index < 3; index += 1) await createContractor(t.app.ctx.db, 1);
    const response = await lookup(customer.company.id, customer.auth, '');
    expect(response.json().items.length).toBeGreaterThan(0);
    expect(response.json().items.length).toBeLessThanOrEqual(100);
    const tooMany = Array.from({ length: 101 }, (_, index) => `id[]=${index + 1}`).join('&');
    expect(expectProblem(await lookup(customer.company.id, customer.auth, tooMany), 422).errors![0]).toMatch(
      /^Идентификатор: /,
    );
    expectProblem(await lookup(customer.company.id, customer.auth, 'id=abc'), 422);
    expectProblem(await lookup(customer.company.id, customer.auth, 'partner=blocked'), 422);
  });

  it("answers 401 without a token and 404 for another customer's id or a carrier", async () => {
    const customer = await createSignedInUser(t.app, 'customer');
    const other = await createSignedInUser(t.app, 'customer');
    const carrier = await createSignedInUser(t.app, 'contractor');
    expectProblem(await lookup(customer.company.id, {}, ''), 401);
    expectProblem(await lookup(customer.company.id, other.auth, ''), 404);
    expectProblem(await lookup(customer.company.id, carrier.auth, ''), 404);
  });
});
