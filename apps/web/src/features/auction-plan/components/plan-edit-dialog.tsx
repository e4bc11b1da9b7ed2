import { AUCTION_PLAN_MESSAGES, type AuctionPlan } from '@portal/contract/auction-plan/auction-plan.schemas';
import { Form, Modal } from 'antd';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { useToast } from '../../../shared/toast/use-toast';
import { useSaveAuctionPlanMutation } from '../api/auction-plan';
import { PlanFormFields } from './plan-form-fields';
import { formValuesToBody, type PlanFormValues, planToFormValues } from './plan-form-values';

/** Editing a plan in place (customer admins): PUT …/auction-plan/{id}. */
export function PlanEditDialog({ plan, onClose }: { plan: AuctionPlan; onClose: () => void }) {
  const [form] = Form.useForm<PlanFormValues>();
  const mutation = useSaveAuctionPlanMutation();
  const toast = useToast();

  const handleFinish = async (values: PlanFormValues) => {
    try {
      await mutation.mutateAsync({ id: plan.id, body: formValuesToBody(values) });
      toast.success(AUCTION_PLAN_MESSAGES.saved);
      onClose();
    } catch (error) {
      showServerErrors(form, error);
      // A 422 is under its field; the API client has shown any other reason; the dialog keeps what was typed.
    }
  };

  return (
    <Modal
      open
      title="Изменить план"
      okText="Сохранить"
      cancelText="Назад"
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PlanFormValues>
        {...FORM_DEFAULTS}
        form={form}
        initialValues={planToFormValues(plan)}
        onFinish={(values) => void handleFinish(values)}
      >
        <PlanFormFields />
      </Form>
    </Modal>
  );
}
