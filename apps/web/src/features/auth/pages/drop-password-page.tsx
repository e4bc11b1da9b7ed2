import { Button, Form, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { FormActions } from '../../../shared/forms/form-actions';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields';
import { useSetDroppedPasswordMutation } from '../api/drop-set-password';
import { InvalidLinkResult } from '../components/invalid-link-result';

type DropPasswordValues = { password: string; passwordRepeat: string };

function DropPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const setPasswordMutation = useSetDroppedPasswordMutation();

  if (!token) return <InvalidLinkResult />;

  if (setPasswordMutation.isSuccess) {
    return (
      <Result
        status="success"
        title="Пароль изменён"
        subTitle={setPasswordMutation.data.message}
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
        Новый пароль
      </Typography.Title>
      <Form<DropPasswordValues>
        name="drop-password"
        {...FORM_DEFAULTS}
        onFinish={({ password }) => setPasswordMutation.mutate({ token, password })}
      >
        <NewPasswordFields />
        <FormActions backTo="/login" isSubmitting={setPasswordMutation.isPending} />
      </Form>
    </>
  );
}

export { DropPasswordPage as Component };
