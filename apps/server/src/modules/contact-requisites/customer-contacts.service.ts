import {
  CONTACT_REQUISITES_MESSAGES,
  type ContactRequisite,
  type CustomerContacts,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { notFound } from '../../core/http/problem';
import { presentContactRequisite } from './contact-requisites.presenter';
import { findCardSeenBy, findCardsSeenBy } from './contact-requisites.repository';

// The carrier's side: the cards of the customers whose partner list holds the carrier.

export const listCustomerContacts = async (
  ctx: AppContext,
  principal: Principal,
): Promise<CustomerContacts> => {
  const rows = await findCardsSeenBy(ctx.db, principal.ownerId);
  return {
    items: rows.map((row) => ({
      isDefault: row.card.contractorId === null,
      requisites: presentContactRequisite(row),
    })),
  };
};

/** A card the carrier does not see (another carrier's, a default it has its own card instead of) is not found. */
export const getCustomerContact = async (
  ctx: AppContext,
  principal: Principal,
  customerId: number,
  id: number,
): Promise<ContactRequisite> => {
  const row = await findCardSeenBy(ctx.db, principal.ownerId, customerId, id);
  if (!row) throw notFound(CONTACT_REQUISITES_MESSAGES.notFound);
  return presentContactRequisite(row);
};
