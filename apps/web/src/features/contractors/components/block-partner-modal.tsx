import { blockPartnerBodySchema, PARTNER_MESSAGES } from '@portal/contract/contractors/partners.schemas';
import { Form, Input, Modal } from 'antd';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { validateOrFocus } from '../../../shared/forms/validate-or-focus';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useToast } from '../../../shared/toast/use-toast';
import { useChangePartnerStatusMutation } from '../api/change-partner-status';

type BlockPartnerModalProps = {
  customerId: number;
  contractor: { id: number; name: string };
  isOpen: boolean;
  onClose: () => void;
};

type BlockValues = { reason: string };

/** «Заблокировать» asks for the reason the carrier will be told; nothing is sent without it. */
export function BlockPartnerModal({ customerId, contractor, isOpen, onClose }: BlockPartnerModalProps) {
  const [form] = Form.useForm<BlockValues>();
  const toast = useToast();
  const mutation = useChangePartnerStatusMutation();

  const handleOk = async () => {
    const { reason } = (await validateOrFocus(form)) ?? { reason: null };
    if (reason === null) return;
    try {
      await mutation.mutateAsync({
        customerId,
        contractorId: contractor.id,
        transition: 'block',
        reason: reason.trim(),
      });
      toast.success(PARTNER_MESSAGES.blocked(contractor.name));
      form.resetFields();
      onClose();
    } catch (error) {
      showServerErrors(form, error);
      // A 422 is under its field; the API client has shown any other reason; the modal keeps what was typed.
    }
  };

  return (
    <Modal
      open={isOpen}
      title={`Заблокировать перевозчика ${contractor.name}`}
      okText="Заблокировать"
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      cancelText="Назад"
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<BlockValues> {...FORM_DEFAULTS} form={form} preserve={false}>
        <Form.Item
          label="Причина"
          name="reason"
          required
          extra="Перевозчик получит уведомление с этой причиной"
          rules={[zodRule(blockPartnerBodySchema.shape.reason)]}
        >
          <Input.TextArea autoFocus autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
