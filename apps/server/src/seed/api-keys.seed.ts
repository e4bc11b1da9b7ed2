import { and, eq } from 'drizzle-orm';
import { systemClock } from '../core/clock';
import { apiKeys, customers } from '../db/schema/index';
import { createApiKey } from '../modules/integrations/api-keys.service';
import { DEMO_CUSTOMER_INN } from './demo-accounts';
import type { SeedContext } from './seed-files';

export const DEMO_API_KEY_NAME = '1С: выгрузка рейсов';

/** Issue 26: the demo shipper's one read key, made by the service; the key itself is shown to no one. */
export const seedApiKeys = async (ctx: SeedContext): Promise<boolean> => {
  const [shipper] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.inn, DEMO_CUSTOMER_INN));
  if (!shipper) return false;
  const company = { ownerType: 'customer' as const, ownerId: shipper.id };
  const [existing] = await ctx.db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.ownerType, company.ownerType), eq(apiKeys.ownerId, company.ownerId)))
    .limit(1);
  if (existing) return false;
  await createApiKey({ db: ctx.db, clock: systemClock }, company, { name: DEMO_API_KEY_NAME, scope: 'read' });
  return true;
};
