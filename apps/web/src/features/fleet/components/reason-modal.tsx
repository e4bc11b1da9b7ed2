import { reasonBodySchema } from '@portal/contract/fleet/fleet-common.schemas';
import { Form, Input, Modal } from 'antd';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { validateOrFocus } from '../../../shared/forms/validate-or-focus';
import { zodRule } from '../../../shared/forms/zod-rule';

type ReasonModalProps = {
  title: string | null;
  okText: string;
  isSubmitting: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
};

type ReasonValues = { reason: string };

/** Refusing or returning a driver or vehicle asks for the reason the carrier will read. */
export function ReasonModal({ title, okText, isSubmitting, onSubmit, onClose }: ReasonModalProps) {
  const [form] = Form.useForm<ReasonValues>();

  const handleOk = async () => {
    const { reason } = (await validateOrFocus(form)) ?? { reason: null };
    if (reason === null) return;
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch (error) {
      showServerErrors(form, error);
      // A 422 is under its field; the API client has shown any other reason; the modal keeps what was typed.
    }
  };

  return (
    <Modal
      open={title !== null}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: isSubmitting }}
      cancelText="Назад"
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ReasonValues> {...FORM_DEFAULTS} form={form} preserve={false}>
        <Form.Item
          label="Причина"
          name="reason"
          required
          extra="Перевозчик увидит причину в карточке"
          rules={[zodRule(reasonBodySchema.shape.reason)]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
