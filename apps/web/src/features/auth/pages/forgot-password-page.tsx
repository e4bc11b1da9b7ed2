import { MailOutlined } from '@ant-design/icons';
import { usernameSchema } from '@portal/contract/auth/auth.schemas';
import { Button, Form, Input, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { FormActions } from '../../../shared/forms/form-actions';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useRequestPasswordDropMutation } from '../api/drop-password-message';

type ForgotPasswordValues = { username: string };

function ForgotPasswordPage() {
  const requestMutation = useRequestPasswordDropMutation();

  if (requestMutation.isSuccess) {
    return (
      <Result
        status="success"
        title="Письмо отправлено"
        subTitle={requestMutation.data.message}
        extra={
          <Link to="/login">
            <Button type="primary">Ко входу</Button>
          </Link>
        }
      />
    );
  }

  const handleFinish = ({ username }: ForgotPasswordValues) => {
    requestMutation.mutate({ username: usernameSchema.parse(username) });
  };

  return (
    <>
      <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
        Восстановление пароля
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Укажите адрес электронной почты, с которым вы входите в портал. Мы отправим на него ссылку для
        установки нового пароля.
      </Typography.Paragraph>
      <Form<ForgotPasswordValues> name="forgot-password" {...FORM_DEFAULTS} onFinish={handleFinish}>
        <Form.Item
          label="Электронная почта"
          name="username"
          validateFirst
          rules={[requiredRule, zodRule(usernameSchema)]}
        >
          <Input prefix={<MailOutlined />} autoComplete="username" placeholder="name@company.ru" autoFocus />
        </Form.Item>
        <FormActions backTo="/login" submitText="Отправить" isSubmitting={requestMutation.isPending} />
      </Form>
    </>
  );
}

export { ForgotPasswordPage as Component };
