import { requisitesSchema } from '@portal/contract/companies/requisites.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLog, contractorPartners, contractors, customers } from '../db/schema/index';
import { SECOND_CUSTOMER_INN } from './companies.seed';
import { seedContractorPartners } from './contractors.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedContractorPartners', () => {
  it('gives both customers verified partners and every carrier valid bank details, once', async () => {
    const db = t.app.ctx.db;
    const [demo] = await db
      .insert(customers)
      .values({ name: 'АО «СеверТрансГрупп»', inn: '7708123450' })
      .returning();
    const [second] = await db
      .insert(customers)
      .values({ name: 'ООО «ЮгАгроХолдинг»', inn: SECOND_CUSTOMER_INN })
      .returning();
    const admin = await createUser(
      db,
      { ownerType: 'customer', ownerId: demo!.id },
      { roles: ['ROLE_ADMIN'] },
    );
    const [demoCarrier] = await db
      .insert(contractors)
      .values({ name: 'ООО «ТрансЛогистик»', inn: '5012345672', status: 1, active: true })
      .returning();
    for (let index = 0; index < 10; index += 1) await createContractor(db, 1);
    const unverified = [
      await createContractor(db, 0),
      await createContractor(db, 2),
      await createContractor(db, 3),
    ];

    expect(await seedContractorPartners(t.app.ctx)).toBe(true);

    const partnersOf = (customerId: number) =>
      db.select().from(contractorPartners).where(eq(contractorPartners.customerId, customerId));
    const demoPartners = await partnersOf(demo!.id);
    expect(demoPartners).toHaveLength(8);
    expect(demoPartners.find((row) => row.contractorId === demoCarrier!.id)).toMatchObject({ status: 1 });
    const blocked = demoPartners.filter((row) => row.status === 3);
    expect(blocked).toHaveLength(2);
    expect(blocked.every((row) => Boolean(row.reason))).toBe(true);
    const secondPartners = await partnersOf(second!.id);
    expect(secondPartners).toHaveLength(4);
    const partnerIds = [...demoPartners, ...secondPartners].map((row) => row.contractorId);
    for (const carrier of unverified) expect(partnerIds).not.toContain(carrier.id);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entity, 'contractor-partner'));
    expect(audit.filter((entry) => entry.action === 'block')).toHaveLength(3);
    expect(audit.find((entry) => entry.entityId === `${demo!.id}:${demoCarrier!.id}`)).toMatchObject({
      action: 'add-partner',
      actorUserId: admin.id,
    });

    for (const row of await db.select().from(contractors)) {
      expect(row.bik).not.toBeNull();
      const parsed = requisitesSchema.safeParse(row);
      expect(parsed.error?.issues ?? [], row.name).toEqual([]);
    }
    const accounts = (await db.select().from(contractors)).map((row) => row.bankAccount);
    expect(new Set(accounts).size).toBe(accounts.length);

    const before = (await db.select().from(contractorPartners)).length;
    expect(await seedContractorPartners(t.app.ctx)).toBe(false);
    expect((await db.select().from(contractorPartners)).length).toBe(before);
  });
});
