import type { Department, Organization } from '@portal/contract/freight/departments.schemas';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { findDepartments, findOrganizations, findWarehouses } from './departments.repository';

type Lookup = { query?: string | undefined; limit: number };

export const listDepartments = async (ctx: AppContext, { query, limit }: Lookup): Promise<Department[]> => {
  const rows = await findDepartments(ctx.db, query, limit);
  const warehouses = await findWarehouses(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    city: row.city,
    timezone: row.timezone,
    warehouses: warehouses
      .filter((warehouse) => warehouse.departmentId === row.id)
      .map(({ id, name, address, latitude, longitude }) => ({ id, name, address, latitude, longitude })),
  }));
};

/** SPEC 7: /api/organizations answers the calling customer's own legal entities. */
export const listOrganizations = async (
  ctx: AppContext,
  principal: Principal,
  { query, limit }: Lookup,
): Promise<Organization[]> =>
  (await findOrganizations(ctx.db, principal.ownerId, query, limit)).map(({ id, name, inn, kpp }) => ({
    id,
    name,
    inn,
    kpp,
  }));
