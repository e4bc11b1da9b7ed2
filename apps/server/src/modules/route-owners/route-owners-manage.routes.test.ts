import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Runs a request that must be refused and proves it changed no group and wrote no audit record. */
const expectRefusedUnchanged = async (
  id: number,
  request: () => Promise<LightMyRequestResponse>,
  status: number,
) => {
  const before = { row: await kit.routeOwnerRow(id), count: await kit.routeOwnerCount() };
  const auditBefore = (await kit.auditOf(id)).length;
  const problem = expectProblem(await request(), status);
  expect({ row: await kit.routeOwnerRow(id), count: await kit.routeOwnerCount() }).toEqual(before);
  expect(await kit.auditOf(id)).toHaveLength(auditBefore);
  return problem;
};

describe('PATCH /api/customers/:customerId/routeowners/:routeOwnerId/edit_agent', () => {
  it('lets a manager attach a colleague and an admin detach it with null, each audited from → to', async () => {
    const team = await kit.createCustomerTeam();
    const agent = await kit.addStaff(team.customer.id, 'Морозов Алексей Павлович');
    const group = await kit.addRouteOwner(team.customer.id, 'СТЛ Москва');
    const url = `${team.url}/${group.id}/edit_agent`;

    const attached = await kit.inject('PATCH', url, team.manager.auth, { agent: agent.id });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toEqual({
      id: group.id,
      name: 'СТЛ Москва',
      agent: { id: agent.id, fullname: 'Морозов Алексей Павлович', username: agent.username },
      members: [],
    });
    const detached = await kit.inject('PATCH', url, team.admin.auth, { agent: null });
    expect(detached.statusCode, detached.body).toBe(200);
    expect(detached.json().agent).toBeNull();
    expect((await kit.routeOwnerRow(group.id))?.agentId).toBeNull();

    const audit = await kit.auditOf(group.id);
    expect(
      audit.map(({ action, fromState, toState, actorUserId }) => ({
        action,
        fromState,
        toState,
        actorUserId,
      })),
    ).toEqual([
      { action: 'edit-agent', fromState: null, toState: String(agent.id), actorUserId: team.manager.user.id },
      { action: 'edit-agent', fromState: String(agent.id), toState: null, actorUserId: team.admin.user.id },
    ]);
    // Asking for the agent the group already has changes nothing.
    expect((await kit.inject('PATCH', url, team.admin.auth, { agent: null })).statusCode).toBe(200);
    expect(await kit.auditOf(group.id)).toHaveLength(2);
  });

  it('answers 401 without a token and 403 to a plain user, changing nothing', async () => {
    const team = await kit.createCustomerTeam();
    const group = await kit.addRouteOwner(team.customer.id, 'СТЛ Урал');
    const url = `${team.url}/${group.id}/edit_agent`;
    const body = { agent: team.plain.user.id };
    await expectRefusedUnchanged(group.id, () => kit.inject('PATCH', url, {}, body), 401);
    await expectRefusedUnchanged(group.id, () => kit.inject('PATCH', url, team.plain.auth, body), 403);
  });

  it('answers 404 for another customer’s group, changing nothing', async () => {
    const team = await kit.createCustomerTeam();
    const other = await kit.createCustomerTeam();
    const foreign = await kit.addRouteOwner(other.customer.id, 'СТЛ Чужая', other.plain.user.id);
    await expectRefusedUnchanged(
      foreign.id,
      () => kit.inject('PATCH', `${team.url}/${foreign.id}/edit_agent`, team.admin.auth, { agent: null }),
      404,
    );
    await expectRefusedUnchanged(
      foreign.id,
      () => kit.inject('PATCH', `${other.url}/${foreign.id}/edit_agent`, team.admin.auth, { agent: null }),
      404,
    );
  });

  it('refuses an agent of another customer, a blocked, deleted or unknown user and a bad body with 422', async () => {
    const team = await kit.createCustomerTeam();
    const other = await kit.createCustomerTeam();
    const blocked = await kit.addStaff(team.customer.id, 'Козлов Роман Андреевич', { blocked: true });
    const deleted = await kit.addStaff(team.customer.id, 'Удалённый Пользователь');
    await t.app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const group = await kit.addRouteOwner(team.customer.id, 'СТЛ Сибирь', team.plain.user.id);
    const url = `${team.url}/${group.id}/edit_agent`;
    for (const agent of [other.admin.user.id, blocked.id, deleted.id, 999999]) {
      const problem = await expectRefusedUnchanged(
        group.id,
        () => kit.inject('PATCH', url, team.manager.auth, { agent }),
        422,
      );
      expect(problem.errors).toEqual(['Прикрепленный пользователь: пользователь не найден']);
    }
    for (const body of [{}, { agent: 'Иванов' }, { agent: -1 }, { agent: 1.5 }]) {
      const problem = await expectRefusedUnchanged(
        group.id,
        () => kit.inject('PATCH', url, team.manager.auth, body),
        422,
      );
      expect(problem.errors?.[0]).toMatch(/^Прикрепленный пользователь: /);
    }
    // The group's own agent, blocked since, may still be kept as it is.
    await t.app.ctx.db.update(users).set({ blocked: true }).where(eq(users.id, team.plain.user.id));
    const kept = await kit.inject('PATCH', url, team.manager.auth, { agent: team.plain.user.id });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});

describe('POST /api/customers/:customerId/routeowners', () => {
  it('lets an admin add a group, with or without an agent, answering 201', async () => {
    const team = await kit.createCustomerTeam();
    const created = await kit.inject('POST', team.url, team.admin.auth, {
      name: '  СТЛ Северо-Запад ',
      agent: team.manager.user.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json();
    expect(group).toEqual({
      id: expect.any(Number),
      name: 'СТЛ Северо-Запад',
      agent: {
        id: team.manager.user.id,
        fullname: team.manager.user.fullname,
        username: team.manager.user.username,
      },
      members: [],
    });
    expect((await kit.auditOf(group.id)).map((entry) => entry.action)).toEqual(['create']);
    const bare = await kit.inject('POST', team.url, team.admin.auth, { name: 'Авиаперевозки' });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json().agent).toBeNull();
  });

  it('keeps names unique within a customer, whatever the case, with 409', async () => {
    const team = await kit.createCustomerTeam();
    const other = await kit.createCustomerTeam();
    await kit.addRouteOwner(team.customer.id, 'СТЛ Юг');
    const before = await kit.routeOwnerCount();
    const problem = expectProblem(
      await kit.inject('POST', team.url, team.admin.auth, { name: 'стл юг' }),
      409,
    );
    expect(problem.message).toBe('Группа ответственных «стл юг» уже существует');
    expect(await kit.routeOwnerCount()).toBe(before);
    // Another customer may use the same name.
    expect((await kit.inject('POST', other.url, other.admin.auth, { name: 'СТЛ Юг' })).statusCode).toBe(201);
  });

  it('answers 401, 403 to a manager, 404 for another customer and 422 for bad input, adding nothing', async () => {
    const team = await kit.createCustomerTeam();
    const other = await kit.createCustomerTeam();
    const before = await kit.routeOwnerCount();
    const body = { name: 'СТЛ Урал' };
    expectProblem(await kit.inject('POST', team.url, {}, body), 401);
    expectProblem(await kit.inject('POST', team.url, team.manager.auth, body), 403);
    expectProblem(await kit.inject('POST', other.url, team.admin.auth, body), 404);
    const empty = expectProblem(await kit.inject('POST', team.url, team.admin.auth, { name: '   ' }), 422);
    expect(empty.errors).toEqual(['Название: обязательное поле']);
    expectProblem(await kit.inject('POST', team.url, team.admin.auth, { name: 'x'.repeat(256) }), 422);
    const foreignAgent = expectProblem(
      await kit.inject('POST', team.url, team.admin.auth, { ...body, agent: other.admin.user.id }),
      422,
    );
    expect(foreignAgent.errors).toEqual(['Прикрепленный пользователь: пользователь не найден']);
    expect(await kit.routeOwnerCount()).toBe(before);
  });
});

describe('PUT /api/customers/:customerId/routeowners/:routeOwnerId', () => {
  it('lets an admin rename a group, audited from the old name to the new one', async () => {
    const team = await kit.createCustomerTeam();
    const group = await kit.addRouteOwner(team.customer.id, 'СТЛ Москва', team.plain.user.id);
    const renamed = await kit.inject('PUT', `${team.url}/${group.id}`, team.admin.auth, {
      name: 'СТЛ Центр',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: group.id,
      name: 'СТЛ Центр',
      agent: { id: team.plain.user.id },
    });
    const [entry] = await kit.auditOf(group.id);
    expect(entry).toMatchObject({ action: 'rename', fromState: 'СТЛ Москва', toState: 'СТЛ Центр' });
    // A change of case only is allowed: the name is the group's own.
    const recased = await kit.inject('PUT', `${team.url}/${group.id}`, team.admin.auth, {
      name: 'стл центр',
    });
    expect(recased.statusCode, recased.body).toBe(200);
  });

  it('answers 401, 403 to a manager, 404 for another customer’s group, 409 for a taken name, 422 for bad input', async () => {
    const team = await kit.createCustomerTeam();
    const other = await kit.createCustomerTeam();
    const group = await kit.addRouteOwner(team.customer.id, 'СТЛ Урал');
    await kit.addRouteOwner(team.customer.id, 'СТЛ Сибирь');
    const foreign = await kit.addRouteOwner(other.customer.id, 'СТЛ Чужая');
    const url = `${team.url}/${group.id}`;
    await expectRefusedUnchanged(group.id, () => kit.inject('PUT', url, {}, { name: 'Новое' }), 401);
    await expectRefusedUnchanged(
      group.id,
      () => kit.inject('PUT', url, team.manager.auth, { name: 'Новое' }),
      403,
    );
    await expectRefusedUnchanged(
      foreign.id,
      () => kit.inject('PUT', `${team.url}/${foreign.id}`, team.admin.auth, { name: 'Новое' }),
      404,
    );
    await expectRefusedUnchanged(
      group.id,
      () => kit.inject('PUT', url, team.admin.auth, { name: 'СТЛ СИБИРЬ' }),
      409,
    );
    await expectRefusedUnchanged(group.id, () => kit.inject('PUT', url, team.admin.auth, { name: '' }), 422);
    await expectRefusedUnchanged(group.id, () => kit.inject('PUT', url, team.admin.auth, {}), 422);
  });
});
