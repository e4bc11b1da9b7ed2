import { and, arrayContains, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { isPerson } from '../../core/db/company-staff';
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

/** The carrier's working admins, who are told about a decision. */
export const findContractorAdminIds = async (db: Db, contractorId: number): Promise<number[]> => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.ownerType, 'contractor'),
        eq(users.ownerId, contractorId),
        isNull(users.deletedAt),
        eq(users.blocked, false),
        arrayContains(users.roles, ['ROLE_ADMIN']),
        isPerson,
      ),
    );
  return rows.map((row) => row.id);
};
