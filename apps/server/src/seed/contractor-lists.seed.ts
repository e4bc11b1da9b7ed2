import { PARTNER_STATUS } from '@portal/contract/contractors/partner-status';
import { and, asc, eq } from 'drizzle-orm';
import { writeAudit } from '../core/audit';
import { contractorLists, contractorPartners, contractors, customers, users } from '../db/schema/index';
import {
  insertContractorList,
  replaceListMembers,
} from '../modules/contractor-lists/contractor-lists.repository';
import { DEMO_CUSTOMER_INN } from './demo-accounts';
import type { SeedContext } from './seed-files';

/** The demo customer's lists: each picks its carriers out of the accredited verified partners, by position. */
const DEMO_LISTS = [
  {
    name: 'Москва — Санкт-Петербург',
    author: 'admin@shipper.demo',
    pick: (index: number) => index < 4,
  },
  {
    name: 'Рефрижераторы',
    author: 'manager@shipper.demo',
    pick: (index: number) => index % 2 === 0,
  },
  {
    name: 'Контейнерные перевозки',
    author: 'admin@shipper.demo',
    pick: (index: number) => index % 2 === 1 || index === 0,
  },
  {
    name: 'Все аккредитованные партнёры',
    author: 'manager@shipper.demo',
    pick: () => true,
  },
] as const;

const findDemoCustomerId = async (ctx: SeedContext): Promise<number | null> => {
  const [row] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.inn, DEMO_CUSTOMER_INN));
  return row?.id ?? null;
};

/** The carriers a list may hold (DESIGN 8): accredited partners of the customer that are verified. */
const findEligibleCarrierIds = async (ctx: SeedContext, customerId: number): Promise<number[]> => {
  const rows = await ctx.db
    .select({ id: contractors.id })
    .from(contractorPartners)
    .innerJoin(contractors, eq(contractors.id, contractorPartners.contractorId))
    .where(
      and(
        eq(contractorPartners.customerId, customerId),
        eq(contractorPartners.status, PARTNER_STATUS.accredited),
        eq(contractors.active, true),
      ),
    )
    .orderBy(asc(contractors.name), asc(contractors.id));
  return rows.map((row) => row.id);
};

const findAuthorIds = async (ctx: SeedContext, customerId: number): Promise<Map<string, number>> => {
  const rows = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.ownerType, 'customer'), eq(users.ownerId, customerId)));
  return new Map(rows.map((row) => [row.username, row.id]));
};

/** Runs while there are no contractor lists at all, and only once the demo customer has partners to list. */
export const seedContractorLists = async (ctx: SeedContext): Promise<boolean> => {
  const [anyList] = await ctx.db.select({ id: contractorLists.id }).from(contractorLists).limit(1);
  if (anyList) return false;
  const customerId = await findDemoCustomerId(ctx);
  if (customerId === null) return false;
  const carrierIds = await findEligibleCarrierIds(ctx, customerId);
  if (!carrierIds.length) return false;
  const authors = await findAuthorIds(ctx, customerId);
  return ctx.db.transaction(async (tx) => {
    let isAnyAdded = false;
    for (const list of DEMO_LISTS) {
      const members = carrierIds.filter((_, index) => list.pick(index));
      const author = authors.get(list.author);
      if (!members.length || author === undefined) continue;
      const listId = await insertContractorList(tx, { customerId, name: list.name, createdBy: author });
      await replaceListMembers(tx, listId, members);
      await writeAudit(tx, {
        actorUserId: author,
        entity: 'contractor-list',
        entityId: listId,
        action: 'create',
        comment: 'демо-данные',
        details: { name: list.name, contractorIds: members },
      });
      isAnyAdded = true;
    }
    return isAnyAdded;
  });
};
