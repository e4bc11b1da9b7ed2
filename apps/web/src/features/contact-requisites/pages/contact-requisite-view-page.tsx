import { CONTACT_REQUISITES_MESSAGES } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { isAdmin } from '@portal/contract/roles';
import { Alert } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useContactRequisite } from '../api/contact-requisite';
import { useUpdateContactRequisiteMutation } from '../api/update-contact-requisite';
import { ContactRequisiteEditForm } from '../components/contact-requisite-edit-form';
import { cardToFormValues } from '../components/contact-requisite-form-values';
import { cardEditPath } from '../components/contact-requisite-paths';
import { ContactRequisiteView } from '../components/contact-requisite-view';

/**
 * A card of the customer. The default card is edited here (`?edit=1`, admins only): the route table has no
 * edit route for it, while a carrier's card is edited on the carrier edit screen.
 */
function ContactRequisiteViewPage() {
  const session = useSession();
  const toast = useToast();
  const id = Number(useParams().contactId);
  const [searchParams, setSearchParams] = useSearchParams();
  const customerId = session?.ownerId ?? 0;
  const query = useContactRequisite(customerId, id, session !== null);
  const mutation = useUpdateContactRequisiteMutation();
  const canManage = session ? isAdmin(session.roles) : false;
  const listPath = routePath('contact-requisites');
  const viewPath = routePath('contact-requisite-view', { contactId: id });

  return (
    <RecordQueryState
      query={query}
      notFoundTitle={CONTACT_REQUISITES_MESSAGES.notFound}
      backTo={listPath}
      backText="К списку реквизитов"
    >
      {(card) =>
        canManage && !card.contractor && searchParams.get('edit') === '1' ? (
          <ContactRequisiteEditForm
            initialValues={cardToFormValues(card)}
            isSaving={mutation.isPending}
            backTo={viewPath}
            before={
              <Alert
                type="info"
                showIcon
                title="Реквизиты для всех перевозчиков"
                style={{ marginBottom: 16 }}
              />
            }
            onSave={async (body) => {
              await mutation.mutateAsync({ customerId, id: card.id, body });
              toast.success(CONTACT_REQUISITES_MESSAGES.updated);
              setSearchParams({}, { replace: true });
            }}
          />
        ) : (
          <ContactRequisiteView
            card={card}
            backTo={listPath}
            isCarrierShown
            {...(canManage ? { editTo: cardEditPath(card) } : {})}
          />
        )
      }
    </RecordQueryState>
  );
}

export { ContactRequisiteViewPage as Component };
