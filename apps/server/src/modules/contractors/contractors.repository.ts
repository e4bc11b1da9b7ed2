import type { Requisites } from '@portal/contract/companies/requisites.schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/database';
import { contractors } from '../../db/schema/index';
import type { ContractorRow } from '../verification/verification-decision.repository';

/** Another carrier that already holds this INN (INNs are unique among carriers). */
export const findOtherContractorByInn = async (
  db: Db,
  inn: string,
  exceptId: number,
): Promise<ContractorRow | null> => {
  const [row] = await db
    .select()
    .from(contractors)
    .where(and(eq(contractors.inn, inn), ne(contractors.id, exceptId)));
  return row ?? null;
};

export const updateContractorRequisites = async (
  tx: Tx,
  id: number,
  requisites: Requisites,
): Promise<ContractorRow> => {
  const [row] = await tx
    .update(contractors)
    .set({ ...requisites, updatedAt: new Date() })
    .where(eq(contractors.id, id))
    .returning();
  return row!;
};
