import type { OwnerType } from '@portal/contract/roles';
import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { containsPattern } from '../../core/db/paging';
import { users } from '../../db/schema/index';
import type { UserRow } from '../auth/auth.repository';

export type Company = { ownerType: OwnerType; ownerId: number };

// Ownership lives in the query: another company's user is simply not found.
const ofCompany = (company: Company): SQL =>
  and(eq(users.ownerType, company.ownerType), eq(users.ownerId, company.ownerId), isNull(users.deletedAt))!;

export const findCompanyUsers = async (
  db: Db,
  company: Company,
  { query, page, limit }: { query?: string; page: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> => {
  const pattern = query ? containsPattern(query) : null;
  const where = pattern
    ? and(ofCompany(company), or(ilike(users.fullname, pattern), ilike(users.username, pattern)))
    : ofCompany(company);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.fullname), asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const findCompanyUser = async (db: Db, company: Company, userId: number): Promise<UserRow | null> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(ofCompany(company), eq(users.id, userId)));
  return row ?? null;
};
