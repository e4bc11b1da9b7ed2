import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  contractorListMembers,
  contractorLists,
  contractorPartners,
  customers,
  users,
} from '../db/schema/index';
import { seedContractorLists } from './contractor-lists.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedContractorLists', () => {
  it('adds nothing while the demo customer has no partners, then lists of its accredited verified partners once', async () => {
    const db = t.app.ctx.db;
    const [customer] = await db
      .insert(customers)
      .values({ name: 'АО «СеверТрансГрупп»', inn: '7708123450' })
      .returning();
    const customerId = customer!.id;
    for (const [username, role] of [
      ['admin@shipper.demo', 'ROLE_ADMIN'],
      ['manager@shipper.demo', 'ROLE_MANAGER'],
    ] as const) {
      await db
        .insert(users)
        .values({ username, fullname: username, ownerType: 'customer', ownerId: customerId, roles: [role] });
    }
    expect(await seedContractorLists(t.app.ctx)).toBe(false);

    const eligible = [];
    for (let index = 0; index < 5; index += 1) eligible.push(await createContractor(db, 1));
    const blocked = await createContractor(db, 1);
    const unverified = await createContractor(db, 2);
    await db
      .insert(contractorPartners)
      .values([
        ...eligible.map((carrier) => ({ customerId, contractorId: carrier.id, status: 1 })),
        { customerId, contractorId: blocked.id, status: 3 },
        { customerId, contractorId: unverified.id, status: 1 },
      ]);

    expect(await seedContractorLists(t.app.ctx)).toBe(true);
    const lists = await db
      .select()
      .from(contractorLists)
      .where(eq(contractorLists.customerId, customerId))
      .orderBy(asc(contractorLists.id));
    expect(lists.map((list) => list.name)).toEqual([
      'Москва — Санкт-Петербург',
      'Рефрижераторы',
      'Контейнерные перевозки',
      'Все аккредитованные партнёры',
    ]);
    const memberIds = new Set(
      (await db.select().from(contractorListMembers)).map((member) => member.contractorId),
    );
    expect([...memberIds].sort()).toEqual(eligible.map((carrier) => carrier.id).sort());
    expect(await seedContractorLists(t.app.ctx)).toBe(false);
  });
});
