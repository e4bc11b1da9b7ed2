import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Db } from './database';

/**
 * Issue 26: a person, not the company's integration user (whom API keys act as): never listed, counted, told or
 * chosen as anyone's manager.
 */
export const isPerson = eq(users.isIntegration, false);

const isWorking = and(eq(users.blocked, false), isNull(users.deletedAt), isPerson);

/** A company's working staff (not blocked, not deleted) with their roles, for notifications (freight, fleet). */
export const findWorkingStaff = (db: Db, ownerType: 'customer' | 'contractor', ownerId: number) =>
  db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(and(eq(users.ownerType, ownerType), eq(users.ownerId, ownerId), isWorking));

/** The working staff of several companies of one kind, in one read: user ids by company id. */
export const findWorkingStaffOf = async (
  db: Db,
  ownerType: 'customer' | 'contractor',
  ownerIds: readonly number[],
): Promise<Map<number, number[]>> => {
  const staff = new Map<number, number[]>(ownerIds.map((ownerId) => [ownerId, []]));
  if (ownerIds.length === 0) return staff;
  const rows = await db
    .select({ id: users.id, ownerId: users.ownerId })
    .from(users)
    .where(and(eq(users.ownerType, ownerType), inArray(users.ownerId, [...ownerIds]), isWorking))
    .orderBy(users.id);
  for (const row of rows) staff.get(row.ownerId)?.push(row.id);
  return staff;
};
