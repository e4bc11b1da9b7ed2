import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/index';
import { routeOwnerKit } from './route-owners.fixtures';

let t: TestApp;
let kit: ReturnType<typeof routeOwnerKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = routeOwnerKit(t);
});
afterAll(() => t.close());

type ListItem = {
  id: number;
  name: string;
  agent: { id: number; fullname: string } | null;
  membersCount: number;
};

describe('GET /api/customers/:customerId/routeowners', () => {
  it('lists the customer’s own groups by name with the agent and the number of members, 100 a page', async () => {
    const team = await kit.createCustomerTeam();
    const other = await kit.createCustomerTeam();
    const agent = await kit.addStaff(team.customer.id, 'Морозов Алексей Павлович');
    const gone = await kit.addStaff(team.customer.id, 'Уволенный Сотрудник');
    await t.app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const ural = await kit.addRouteOwner(team.customer.id, 'СТЛ Урал', agent.id);
    await kit.addMembers(ural.id, [team.manager.user.id, team.plain.user.id, gone.id]);
    const moscow = await kit.addRouteOwner(team.customer.id, 'СТЛ Москва');
    await kit.addRouteOwner(other.customer.id, 'СТЛ Чужая');

    const response = await kit.inject('GET', team.url, team.plain.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { id: moscow.id, name: 'СТЛ Москва', agent: null, membersCount: 0 },
        {
          id: ural.id,
          name: 'СТЛ Урал',
          agent: { id: agent.id, fullname: 'Морозов Алексей Павлович' },
          membersCount: 2,
        },
      ],
      totalCount: 2,
      currentPageNumber: 1,
      numItemsPerPage: 100,
    });
  });

  it('filters by a part of the name and by a user who is the agent or a member', async () => {
    const team = await kit.createCustomerTeam();
    const agent = await kit.addStaff(team.customer.id, 'Волкова Ольга Сергеевна');
    const asAgent = await kit.addRouteOwner(team.customer.id, 'СТЛ Сибирь', agent.id);
    const asMember = await kit.addRouteOwner(team.customer.id, 'Контейнерный отдел');
    await kit.addMembers(asMember.id, [agent.id]);
    await kit.addRouteOwner(team.customer.id, 'Авиаперевозки', team.manager.user.id);

    const names = async (query: string) =>
      ((await kit.inject('GET', `${team.url}?${query}`, team.plain.auth)).json().items as ListItem[]).map(
        (item) => item.name,
      );
    expect(await names(`name=${encodeURIComponent('сибир')}`)).toEqual(['СТЛ Сибирь']);
    expect(await names(`userId=${agent.id}`)).toEqual([asMember.name, asAgent.name]);
    expect(await names(`userId=${agent.id}&name=${encodeURIComponent('отдел')}`)).toEqual([asMember.name]);
    expect(await names('name=%25')).toEqual([]);
    const paged = await kit.inject('GET', `${team.url}?limit=1&page=2`, team.plain.auth);
    expect(paged.json()).toMatchObject({ totalCount: 3, currentPageNumber: 2, numItemsPerPage: 1 });
  });

  it('answers 401 without a token and 404 for another customer or a carrier', async () => {
    const team = await kit.createCustomerTeam();
    const other = await kit.createCustomerTeam();
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    expectProblem(await kit.inject('GET', team.url, {}), 401);
    expectProblem(await kit.inject('GET', team.url, other.admin.auth), 404);
    expectProblem(await kit.inject('GET', team.url, carrier.auth), 404);
  });

  it('refuses a page larger than 100 or a malformed user filter with a Russian 422', async () => {
    const team = await kit.createCustomerTeam();
    const tooLarge = expectProblem(await kit.inject('GET', `${team.url}?limit=101`, team.admin.auth), 422);
    expect(tooLarge.errors).toEqual(['Количество на странице: не больше 100']);
    const badUser = expectProblem(await kit.inject('GET', `${team.url}?userId=abc`, team.admin.auth), 422);
    expect(badUser.errors).toEqual(['Пользователь: неверный идентификатор']);
  });
});

describe('GET /api/customers/:customerId/routeowners/:routeOwnerId', () => {
  it('answers the group with its agent (with login) and its members by name', async () => {
    const team = await kit.createCustomerTeam();
    const agent = await kit.addStaff(team.customer.id, 'Лебедев Игорь Викторович');
    const first = await kit.addStaff(team.customer.id, 'Андреев Андрей');
    const blocked = await kit.addStaff(team.customer.id, 'Яковлев Яков', { blocked: true });
    const group = await kit.addRouteOwner(team.customer.id, 'СТЛ Юг', agent.id);
    await kit.addMembers(group.id, [blocked.id, first.id]);

    const response = await kit.inject('GET', `${team.url}/${group.id}`, team.plain.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: group.id,
      name: 'СТЛ Юг',
      agent: { id: agent.id, fullname: 'Лебедев Игорь Викторович', username: agent.username },
      members: [
        { id: first.id, fullname: 'Андреев Андрей' },
        { id: blocked.id, fullname: 'Яковлев Яков' },
      ],
    });
  });

  it('answers 401 without a token and 404 for another customer’s group, an unknown or malformed id', async () => {
    const team = await kit.createCustomerTeam();
    const other = await kit.createCustomerTeam();
    const foreign = await kit.addRouteOwner(other.customer.id, 'СТЛ Чужая');
    const own = await kit.addRouteOwner(team.customer.id, 'СТЛ Своя');
    expectProblem(await kit.inject('GET', `${team.url}/${own.id}`, {}), 401);
    const problem = expectProblem(await kit.inject('GET', `${team.url}/${foreign.id}`, team.admin.auth), 404);
    expect(problem.message).toBe('Группа ответственных не найдена');
    expectProblem(await kit.inject('GET', `${other.url}/${own.id}`, team.admin.auth), 404);
    expectProblem(await kit.inject('GET', `${team.url}/999999`, team.admin.auth), 404);
    expectProblem(await kit.inject('GET', `${team.url}/abc`, team.admin.auth), 404);
  });
});
