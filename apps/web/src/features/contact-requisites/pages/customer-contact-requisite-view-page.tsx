import { CONTACT_REQUISITES_MESSAGES } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { isAdmin } from '@portal/contract/roles';
import { useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useContactRequisite } from '../api/contact-requisite';
import { useCustomerContact } from '../api/customer-contact';
import { cardEditPath } from '../components/contact-requisite-paths';
import { ContactRequisiteView } from '../components/contact-requisite-view';

/**
 * A customer's card opened by either side: a user of that customer reads it through the customer's API, a
 * carrier through its own (only a card it sees; anything else is not found).
 */
function CustomerContactRequisiteViewPage() {
  const session = useSession();
  const params = useParams();
  const customerId = Number(params.customerId);
  const contactId = Number(params.contactId);
  const isCarrier = session?.ownerType === 'contractor';
  const customerQuery = useContactRequisite(customerId, contactId, session?.ownerType === 'customer');
  const carrierQuery = useCustomerContact(session?.ownerId ?? 0, customerId, contactId, isCarrier);
  const canManage = !isCarrier && session !== null && isAdmin(session.roles);
  const backTo = isCarrier ? routePath('dashboard') : routePath('contact-requisites');

  return (
    <RecordQueryState
      query={isCarrier ? carrierQuery : customerQuery}
      notFoundTitle={CONTACT_REQUISITES_MESSAGES.notFound}
      backTo={backTo}
      backText={isCarrier ? 'На главную' : 'К списку реквизитов'}
    >
      {(card) => (
        <ContactRequisiteView
          card={card}
          backTo={backTo}
          isCarrierShown={!isCarrier}
          {...(canManage ? { editTo: cardEditPath(card) } : {})}
        />
      )}
    </RecordQueryState>
  );
}

export { CustomerContactRequisiteViewPage as Component };
