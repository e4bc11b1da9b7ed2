import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractor, createCustomer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifications, users } from '../db/schema/index';
import { seedNotifications } from './notifications.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedNotifications', () => {
  it('tells the carrier admin of its verification and the shipper admin of each waiting carrier, once', async () => {
    const db = t.app.ctx.db;
    const shipper = await createCustomer(db);
    const carrier = await createContractor(db, 1);
    const waiting = [await createContractor(db, 2), await createContractor(db, 2)];
    const account = (username: string, ownerType: 'customer' | 'contractor', ownerId: number) => ({
      username,
      fullname: 'Демо Пользователь',
      ownerType,
      ownerId,
      roles: ['ROLE_ADMIN' as const],
    });
    const [shipperAdmin, carrierAdmin] = await db
      .insert(users)
      .values([
        account('admin@shipper.demo', 'customer', shipper.id),
        account('admin@carrier.demo', 'contractor', carrier.id),
      ])
      .returning();

    expect(await seedNotifications({ db, storage: t.app.ctx.storage })).toBe(true);
    const ofUser = (userId: number) =>
      db.select().from(notifications).where(eq(notifications.userId, userId));
    const carrierRows = await ofUser(carrierAdmin!.id);
    expect(carrierRows.map((row) => row.type).sort()).toEqual(['contractor-verified', 'partner-accredited']);
    expect(carrierRows.find((row) => row.type === 'contractor-verified')!.text).toContain(carrier.name);
    const shipperRows = await ofUser(shipperAdmin!.id);
    expect(shipperRows.map((row) => row.link).sort()).toEqual(
      waiting.map((item) => `/verification/contractor/${item.id}`).sort(),
    );
    expect(shipperRows.filter((row) => row.readAt === null)).toHaveLength(1);

    expect(await seedNotifications({ db, storage: t.app.ctx.storage })).toBe(false);
  });
});
