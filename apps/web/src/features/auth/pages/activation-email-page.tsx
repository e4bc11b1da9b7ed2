import { Flex, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useActivateEmailMutation } from '../api/activate-email';
import { InvalidLinkResult } from '../components/invalid-link-result';
import { LoginButton } from '../components/login-button';
import { useLinkToken } from '../components/use-link-token';

function ActivationEmailPage() {
  const token = useLinkToken();
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

  if (activateMutation.isSuccess) {
    return (
      <Result
        status="success"
        title="Учётная запись активирована"
        subTitle={activateMutation.data.message}
        extra={<LoginButton />}
      />
    );
  }
  if (activateMutation.isError) {
    return (
      <Result
        status="error"
        title="Не удалось активировать учётную запись"
        subTitle={activateMutation.error.message}
        extra={<LoginButton />}
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
