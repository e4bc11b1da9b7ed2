import {
  CONTRACTOR_LIST_MESSAGES,
  CONTRACTOR_LIST_NAME_MAX,
  type CopyContractorListBody,
  contractorListNameSchema,
  copyNameOf,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { Form, Input } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { zodRule } from '../../../shared/forms/zod-rule';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useContractorList } from '../api/contractor-list';
import { useCopyContractorListMutation } from '../api/copy-contractor-list';
import { ContractorListMembersTable } from '../components/contractor-list-members-table';
import { contractorListRights } from '../components/contractor-list-rights';

/** SPEC 2.2 (Adm, K): a new list with the source's members; only its name is asked. */
function ContractorListCopyPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const id = Number(useParams().contractorListId);
  const [form] = Form.useForm<CopyContractorListBody>();
  const { canCopy } = contractorListRights(session);
  const sourceQuery = useContractorList(canCopy ? id : Number.NaN);
  const mutation = useCopyContractorListMutation();
  const listPath = routePath('contractor-lists');

  if (!canCopy) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: CopyContractorListBody) => {
    const copy = await mutation.mutateAsync({ id, body: values });
    toast.success(CONTRACTOR_LIST_MESSAGES.copied(copy.name));
    navigate(routePath('contractor-list-view', { contractorListId: copy.id }));
  };

  return (
    <RecordQueryState
      query={sourceQuery}
      notFoundTitle={CONTRACTOR_LIST_MESSAGES.notFound}
      backTo={listPath}
      backText="К спискам перевозчиков"
    >
      {(source) => (
        <FormPage<CopyContractorListBody>
          form={form}
          initialValues={{ name: copyNameOf(source.name) }}
          onSubmit={handleSubmit}
          isSubmitting={mutation.isPending}
          backTo={listPath}
          maxWidth={960}
        >
          <Form.Item
            label="Название нового списка"
            name="name"
            required
            rules={[zodRule(contractorListNameSchema)]}
          >
            <Input maxLength={CONTRACTOR_LIST_NAME_MAX} />
          </Form.Item>
          <Form.Item label={`Перевозчики списка «${source.name}»`}>
            <ContractorListMembersTable members={source.members} />
          </Form.Item>
        </FormPage>
      )}
    </RecordQueryState>
  );
}

export { ContractorListCopyPage as Component };
