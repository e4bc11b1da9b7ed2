import { inArray } from 'drizzle-orm';
import { customers } from '../../db/schema/index';
import type { Db, Tx } from '../db/database';

/** The customers of a carrier's list page, `{ id, name }` each, in one read. */
export const findCustomerRefs = async (db: Db | Tx, ids: number[]) => {
  if (ids.length === 0) return [];
  return db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(inArray(customers.id, ids));
};
