import type { Driver } from '@portal/contract/fleet/drivers.schemas';
import { FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { ROUTE_FLEET_MESSAGES } from '@portal/contract/fleet/route-fleet.schemas';
import type { Vehicle } from '@portal/contract/fleet/vehicles.schemas';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { pageAnswer } from '../../core/db/paging';
import { notFound } from '../../core/http/problem';
import { contractorPartners } from '../../db/schema/index';
import { presentDriver } from './drivers.presenter';
import { findDrivers } from './drivers.repository';
import { carrierScope } from './fleet-scope';
import { presentVehicle } from './vehicles.presenter';
import { findVehicles } from './vehicles.repository';

type Query = PageQuery & { query?: string | undefined; kind?: string | undefined };

/** The customer must have the carrier among its partners; any other id is not found. */
const requirePartner = async (ctx: AppContext, contractorId: number, customerId: number) => {
  const [row] = await ctx.db
    .select({ id: contractorPartners.customerId })
    .from(contractorPartners)
    .where(
      and(eq(contractorPartners.customerId, customerId), eq(contractorPartners.contractorId, contractorId)),
    );
  if (!row) throw notFound(ROUTE_FLEET_MESSAGES.partnerNotFound);
};

/** SPEC 7 partners/{pid}/drivers: the carrier's drivers the customer's security has verified. */
export const listPartnerDrivers = async (
  ctx: AppContext,
  principal: Principal,
  partnerId: number,
  { page, limit, query }: Query,
): Promise<Page<Driver>> => {
  await requirePartner(ctx, principal.ownerId, partnerId);
  const { rows, total } = await findDrivers(
    ctx.db,
    carrierScope(principal.ownerId),
    { query, status: FLEET_STATUS.verified },
    { page, limit },
  );
  return pageAnswer(rows.map(presentDriver), total, { page, limit });
};

/** SPEC 7 partners/{pid}/vehicles: the carrier's verified trucks and trailers (one kind with `kind`). */
export const listPartnerVehicles = async (
  ctx: AppContext,
  principal: Principal,
  partnerId: number,
  { page, limit, query, kind }: Query,
): Promise<Page<Vehicle>> => {
  await requirePartner(ctx, principal.ownerId, partnerId);
  const { rows, total } = await findVehicles(
    ctx.db,
    carrierScope(principal.ownerId),
    { query, kind, status: FLEET_STATUS.verified },
    { page, limit },
  );
  return pageAnswer(rows.map(presentVehicle), total, { page, limit });
};
