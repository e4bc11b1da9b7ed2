import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index';
import type { Tx } from './database';

/**
 * Locks the customer's row until the transaction ends, so two requests checking a per-customer rule (a name
 * unique within the customer) cannot both pass the check and both write.
 */
export const lockCustomer = async (tx: Tx, customerId: number): Promise<void> => {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
};
