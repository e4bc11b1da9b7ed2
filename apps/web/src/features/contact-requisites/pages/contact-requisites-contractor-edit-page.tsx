import {
  CONTACT_REQUISITES_MESSAGES,
  type ContractorView,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { Alert } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useContractorView } from '../api/contractor-view';
import { useSaveContractorCardMutation } from '../api/save-contractor-card';
import { ContactRequisiteEditForm } from '../components/contact-requisite-edit-form';
import { cardToFormValues, emptyCardValues } from '../components/contact-requisite-form-values';

const describe = (view: ContractorView): string => {
  if (!view.requisites) return 'Реквизиты для этого перевозчика ещё не заданы, и нет реквизитов для всех.';
  if (view.isDefault) {
    return 'Сейчас перевозчик видит реквизиты для всех. После сохранения он будет видеть эти, отдельные реквизиты.';
  }
  return 'Перевозчик видит эти реквизиты вместо реквизитов для всех.';
};

/** The card one carrier sees, prefilled with what it sees now; saving gives the carrier its own card. */
function ContactRequisitesContractorEditPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const contractorId = Number(useParams().contractorId);
  const customerId = session?.ownerId ?? 0;
  const query = useContractorView(customerId, contractorId);
  const mutation = useSaveContractorCardMutation();
  const listPath = routePath('contact-requisites');

  return (
    <RecordQueryState
      query={query}
      notFoundTitle={CONTACT_REQUISITES_MESSAGES.contractorNotPartner}
      backTo={listPath}
      backText="К списку реквизитов"
    >
      {(view) => (
        <ContactRequisiteEditForm
          initialValues={view.requisites ? cardToFormValues(view.requisites) : emptyCardValues()}
          isSaving={mutation.isPending}
          backTo={listPath}
          before={
            <Alert
              type="info"
              showIcon
              title={`Перевозчик: ${view.contractor.name}`}
              description={describe(view)}
              style={{ marginBottom: 16 }}
            />
          }
          onSave={async (body) => {
            await mutation.mutateAsync({ customerId, contractorId, body });
            toast.success(CONTACT_REQUISITES_MESSAGES.updated);
            navigate(listPath);
          }}
        />
      )}
    </RecordQueryState>
  );
}

export { ContactRequisitesContractorEditPage as Component };
