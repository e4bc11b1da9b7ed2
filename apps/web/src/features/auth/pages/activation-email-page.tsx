import { Button, Flex, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useActivateEmailMutation } from '../api/activate-email';
import { InvalidLinkResult } from '../components/invalid-link-result';

function ActivationEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const activateMutation = useActivateEmailMutation();
  const { mutate } = activateMutation;
  const activatedToken = useRef<string | null>(null);

  useEffect(() => {
    // One activation per token, also under StrictMode's double effects.
    if (!token || activatedToken.current === token) return;
    activatedToken.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (!token) return <InvalidLinkResult />;

  const toLogin = (
    <Link to="/login">
      <Button type="primary">Войти</Button>
    </Link>
  );

  if (activateMutation.isSuccess) {
    return (
      <Result
        status="success"
        title="Учётная запись активирована"
        subTitle={activateMutation.data.message}
        extra={toLogin}
      />
    );
  }
  if (activateMutation.isError) {
    return (
      <Result
        status="error"
        title="Не удалось активировать учётную запись"
        subTitle={activateMutation.error.message}
        extra={toLogin}
      />
    );
  }
  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Spin description="Активация учётной записи…" />
    </Flex>
  );
}

export { ActivationEmailPage as Component };
