import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { containsPattern } from '../../core/db/paging';
import { contractors, users } from '../../db/schema/index';

export type ContractorRow = typeof contractors.$inferSelect;

export const findVerificationQueue = async (
  db: Db,
  { status, query, page, limit }: { status?: number; query?: string; page: number; limit: number },
): Promise<{ rows: ContractorRow[]; total: number }> => {
  const filters: SQL[] = [];
  if (status !== undefined) filters.push(eq(contractors.status, status));
  if (query) {
    const pattern = containsPattern(query);
    filters.push(or(ilike(contractors.name, pattern), ilike(contractors.inn, pattern))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contractors)
      .where(where)
      // Waiting for a decision first, then the most recently changed.
      .orderBy(sql`(${contractors.status} = 2) desc`, desc(contractors.updatedAt), asc(contractors.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(contractors).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

/** Where a decision is mailed: the carrier's working admins, or its contact e-mail when it has none. */
export const findContractorAdminEmails = async (db: Db, contractor: ContractorRow): Promise<string[]> => {
  const rows = await db
    .select({ username: users.username, roles: users.roles })
    .from(users)
    .where(
      and(
        eq(users.ownerType, 'contractor'),
        eq(users.ownerId, contractor.id),
        isNull(users.deletedAt),
        eq(users.blocked, false),
      ),
    );
  const admins = rows.filter((row) => row.roles.includes('ROLE_ADMIN')).map((row) => row.username);
  if (admins.length) return admins;
  return contractor.email ? [contractor.email] : [];
};
