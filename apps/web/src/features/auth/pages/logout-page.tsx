import { Flex, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { getRefreshToken } from '../../../shared/api/token-storage';
import { endSession } from '../../../shared/session/session-end';
import { logout } from '../api/logout';

function LogoutPage() {
  const hasStarted = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; log out once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    const refreshToken = getRefreshToken();
    const revoke = refreshToken ? logout(refreshToken) : Promise.resolve();
    // Clears the tokens and the query cache and goes to /login (the handler set up by the router).
    void revoke.catch(() => undefined).finally(() => endSession('logout'));
  }, []);

  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Spin description="Выход из портала…" />
    </Flex>
  );
}

export { LogoutPage as Component };
