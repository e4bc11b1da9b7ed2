import { LockOutlined } from '@ant-design/icons';
import { USER_MESSAGES } from '@portal/contract/users/users.schemas';
import { Card, Form, Input } from 'antd';
import { FormActions } from '../../../shared/forms/form-actions';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { REQUIRED_MESSAGE } from '../../../shared/forms/form-messages';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { useToast } from '../../../shared/toast/use-toast';
import { useChangePasswordMutation } from '../api/change-password';

type PasswordFormValues = { currentPassword: string; password: string; passwordRepeat: string };

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
      // A wrong current password is marked at its field; the API client has shown any other reason.
      showServerErrors(form, error, { fieldNames: { newPassword: 'password' } });
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
