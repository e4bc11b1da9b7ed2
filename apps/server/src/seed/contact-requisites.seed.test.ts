import { contactRequisitesBodySchema } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contactRequisites, contractorPartners, customers } from '../db/schema/index';
import { seedContactRequisites } from './contact-requisites.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedContactRequisites', () => {
  it('gives the demo shipper a default card and cards for two accredited partners, valid and only once', async () => {
    const db = t.app.ctx.db;
    const [demo] = await db
      .insert(customers)
      .values({ name: 'АО «СеверТрансГрупп»', inn: '7708123450' })
      .returning();
    const blocked = await createContractor(db, 1);
    const unverified = await createContractor(db, 2);
    const accredited = [
      await createContractor(db, 1),
      await createContractor(db, 1),
      await createContractor(db, 1),
    ];
    await db
      .insert(contractorPartners)
      .values([
        { customerId: demo!.id, contractorId: blocked.id, status: 3 },
        { customerId: demo!.id, contractorId: unverified.id, status: 1 },
        ...accredited.map((carrier) => ({ customerId: demo!.id, contractorId: carrier.id, status: 1 })),
      ]);

    expect(await seedContactRequisites({ db, storage: t.app.ctx.storage })).toBe(true);
    const cards = await db.select().from(contactRequisites);
    expect(cards).toHaveLength(3);
    expect(cards.every((card) => card.customerId === demo!.id)).toBe(true);
    expect(cards.filter((card) => card.contractorId === null)).toHaveLength(1);
    const carrierIds = cards.flatMap((card) => (card.contractorId === null ? [] : [card.contractorId]));
    expect(accredited.map((carrier) => carrier.id)).toEqual(expect.arrayContaining(carrierIds));
    for (const card of cards) expect(contactRequisitesBodySchema.safeParse(card).success).toBe(true);

    expect(await seedContactRequisites({ db, storage: t.app.ctx.storage })).toBe(false);
    expect(await db.select().from(contactRequisites)).toHaveLength(3);
  });
});
