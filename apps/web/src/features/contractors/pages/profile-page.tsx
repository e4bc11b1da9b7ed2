import { CONTRACTOR_STATUS } from '@portal/contract/companies/contractor-status';
import { CONTRACTOR_MESSAGES } from '@portal/contract/contractors/contractors.schemas';
import { isAdmin } from '@portal/contract/roles';
import { Form } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useOwnContractor } from '../api/own-contractor';
import { useUpdateOwnContractorMutation } from '../api/update-own-contractor';
import { CompanyProfileView } from '../components/company-profile-view';
import { RequisitesFormFields } from '../components/requisites-form-fields';
import { type RequisitesFormValues, recordToRequisitesValues } from '../components/requisites-form-values';

// The INN a customer verified, or is verifying, is the one on the documents (the server refuses a change too).
const INN_LOCKED_STATUSES: readonly number[] = [
  CONTRACTOR_STATUS.verified,
  CONTRACTOR_STATUS.sentForVerification,
];

/** profile (A, V, C): the carrier's company; its admin edits the requisites at `?edit=1`. */
function ProfilePage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<RequisitesFormValues>();
  const recordQuery = useOwnContractor(session?.ownerId);
  const mutation = useUpdateOwnContractorMutation();
  if (!session) return null;
  const profilePath = routePath('profile');
  const canEdit = isAdmin(session.roles);
  const isEditing = searchParams.get('edit') === '1';

  if (isEditing && !canEdit) return <NoRightsResult backTo={profilePath} />;

  const handleSubmit = async (values: RequisitesFormValues) => {
    await mutation.mutateAsync({ contractorId: session.ownerId, body: values });
    toast.success(CONTRACTOR_MESSAGES.profileSaved);
    navigate(profilePath);
  };

  return (
    <RecordQueryState
      query={recordQuery}
      notFoundTitle={CONTRACTOR_MESSAGES.notFound}
      backTo={routePath('dashboard')}
      backText="На главную"
    >
      {(record) =>
        isEditing ? (
          <FormPage<RequisitesFormValues>
            form={form}
            initialValues={recordToRequisitesValues(record)}
            onSubmit={handleSubmit}
            isSubmitting={mutation.isPending}
            backTo={profilePath}
            maxWidth={960}
          >
            <RequisitesFormFields isInnLocked={INN_LOCKED_STATUSES.includes(record.verificationStatus)} />
          </FormPage>
        ) : (
          <CompanyProfileView
            record={record}
            canEdit={canEdit}
            onEdit={() => navigate(`${profilePath}?edit=1`)}
          />
        )
      }
    </RecordQueryState>
  );
}

export { ProfilePage as Component };
