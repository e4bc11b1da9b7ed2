import type { Proforma } from '@portal/contract/proformas/proformas.schemas';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import { contactRequisites, contractors, customers } from '../../db/schema/index';

/** One party of the printed invoice and act; a requisite the portal does not hold is null (printed as «—»). */
export type PartyRequisites = {
  name: string;
  inn: string | null;
  kpp: string | null;
  address: string | null;
  bankName: string | null;
  bik: string | null;
  bankAccount: string | null;
  correspondentAccount: string | null;
};

export type ProformaParties = { supplier: PartyRequisites; buyer: PartyRequisites };

/**
 * The parties of a proforma's printed documents. The supplier is the carrier with its own requisites (profile);
 * the buyer is the customer: its name, ИНН and КПП, its address and bank from the requisites card it shows this
 * carrier, or else its default card (the one with no carrier).
 */
export const proformaParties = async (db: Db, proforma: Proforma): Promise<ProformaParties> => {
  const carrierId = proforma.contractor.id;
  const customerId = proforma.customer.id;
  const [carrier] = await db.select().from(contractors).where(eq(contractors.id, carrierId));
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  const cards = await db
    .select()
    .from(contactRequisites)
    .where(
      and(
        eq(contactRequisites.customerId, customerId),
        or(isNull(contactRequisites.contractorId), eq(contactRequisites.contractorId, carrierId)),
      ),
    )
    .orderBy(asc(contactRequisites.id));
  const card = cards.find((row) => row.contractorId === carrierId) ?? cards[0];
  return {
    supplier: {
      name: carrier?.name ?? proforma.contractor.name,
      inn: carrier?.inn ?? null,
      kpp: carrier?.kpp ?? null,
      address: carrier?.legalAddress ?? null,
      bankName: carrier?.bankName ?? null,
      bik: carrier?.bik ?? null,
      bankAccount: carrier?.bankAccount ?? null,
      correspondentAccount: carrier?.correspondentAccount ?? null,
    },
    buyer: {
      name: customer?.name ?? proforma.customer.name,
      inn: customer?.inn ?? null,
      kpp: customer?.kpp ?? null,
      address: card?.legalAddress ?? null,
      bankName: card?.bankName ?? null,
      bik: card?.bik ?? null,
      bankAccount: card?.bankAccount ?? null,
      correspondentAccount: card?.correspondentAccount ?? null,
    },
  };
};
