import { and, eq, isNull } from 'drizzle-orm';
import { writeAudit } from '../core/audit';
import { customers, customerUserRouteOwners, routeOwners, users } from '../db/schema/index';
import { DEMO_CUSTOMER_INN } from './demo-accounts';
import type { SeedContext } from './seed-files';

/**
 * The demo customer's groups of responsible managers (DESIGN 8): the agent and members by login. People the
 * companies seed has not added are skipped, and a blocked person is never an agent.
 */
const DEMO_ROUTE_OWNERS = [
  {
    name: 'СТЛ Москва',
    agent: 'manager@shipper.demo',
    members: ['manager@shipper.demo', 'logist1@shipper.demo', 'user@shipper.demo'],
  },
  {
    name: 'СТЛ Северо-Запад',
    agent: 'logist2@shipper.demo',
    members: ['logist2@shipper.demo', 'dispatcher@shipper.demo'],
  },
  {
    name: 'СТЛ Урал',
    agent: 'logist1@shipper.demo',
    members: ['logist1@shipper.demo', 'analyst@shipper.demo'],
  },
  {
    name: 'СТЛ Сибирь',
    agent: 'manager@shipper.demo',
    members: ['manager@shipper.demo', 'logist2@shipper.demo'],
  },
  { name: 'СТЛ Юг', agent: 'user@shipper.demo', members: ['user@shipper.demo', 'dispatcher@shipper.demo'] },
  {
    name: 'Контейнерный отдел',
    agent: 'admin@shipper.demo',
    members: ['admin@shipper.demo', 'logist1@shipper.demo', 'security@shipper.demo'],
  },
  { name: 'Авиаперевозки', agent: null, members: ['analyst@shipper.demo'] },
  { name: 'Мультимодальные перевозки', agent: null, members: [] },
] as const;

/** Runs while there are no route owners at all and the demo customer exists. */
export const seedRouteOwners = async (ctx: SeedContext): Promise<boolean> => {
  const [anyRouteOwner] = await ctx.db.select({ id: routeOwners.id }).from(routeOwners).limit(1);
  if (anyRouteOwner) return false;
  const [customer] = await ctx.db.select().from(customers).where(eq(customers.inn, DEMO_CUSTOMER_INN));
  if (!customer) return false;
  const staff = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.ownerType, 'customer'), eq(users.ownerId, customer.id), isNull(users.deletedAt)));
  const byLogin = new Map(staff.map((user) => [user.username, user]));
  const admin = byLogin.get('admin@shipper.demo');

  await ctx.db.transaction(async (tx) => {
    for (const group of DEMO_ROUTE_OWNERS) {
      const agent = group.agent ? byLogin.get(group.agent) : undefined;
      const agentId = agent && !agent.blocked ? agent.id : null;
      const [row] = await tx
        .insert(routeOwners)
        .values({ customerId: customer.id, name: group.name, agentId })
        .returning({ id: routeOwners.id });
      const memberIds = group.members.flatMap((login) => byLogin.get(login)?.id ?? []);
      if (memberIds.length > 0) {
        await tx
          .insert(customerUserRouteOwners)
          .values(memberIds.map((userId) => ({ userId, routeOwnerId: row!.id })));
      }
      await writeAudit(tx, {
        actorUserId: admin?.id ?? null,
        entity: 'route-owner',
        entityId: row!.id,
        action: 'create',
        toState: agentId,
        comment: 'демо-данные',
        details: { name: group.name },
      });
    }
  });
  return true;
};
