import { LockOutlined } from '@ant-design/icons';
import { USER_MESSAGES } from '@portal/contract/users/users.schemas';
import { FIELD_LABELS } from '@portal/contract/validation/field-labels';
import { Card, Form, Input } from 'antd';
import { isApiError } from '../../../shared/api/api-error';
import { FormActions } from '../../../shared/forms/form-actions';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { REQUIRED_MESSAGE } from '../../../shared/forms/form-messages';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { useToast } from '../../../shared/toast/use-toast';
import { useChangePasswordMutation } from '../api/change-password';

type PasswordFormValues = { currentPassword: string; password: string; passwordRepeat: string };

const WRONG_CURRENT_ERROR = `${FIELD_LABELS.currentPassword}: ${USER_MESSAGES.wrongCurrentPassword}`;

/** «Сменить пароль»: the current password, the new one twice; the other sessions of the user end. */
export function PasswordForm({ userId }: { userId: number }) {
  const toast = useToast();
  const [form] = Form.useForm<PasswordFormValues>();
  const mutation = useChangePasswordMutation();

  const handleFinish = async ({ currentPassword, password }: PasswordFormValues) => {
    try {
      await mutation.mutateAsync({ id: userId, body: { currentPassword, newPassword: password } });
      toast.success(USER_MESSAGES.passwordChanged);
      form.resetFields();
    } catch (error) {
      // The API client has shown the reason; a wrong current password is also marked at its field.
      if (isApiError(error) && error.body.errors?.includes(WRONG_CURRENT_ERROR)) {
        form.setFields([{ name: 'currentPassword', errors: ['Неверный пароль'] }]);
      }
    }
  };

  return (
    <Card title="Сменить пароль" style={{ maxWidth: 760 }}>
      <Form<PasswordFormValues>
        {...FORM_DEFAULTS}
        form={form}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item
          label="Текущий пароль"
          name="currentPassword"
          rules={[{ required: true, message: REQUIRED_MESSAGE }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields label="Новый пароль" />
        <FormActions hasBack={false} submitText="Сменить пароль" isSubmitting={mutation.isPending} />
      </Form>
    </Card>
  );
}
