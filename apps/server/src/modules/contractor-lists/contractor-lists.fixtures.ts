import type { Role } from '@portal/contract/roles';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createContractor, createSignedInUser, createUser, login } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import type { TestApp } from '../../../test/test-app';
import { auditLog, contractorListMembers, contractorLists, contractorPartners } from '../../db/schema/index';

export type Auth = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const listsPath = (customerId: number) => `/api/customers/${customerId}/contractor-lists`;
export const listPath = (customerId: number, listId: number) => `${listsPath(customerId)}/${listId}`;

/** Test helpers shared by the read and the change tests of contractor lists. */
export const contractorListKit = (t: TestApp) => {
  const call = (method: Method, url: string, auth: Auth, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  const addPartner = async (customerId: number, contractorId: number, status: 1 | 3 = 1) => {
    await t.app.ctx.db.insert(contractorPartners).values({ customerId, contractorId, status });
  };

  /** The customer blocks a partner, as PATCH .../contractors/{id}/status/3 does. */
  const blockPartner = async (customerId: number, contractorId: number) => {
    await t.app.ctx.db
      .update(contractorPartners)
      .set({ status: 3 })
      .where(
        and(eq(contractorPartners.customerId, customerId), eq(contractorPartners.contractorId, contractorId)),
      );
  };

  /** A partner carrier of the customer: verified and accredited unless told otherwise. */
  const partnerOf = async (customerId: number, verification: 0 | 1 | 2 | 3 = 1, partnerStatus: 1 | 3 = 1) => {
    const carrier = await createContractor(t.app.ctx.db, verification);
    await addPartner(customerId, carrier.id, partnerStatus);
    return carrier;
  };

  /** A fresh customer with an admin, a manager, a user and three accredited verified partners. */
  const setUpCustomer = async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const customerId = admin.company.id;
    const colleague = async (roles: Role[]) => {
      const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customerId }, { roles });
      return { user, auth: { authorization: `Bearer ${(await login(t.app, user.username)).token}` } };
    };
    const partners = [await partnerOf(customerId), await partnerOf(customerId), await partnerOf(customerId)];
    return {
      customerId,
      admin,
      manager: await colleague(['ROLE_MANAGER']),
      user: await colleague(['ROLE_USER']),
      partners,
    };
  };

  type Customer = Awaited<ReturnType<typeof setUpCustomer>>;

  const createList = async (customer: Customer, name: string, contractorIds: number[]) => {
    const response = await call('POST', listsPath(customer.customerId), customer.admin.auth, {
      name,
      contractorIds,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; name: string; members: Array<{ id: number }> };
  };

  /** Every list of the customer with its member ids, to prove a refused call changed nothing. */
  const listsOf = async (customerId: number) => {
    const db = t.app.ctx.db;
    const lists = await db
      .select()
      .from(contractorLists)
      .where(eq(contractorLists.customerId, customerId))
      .orderBy(asc(contractorLists.id));
    return Promise.all(
      lists.map(async (list) => ({
        id: list.id,
        name: list.name,
        updatedAt: list.updatedAt.toISOString(),
        members: (
          await db
            .select({ id: contractorListMembers.contractorId })
            .from(contractorListMembers)
            .where(eq(contractorListMembers.listId, list.id))
        )
          .map((row) => row.id)
          .sort((a, b) => a - b),
      })),
    );
  };

  const expectRefusedUnchanged = async (
    customerId: number,
    send: () => ReturnType<typeof call>,
    status: number,
  ) => {
    const before = await listsOf(customerId);
    const problem = expectProblem(await send(), status);
    expect(await listsOf(customerId)).toEqual(before);
    return problem;
  };

  const auditActions = async (listId: number) =>
    (
      await t.app.ctx.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'contractor-list'), eq(auditLog.entityId, String(listId))))
        .orderBy(asc(auditLog.id))
    ).map((row) => row.action);

  return {
    call,
    partnerOf,
    blockPartner,
    setUpCustomer,
    createList,
    listsOf,
    expectRefusedUnchanged,
    auditActions,
  };
};
