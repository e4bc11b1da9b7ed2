import {
  CONTRACTOR_LIST_MESSAGES,
  type ContractorListBody,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useContractorList } from '../api/contractor-list';
import { useUpdateContractorListMutation } from '../api/update-contractor-list';
import { ContractorListFormFields } from '../components/contractor-list-form-fields';
import { contractorListRights } from '../components/contractor-list-rights';

function ContractorListEditPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const id = Number(useParams().contractorListId);
  const [form] = Form.useForm<ContractorListBody>();
  const { canManage } = contractorListRights(session);
  const listQuery = useContractorList(canManage ? id : Number.NaN);
  const mutation = useUpdateContractorListMutation();
  const listPath = routePath('contractor-lists');

  if (!canManage) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: ContractorListBody) => {
    const saved = await mutation.mutateAsync({ id, body: values });
    toast.success(CONTRACTOR_LIST_MESSAGES.updated(saved.name));
    navigate(listPath);
  };

  return (
    <RecordQueryState
      query={listQuery}
      notFoundTitle={CONTRACTOR_LIST_MESSAGES.notFound}
      backTo={listPath}
      backText="К спискам перевозчиков"
    >
      {(contractorList) => (
        <FormPage<ContractorListBody>
          form={form}
          initialValues={{
            name: contractorList.name,
            contractorIds: contractorList.members.map((member) => member.id),
          }}
          onSubmit={handleSubmit}
          isSubmitting={mutation.isPending}
          backTo={listPath}
          maxWidth={960}
        >
          <ContractorListFormFields initialMembers={contractorList.members} />
        </FormPage>
      )}
    </RecordQueryState>
  );
}

export { ContractorListEditPage as Component };
