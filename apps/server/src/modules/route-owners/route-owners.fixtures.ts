import { and, eq } from 'drizzle-orm';
import { createCustomerTeam as createTeam, createUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { auditLog, customerUserRouteOwners, routeOwners, users } from '../../db/schema/index';

type Auth = Record<string, string>;

/** Test helpers shared by the read and the change tests of route owners (manager groups). */
export const routeOwnerKit = (t: TestApp) => {
  const db = t.app.ctx.db;

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, auth: Auth, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A fresh customer with a signed-in admin, manager and plain user, and the URL of its groups. */
  const createCustomerTeam = async () => {
    const team = await createTeam(t.app);
    return { ...team, url: `/api/customers/${team.customer.id}/routeowners` };
  };

  /** Another staff member of the customer, named so ordering and search can be checked. */
  const addStaff = async (customerId: number, fullname: string, options: { blocked?: boolean } = {}) => {
    const user = await createUser(db, { ownerType: 'customer', ownerId: customerId }, options);
    await db.update(users).set({ fullname }).where(eq(users.id, user.id));
    return { ...user, fullname };
  };

  const addRouteOwner = async (customerId: number, name: string, agentId: number | null = null) => {
    const [row] = await db.insert(routeOwners).values({ customerId, name, agentId }).returning();
    return row!;
  };

  const addMembers = (routeOwnerId: number, userIds: number[]) =>
    db.insert(customerUserRouteOwners).values(userIds.map((userId) => ({ userId, routeOwnerId })));

  const routeOwnerRow = async (id: number) =>
    (await db.select().from(routeOwners).where(eq(routeOwners.id, id)))[0] ?? null;

  const routeOwnerCount = async () => (await db.select().from(routeOwners)).length;

  const auditOf = (id: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'route-owner'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  return {
    inject,
    createCustomerTeam,
    addStaff,
    addRouteOwner,
    addMembers,
    routeOwnerRow,
    routeOwnerCount,
    auditOf,
  };
};
