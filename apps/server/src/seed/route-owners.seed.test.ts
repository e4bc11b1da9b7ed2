import type { Role } from '@portal/contract/roles';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { customers, customerUserRouteOwners, routeOwners, users } from '../db/schema/index';
import { seedRouteOwners } from './route-owners.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedRouteOwners', () => {
  it('adds nothing without the demo customer, then its groups with agents and members once', async () => {
    const db = t.app.ctx.db;
    expect(await seedRouteOwners(t.app.ctx)).toBe(false);
    const [customer] = await db
      .insert(customers)
      .values({ name: 'АО «СеверТрансГрупп»', inn: '7708123450' })
      .returning();
    const person = (username: string, role: Role, blocked = false) => ({
      username,
      fullname: username,
      ownerType: 'customer' as const,
      ownerId: customer!.id,
      roles: [role],
      blocked,
    });
    const staff = await db
      .insert(users)
      .values([
        person('admin@shipper.demo', 'ROLE_ADMIN'),
        person('manager@shipper.demo', 'ROLE_MANAGER'),
        person('user@shipper.demo', 'ROLE_USER'),
        person('security@shipper.demo', 'ROLE_USER', true),
      ])
      .returning();
    const idOf = (login: string) => staff.find((user) => user.username === login)!.id;

    expect(await seedRouteOwners(t.app.ctx)).toBe(true);
    const groups = await db.select().from(routeOwners).orderBy(asc(routeOwners.id));
    expect(groups.length).toBeGreaterThanOrEqual(8);
    expect(new Set(groups.map((group) => group.customerId))).toEqual(new Set([customer!.id]));
    const byName = new Map(groups.map((group) => [group.name, group]));
    expect(byName.get('СТЛ Москва')?.agentId).toBe(idOf('manager@shipper.demo'));
    expect(byName.get('Контейнерный отдел')?.agentId).toBe(idOf('admin@shipper.demo'));
    // Staff the companies seed did not add leaves the group without an agent.
    expect(byName.get('СТЛ Урал')?.agentId).toBeNull();
    expect(groups.filter((group) => group.agentId === null).length).toBeGreaterThanOrEqual(2);
    const moscowMembers = await db
      .select()
      .from(customerUserRouteOwners)
      .where(eq(customerUserRouteOwners.routeOwnerId, byName.get('СТЛ Москва')!.id));
    expect(moscowMembers.map((member) => member.userId).sort()).toEqual(
      [idOf('manager@shipper.demo'), idOf('user@shipper.demo')].sort(),
    );

    expect(await seedRouteOwners(t.app.ctx)).toBe(false);
    expect(await db.select().from(routeOwners)).toHaveLength(groups.length);
  });
});
