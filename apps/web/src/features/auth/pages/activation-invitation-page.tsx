import { Button, Form, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { FormActions } from '../../../shared/forms/form-actions';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { useActivateInvitationMutation } from '../api/activate-invitation';
import { InvalidLinkResult } from '../components/invalid-link-result';

type InvitationValues = { password: string; passwordRepeat: string };

function ActivationInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const activateMutation = useActivateInvitationMutation();

  if (!token) return <InvalidLinkResult />;

  if (activateMutation.isSuccess) {
    return (
      <Result
        status="success"
        title="Учётная запись активирована"
        subTitle={activateMutation.data.message}
        extra={
          <Link to="/login">
            <Button type="primary">Войти</Button>
          </Link>
        }
      />
    );
  }

  return (
    <>
      <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
        Активация по приглашению
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Вас пригласили в портал. Придумайте пароль, с которым будете входить.
      </Typography.Paragraph>
      <Form<InvitationValues>
        name="activation-invitation"
        {...FORM_DEFAULTS}
        onFinish={({ password }) => activateMutation.mutate({ token, password })}
      >
        <NewPasswordFields />
        <FormActions backTo="/login" isSubmitting={activateMutation.isPending} />
      </Form>
    </>
  );
}

export { ActivationInvitationPage as Component };
