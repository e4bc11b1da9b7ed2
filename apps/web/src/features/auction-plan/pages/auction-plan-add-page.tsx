import { AUCTION_PLAN_MESSAGES } from '@portal/contract/auction-plan/auction-plan.schemas';
import { isAdmin } from '@portal/contract/roles';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useSaveAuctionPlanMutation } from '../api/auction-plan';
import { PlanFormFields } from '../components/plan-form-fields';
import { formValuesToBody, NEW_PLAN_VALUES, type PlanFormValues } from '../components/plan-form-values';

/** SPEC 2.2 `/auction-plan/add` (K, Adm): a plan for a route way and month. */
function AuctionPlanAddPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<PlanFormValues>();
  const mutation = useSaveAuctionPlanMutation();
  const listPath = routePath('auction-plan');

  if (!session || !isAdmin(session.roles)) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: PlanFormValues) => {
    await mutation.mutateAsync({ id: null, body: formValuesToBody(values) });
    toast.success(AUCTION_PLAN_MESSAGES.created);
    navigate(listPath);
  };

  return (
    <FormPage<PlanFormValues>
      form={form}
      initialValues={NEW_PLAN_VALUES}
      onSubmit={handleSubmit}
      isSubmitting={mutation.isPending}
      backTo={listPath}
    >
      <PlanFormFields />
    </FormPage>
  );
}

export { AuctionPlanAddPage as Component };
