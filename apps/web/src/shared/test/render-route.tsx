import type { Session } from '@portal/contract/auth/auth.schemas';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setTokens } from '../api/token-storage';
import { SESSION_QUERY_KEY } from '../session/session-query';
import { type FetchCall, fakeJwt, mockFetch } from './fetch-mock';
import { createTestQueryClient, TestProviders } from './test-providers';

type RenderRouteOptions = {
  /** The screens the test can reach: the one under test and where its buttons lead. */
  routes: { path: string; Component: ComponentType }[];
  initialEntry: string;
  session: Session | null;
  handler: (call: FetchCall) => Response | Promise<Response>;
};

/** Renders screens in a memory router with the app's providers, a signed-in session and a mocked fetch. */
export const renderRoute = ({ routes, initialEntry, session, handler }: RenderRouteOptions) => {
  if (session) setTokens(fakeJwt(Math.floor(Date.now() / 1000) + 600), 'refresh');
  const queryClient = createTestQueryClient();
  if (session) queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const calls = mockFetch(handler);
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { calls, router, queryClient, ...view };
};
