import type { ContactRequisite } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { routePath } from '../../../shared/navigation/route-path';

/**
 * Where a customer admin edits a card: a carrier's card on the carrier edit screen, the default card in place on
 * its view screen (the route table has no other edit route).
 */
export const cardEditPath = (card: ContactRequisite): string =>
  card.contractor
    ? routePath('contact-requisites-contractor-edit', { contractorId: card.contractor.id })
    : `${routePath('contact-requisite-view', { contactId: card.id })}?edit=1`;
