import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { onSessionRefreshed } from '../../shared/api/token-refresh';
import { hasToken, subscribeToken } from '../../shared/api/token-storage';
import type { RouteHandle } from '../../shared/navigation/route-handle';
import { configureSessionEnd, endSession } from '../../shared/session/session-end';
import { SESSION_QUERY_KEY } from '../../shared/session/session-query';
import { toast } from '../../shared/toast/toast';
import { BareLayout } from '../layout/bare-layout';
import { buildAppRoutes } from './app-routes';
import { FullPageSpin } from './full-page-spin';
import { createSessionLoader } from './load-session';
import { MAIN_LAYOUT, NOT_FOUND_PAGE, PAGES } from './page-registry';
import { RootRoute } from './root-route';
import { RouteErrorBoundary } from './route-error-boundary';

export const SESSION_ENDED_BY_COMMAND = 'Сеанс завершён администратором';

export const createAppRouter = (queryClient: QueryClient) => {
  const router = createBrowserRouter(
    buildAppRoutes({
      loadSession: createSessionLoader(queryClient),
      hasToken,
      pages: PAGES,
      notFoundPage: NOT_FOUND_PAGE,
      mainLayout: MAIN_LAYOUT,
      bareLayout: BareLayout,
      root: RootRoute,
      errorBoundary: RouteErrorBoundary,
      hydrateFallback: FullPageSpin,
    }),
  );

  const isOnGuestPage = (): boolean => {
    const handle = router.state.matches.at(-1)?.route.handle as RouteHandle | undefined;
    return Boolean(handle?.appRoute?.guards.includes('guest'));
  };

  // SPEC 8: when the session cannot go on, log out and go to /login.
  configureSessionEnd((reason) => {
    queryClient.clear();
    if (reason === 'command') toast.info(SESSION_ENDED_BY_COMMAND);
    if (!isOnGuestPage()) void router.navigate('/login', { replace: true });
  });

  onSessionRefreshed((session) => queryClient.setQueryData(SESSION_QUERY_KEY, session));

  // Another tab logged out or in: follow it.
  subscribeToken((token, external) => {
    if (!external) return;
    if (!token) endSession('logout');
    else if (isOnGuestPage()) {
      queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
      void router.navigate('/', { replace: true });
    }
  });

  return router;
};
