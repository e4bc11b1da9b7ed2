import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import {
  contractorPartners,
  contractors,
  customerUserContractors,
  customerUserRouteOwners,
  routeOwners,
} from '../../db/schema/index';

// A customer user's carriers and route owners. Ownership lives in the query: a carrier counts only while it
// is a partner of the user's customer, a route owner only when it belongs to that customer.

export const findUserContractors = (db: Db, customerId: number, userId: number) =>
  db
    .select({
      id: contractors.id,
      name: contractors.name,
      inn: contractors.inn,
      active: contractors.active,
      partnerStatus: contractorPartners.status,
    })
    .from(customerUserContractors)
    .innerJoin(contractors, eq(contractors.id, customerUserContractors.contractorId))
    .innerJoin(
      contractorPartners,
      and(eq(contractorPartners.contractorId, contractors.id), eq(contractorPartners.customerId, customerId)),
    )
    .where(eq(customerUserContractors.userId, userId))
    .orderBy(asc(contractors.name), asc(contractors.id));

export const findUserRouteOwners = (db: Db, customerId: number, userId: number) =>
  db
    .select({ id: routeOwners.id, name: routeOwners.name })
    .from(customerUserRouteOwners)
    .innerJoin(routeOwners, eq(routeOwners.id, customerUserRouteOwners.routeOwnerId))
    .where(and(eq(customerUserRouteOwners.userId, userId), eq(routeOwners.customerId, customerId)))
    .orderBy(asc(routeOwners.name), asc(routeOwners.id));

/** Which of `ids` are partner carriers of the customer (accredited or blocked). */
export const findPartnerIds = async (db: Db, customerId: number, ids: readonly number[]) => {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: contractorPartners.contractorId })
    .from(contractorPartners)
    .where(
      and(eq(contractorPartners.customerId, customerId), inArray(contractorPartners.contractorId, [...ids])),
    );
  return new Set(rows.map((row) => row.id));
};

/** Which of `ids` are route owners of the customer. */
export const findRouteOwnerIds = async (db: Db, customerId: number, ids: readonly number[]) => {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: routeOwners.id })
    .from(routeOwners)
    .where(and(eq(routeOwners.customerId, customerId), inArray(routeOwners.id, [...ids])));
  return new Set(rows.map((row) => row.id));
};

export const replaceUserContractors = async (tx: Tx, userId: number, contractorIds: readonly number[]) => {
  await tx.delete(customerUserContractors).where(eq(customerUserContractors.userId, userId));
  if (contractorIds.length) {
    await tx
      .insert(customerUserContractors)
      .values(contractorIds.map((contractorId) => ({ userId, contractorId })));
  }
};

export const replaceUserRouteOwners = async (tx: Tx, userId: number, routeOwnerIds: readonly number[]) => {
  await tx.delete(customerUserRouteOwners).where(eq(customerUserRouteOwners.userId, userId));
  if (routeOwnerIds.length) {
    await tx
      .insert(customerUserRouteOwners)
      .values(routeOwnerIds.map((routeOwnerId) => ({ userId, routeOwnerId })));
  }
};
