import {
  CONTRACTOR_LIST_MESSAGES,
  type ContractorListBody,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateContractorListMutation } from '../api/create-contractor-list';
import { ContractorListFormFields } from '../components/contractor-list-form-fields';
import { contractorListRights } from '../components/contractor-list-rights';

const NEW_LIST: ContractorListBody = { name: '', contractorIds: [] };

function ContractorListAddPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<ContractorListBody>();
  const mutation = useCreateContractorListMutation();
  const listPath = routePath('contractor-lists');

  if (!contractorListRights(session).canManage) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: ContractorListBody) => {
    const created = await mutation.mutateAsync(values);
    toast.success(CONTRACTOR_LIST_MESSAGES.added(created.name));
    navigate(listPath);
  };

  return (
    <FormPage<ContractorListBody>
      form={form}
      initialValues={NEW_LIST}
      onSubmit={handleSubmit}
      isSubmitting={mutation.isPending}
      backTo={listPath}
      maxWidth={960}
    >
      <ContractorListFormFields />
    </FormPage>
  );
}

export { ContractorListAddPage as Component };
