import { eq } from 'drizzle-orm';
import { writeAudit } from '../core/audit';
import { customers, transportationNames, users } from '../db/schema/index';
import { DEMO_CUSTOMER_INN } from './demo-accounts';
import type { SeedContext } from './seed-files';

/** The kinds of cargo of the demo customer, each in a colour of its own name (the API refuses a shared one). */
export const DEMO_TRANSPORTATION_NAMES = [
  { name: 'Продукты питания', color: '#52c41a' },
  { name: 'Бытовая химия', color: '#13c2c2' },
  { name: 'Электроника', color: '#eb2f96' },
  { name: 'Стройматериалы', color: '#8c8c8c' },
  { name: 'Рефрижераторный груз', color: '#1677ff' },
  { name: 'Опасный груз', color: '#f5222d' },
  { name: 'Почта', color: '#722ed1' },
  { name: 'Сборный груз', color: '#fa8c16' },
] as const;

/** Runs while there are no transportation names at all and the demo customer exists. */
export const seedTransportationNames = async (ctx: SeedContext): Promise<boolean> => {
  const [anyName] = await ctx.db.select({ id: transportationNames.id }).from(transportationNames).limit(1);
  if (anyName) return false;
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.inn, DEMO_CUSTOMER_INN));
  if (!customer) return false;
  const [admin] = await ctx.db.select().from(users).where(eq(users.username, 'admin@shipper.demo'));
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(transportationNames)
      .values(DEMO_TRANSPORTATION_NAMES.map((kind) => ({ customerId: customer.id, ...kind })))
      .returning();
    for (const row of rows) {
      await writeAudit(tx, {
        actorUserId: admin?.id ?? null,
        entity: 'transportation-name',
        entityId: row.id,
        action: 'create',
        comment: 'демо-данные',
        details: { name: row.name, color: row.color },
      });
    }
  });
  return true;
};
