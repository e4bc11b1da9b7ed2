import { verificationReasonSchema } from '@portal/contract/verification/verification.schemas';
import { Form, Input, Modal } from 'antd';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { validateOrFocus } from '../../../shared/forms/validate-or-focus';
import { zodRule } from '../../../shared/forms/zod-rule';

type RejectVerificationModalProps = {
  isOpen: boolean;
  isSubmitting: boolean;
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
};

type RejectValues = { reason: string };

/** «Отклонить» asks for the reason the carrier will read; nothing is sent without it. */
export function RejectVerificationModal({
  isOpen,
  isSubmitting,
  onReject,
  onClose,
}: RejectVerificationModalProps) {
  const [form] = Form.useForm<RejectValues>();

  const handleOk = async () => {
    const { reason } = (await validateOrFocus(form)) ?? { reason: null };
    if (reason === null) return;
    try {
      await onReject(reason.trim());
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
      title="Отклонить верификацию"
      okText="Отклонить"
      okButtonProps={{ danger: true, loading: isSubmitting }}
      cancelText="Назад"
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RejectValues> {...FORM_DEFAULTS} form={form} preserve={false}>
        <Form.Item
          label="Причина"
          name="reason"
          required
          extra="Перевозчик увидит причину на странице верификации"
          rules={[zodRule(verificationReasonSchema)]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
