import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { directoryUsers, users } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (customerId: number, auth: Record<string, string>, query?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/customers/${customerId}/adusers${query === undefined ? '' : `?query=${encodeURIComponent(query)}`}`,
    headers: auth,
  });

/** Directory people whose names share a fresh marker, so each test finds only its own. */
const staff = async (count: number) => {
  const marker = randomBytes(3).toString('hex');
  const rows = Array.from({ length: count }, (_, index) => ({
    username: `person-${marker}-${String(index).padStart(3, '0')}@severtrans.example`,
    fullname: `Сотрудник ${marker} ${String(count - index).padStart(3, '0')}`,
    phone: '+7 (495) 780-41-10',
    department: 'Отдел логистики',
    position: 'Логист',
  }));
  const inserted = await t.app.ctx.db.insert(directoryUsers).values(rows).returning();
  return { marker, inserted };
};

describe('staff directory (adusers)', () => {
  it('finds people by name or e-mail, ordered by name, with their department and position', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const { marker, inserted } = await staff(3);
    const byName = await search(admin.company.id, admin.auth, marker);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().items.map((item: { id: number }) => item.id)).toEqual(
      [...inserted].reverse().map((row) => row.id),
    );
    expect(byName.json().items[0]).toEqual({
      id: inserted[2]!.id,
      username: inserted[2]!.username,
      fullname: inserted[2]!.fullname,
      phone: '+7 (495) 780-41-10',
      department: 'Отдел логистики',
      position: 'Логист',
    });
    const byEmail = await search(admin.company.id, admin.auth, inserted[1]!.username.toUpperCase());
    expect(byEmail.json().items).toEqual([expect.objectContaining({ id: inserted[1]!.id })]);
  });

  it('leaves out people who already have a portal account, deleted ones included', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const { marker, inserted } = await staff(3);
    const [invited, removed] = inserted;
    await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: admin.company.id }).then((user) =>
      t.app.ctx.db.update(users).set({ username: invited!.username }).where(eq(users.id, user.id)),
    );
    await createUser(t.app.ctx.db, { ownerType: 'contractor', ownerId: 1 }).then((user) =>
      t.app.ctx.db
        .update(users)
        .set({ username: removed!.username, deletedAt: new Date() })
        .where(eq(users.id, user.id)),
    );
    const response = await search(admin.company.id, admin.auth, marker);
    expect(response.json().items.map((item: { id: number }) => item.id)).toEqual([inserted[2]!.id]);
  });

  it('answers at most 100 people', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const { marker } = await staff(105);
    expect((await search(admin.company.id, admin.auth, marker)).json().items).toHaveLength(100);
    expect((await search(admin.company.id, admin.auth)).json().items).toHaveLength(100);
  });

  it('is for customer admins: 401, 403 for a manager, 404 for another company, 422 for a long query', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const manager = await createSignedInUser(t.app, 'customer', ['ROLE_MANAGER']);
    const carrierAdmin = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    expectProblem(await search(admin.company.id, {}), 401);
    expectProblem(await search(manager.company.id, manager.auth), 403);
    expectProblem(await search(admin.company.id, manager.auth), 404);
    expectProblem(await search(admin.company.id, carrierAdmin.auth), 404);
    expectProblem(await search(admin.company.id, admin.auth, 'я'.repeat(256)), 422);
  });
});
