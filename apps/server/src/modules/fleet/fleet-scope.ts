import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from '../../core/auth/principal';
import type { Db, Tx } from '../../core/db/database';
import { contractorPartners, contractors } from '../../db/schema/index';

/**
 * Whose fleet a request may see: a carrier its own, a customer that of its partner carriers. Ownership lives
 * in the query, so anything else is simply not found.
 */
export type FleetScope = { contractorId: number } | { customerId: number };

export const carrierScope = (contractorId: number): FleetScope => ({ contractorId });
export const customerScope = (customerId: number): FleetScope => ({ customerId });

/** The scope of the request's side: the route's access rule has already decided which side may call it. */
export const scopeOf = (principal: Principal): FleetScope =>
  principal.ownerType === 'contractor' ? carrierScope(principal.ownerId) : customerScope(principal.ownerId);

export const partnerContractorIds = (db: Db | Tx, customerId: number) =>
  db
    .select({ id: contractorPartners.contractorId })
    .from(contractorPartners)
    .where(eq(contractorPartners.customerId, customerId));

/** The condition on a fleet table's contractor column for the scope, and for one carrier filter. */
export const scopeWhere = (
  db: Db | Tx,
  column: PgColumn,
  scope: FleetScope,
  contractorFilter?: number,
): SQL =>
  and(
    'contractorId' in scope
      ? eq(column, scope.contractorId)
      : inArray(column, partnerContractorIds(db, scope.customerId)),
    contractorFilter === undefined ? undefined : eq(column, contractorFilter),
  )!;

/** A partner carrier of the customer, with its name; null for any other. */
export const findPartnerContractor = async (db: Db | Tx, customerId: number, contractorId: number) => {
  const [row] = await db
    .select({ id: contractors.id, name: contractors.name })
    .from(contractorPartners)
    .innerJoin(contractors, eq(contractors.id, contractorPartners.contractorId))
    .where(
      and(eq(contractorPartners.customerId, customerId), eq(contractorPartners.contractorId, contractorId)),
    );
  return row ?? null;
};

export const iso = (value: Date): string => value.toISOString();
