import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Db } from './database';

/**
 * Issue 26: a person, not the company's integration user (whom API keys act as): never listed, counted, told or
 * chosen as anyone's manager.
 */
export const isPerson = eq(users.isIntegration, false);

/** A company's working staff (not blocked, not deleted) with their roles, for notifications (freight, fleet). */
export const findWorkingStaff = (db: Db, ownerType: 'customer' | 'contractor', ownerId: number) =>
  db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(
      and(
        eq(users.ownerType, ownerType),
        eq(users.ownerId, ownerId),
        eq(users.blocked, false),
        isNull(users.deletedAt),
        isPerson,
      ),
    );
