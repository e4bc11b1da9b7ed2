import type { OwnerType } from '@portal/contract/roles';
import {
  and,
  arrayContains,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
} from 'drizzle-orm';
import { isPerson } from '../../core/db/company-staff';
import type { Db, Tx } from '../../core/db/database';
import { containsPattern } from '../../core/db/paging';
import { contractorPartners, contractors, users } from '../../db/schema/index';
import type { UserRow } from '../auth/auth.repository';

export type Company = { ownerType: OwnerType; ownerId: number };

// Ownership lives in the query: another company's user is simply not found.
const ofCompany = (company: Company): SQL =>
  and(
    eq(users.ownerType, company.ownerType),
    eq(users.ownerId, company.ownerId),
    isNull(users.deletedAt),
    isPerson,
  )!;

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

/** Any account with this e-mail, deleted ones included: the unique login is never reused. */
export const isUsernameTaken = async (db: Db, username: string): Promise<boolean> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row !== undefined;
};

/**
 * The company's working admins (not blocked, not deleted), locked until the transaction ends: two admins
 * demoting or blocking each other at the same moment cannot both pass the last-admin check.
 */
export const lockWorkingAdminIds = async (tx: Tx, company: Company): Promise<number[]> => {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(ofCompany(company), eq(users.blocked, false), arrayContains(users.roles, ['ROLE_ADMIN'])))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
};

/** SPEC 7 customer lookup "customer users list": working staff by name or e-mail, ordered by name. */
export const findUserOptions = async (
  db: Db,
  company: Company,
  { query, limit }: { query?: string; limit: number },
) => {
  const working = and(ofCompany(company), eq(users.blocked, false));
  const pattern = query ? containsPattern(query) : null;
  return db
    .select({ id: users.id, fullname: users.fullname, username: users.username })
    .from(users)
    .where(
      pattern ? and(working, or(ilike(users.fullname, pattern), ilike(users.username, pattern))) : working,
    )
    .orderBy(asc(users.fullname), asc(users.id))
    .limit(limit);
};

/**
 * A carrier's user as a customer may see it: the carrier is verified or under review (platform-wide, DESIGN 1)
 * or is a partner of this customer, as on the carrier card.
 */
export const findCarrierUser = async (db: Db, customerId: number, userId: number) => {
  const isPartner = exists(
    db
      .select({ id: contractorPartners.id })
      .from(contractorPartners)
      .where(
        and(
          eq(contractorPartners.customerId, customerId),
          eq(contractorPartners.contractorId, contractors.id),
        ),
      ),
  );
  const [row] = await db
    .select({ user: users, contractor: { id: contractors.id, name: contractors.name } })
    .from(users)
    .innerJoin(contractors, eq(contractors.id, users.ownerId))
    .where(
      and(
        eq(users.id, userId),
        eq(users.ownerType, 'contractor'),
        isNull(users.deletedAt),
        isPerson,
        or(inArray(contractors.status, [1, 2]), isPartner),
      ),
    );
  return row ?? null;
};
