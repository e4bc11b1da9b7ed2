import type { GuardSubject } from '@portal/contract/routes/guards';
import { ROUTES, type RouteId } from '@portal/contract/routes/route-table';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCurrentAppRoute } from '../../shared/navigation/route-handle';
import { type AppRouteDeps, buildAppRoutes } from './app-routes';

const CUSTOMER: GuardSubject = { isAuth: true, ownerType: 'customer', roles: ['ROLE_USER'], verified: true };
const CUSTOMER_ADMIN: GuardSubject = { ...CUSTOMER, roles: ['ROLE_USER', 'ROLE_ADMIN'] };
const CONTRACTOR: GuardSubject = {
  isAuth: true,
  ownerType: 'contractor',
  roles: ['ROLE_USER'],
  verified: true,
};
const UNVERIFIED_CONTRACTOR: GuardSubject = { ...CONTRACTOR, roles: ['ROLE_ADMIN'], verified: false };

function PageStub() {
  return <p>page:{useCurrentAppRoute()?.id}</p>;
}

function NotFoundStub() {
  return <p>Страница не найдена</p>;
}

const deps = (session: GuardSubject | null): AppRouteDeps => ({
  loadSession: async () => session,
  hasToken: () => session !== null,
  pages: Object.fromEntries(
    ROUTES.map((route) => [route.id, async () => ({ Component: PageStub })]),
  ) as Record<RouteId, () => Promise<{ Component: typeof PageStub }>>,
  notFoundPage: async () => ({ Component: NotFoundStub }),
  mainLayout: async () => ({ Component: Outlet }),
  bareLayout: Outlet,
  root: Outlet,
  errorBoundary: () => <p>error</p>,
  hydrateFallback: () => <p>loading</p>,
});

const open = async (path: string, session: GuardSubject | null) => {
  const router = createMemoryRouter(buildAppRoutes(deps(session)), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await screen.findByText(/^(page:|Страница не найдена)/);
  return router.state.location.pathname;
};

describe('route guards (SPEC 2.1)', () => {
  it('sends the home path to /login without a stored token', async () => {
    expect(await open('/', null)).toBe('/login');
    expect(screen.getByText('page:login')).toBeInTheDocument();
  });

  it('sends the home path to /dashboard with a stored token', async () => {
    expect(await open('/', CUSTOMER)).toBe('/dashboard');
  });

  it('sends a guest from a protected page to /login', async () => {
    expect(await open('/dashboard', null)).toBe('/login');
  });

  it('sends a logged-in user away from guest-only pages to /dashboard', async () => {
    expect(await open('/login', CUSTOMER)).toBe('/dashboard');
    expect(screen.getByText('page:dashboard')).toBeInTheDocument();
  });

  it('sends a customer from a contractor-only page home, and home leads to /dashboard', async () => {
    expect(await open('/drivers', CUSTOMER)).toBe('/dashboard');
  });

  it('sends a contractor away from a customer-only page', async () => {
    expect(await open('/auctions/customer', CONTRACTOR)).toBe('/dashboard');
  });

  it('sends a user without the admin role home from an admin page', async () => {
    expect(await open('/customer-users/invite', CUSTOMER)).toBe('/dashboard');
  });

  it('lets an admin of the right owner type in', async () => {
    expect(await open('/customer-users/invite', CUSTOMER_ADMIN)).toBe('/customer-users/invite');
    expect(screen.getByText('page:customer-users-invite')).toBeInTheDocument();
  });

  it('sends an unverified contractor to /verification', async () => {
    expect(await open('/dashboard', UNVERIFIED_CONTRACTOR)).toBe('/verification');
    expect(screen.getByText('page:verification')).toBeInTheDocument();
  });

  it('sends an unverified contractor from a page that needs verification to /verification', async () => {
    expect(await open('/drivers', UNVERIFIED_CONTRACTOR)).toBe('/verification');
  });

  it('keeps customers out of the contractor verification page', async () => {
    expect(await open('/verification', CUSTOMER)).toBe('/dashboard');
  });

  it('shows the not-found page for an unknown path', async () => {
    expect(await open('/no/such/page', null)).toBe('/no/such/page');
    expect(screen.getByText('Страница не найдена')).toBeInTheDocument();
  });
});
