import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { containsPattern } from '../../core/db/paging';
import { departments, departmentWarehouses, organizations } from '../../db/schema/index';

export type DepartmentRow = typeof departments.$inferSelect;
export type WarehouseRow = typeof departmentWarehouses.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

export const findDepartments = (db: Db, query: string | undefined, limit: number): Promise<DepartmentRow[]> =>
  db
    .select()
    .from(departments)
    .where(
      query
        ? or(
            ilike(departments.name, containsPattern(query)),
            ilike(departments.city, containsPattern(query)),
            ilike(departments.code, containsPattern(query)),
          )
        : undefined,
    )
    .orderBy(asc(departments.name), asc(departments.id))
    .limit(limit);

export const findDepartmentsByIds = (db: Db | Tx, ids: readonly number[]): Promise<DepartmentRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(departments)
        .where(inArray(departments.id, [...ids]));

export const findWarehouses = (db: Db, departmentIds: readonly number[]): Promise<WarehouseRow[]> =>
  departmentIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(departmentWarehouses)
        .where(inArray(departmentWarehouses.departmentId, [...departmentIds]))
        .orderBy(asc(departmentWarehouses.departmentId), asc(departmentWarehouses.id));

// Ownership lives in the query: another customer's organization is simply not found.
export const findOrganizations = (
  db: Db,
  customerId: number,
  query: string | undefined,
  limit: number,
): Promise<OrganizationRow[]> =>
  db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.customerId, customerId),
        query
          ? or(
              ilike(organizations.name, containsPattern(query)),
              ilike(organizations.inn, containsPattern(query)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(limit);

export const findOrganization = async (
  db: Db | Tx,
  customerId: number,
  organizationId: number,
): Promise<OrganizationRow | null> => {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.customerId, customerId), eq(organizations.id, organizationId)));
  return row ?? null;
};
