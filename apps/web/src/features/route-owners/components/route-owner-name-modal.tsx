import {
  ROUTE_OWNER_NAME_MAX,
  routeOwnerNameSchema,
} from '@portal/contract/route-owners/route-owners.schemas';
import { Form, Input, Modal } from 'antd';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { zodRule } from '../../../shared/forms/zod-rule';

type RouteOwnerNameModalProps = {
  title: string;
  initialName?: string;
  isSubmitting: boolean;
  /** Gets the trimmed name; a rejection keeps the dialog open (the API client has shown why). */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** The name of a group of responsible managers, asked for when adding or renaming one (admins). */
export function RouteOwnerNameModal({
  title,
  initialName = '',
  isSubmitting,
  onSubmit,
  onClose,
}: RouteOwnerNameModalProps) {
  const [form] = Form.useForm<{ name: string }>();

  const handleFinish = async ({ name }: { name: string }) => {
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      showServerErrors(form, error);
      // A 422 is under its field; the API client has shown any other reason; the dialog keeps what was typed.
    }
  };

  return (
    <Modal
      open
      title={title}
      okText="Сохранить"
      cancelText="Назад"
      confirmLoading={isSubmitting}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        {...FORM_DEFAULTS}
        form={form}
        initialValues={{ name: initialName }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item label="Название" name="name" required rules={[zodRule(routeOwnerNameSchema)]}>
          <Input maxLength={ROUTE_OWNER_NAME_MAX} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
