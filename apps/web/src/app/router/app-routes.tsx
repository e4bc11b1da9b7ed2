import { checkGuards, type GuardSubject } from '@portal/contract/routes/guards';
import { type AppRoute, ROUTES, type RouteId } from '@portal/contract/routes/route-table';
import type { ComponentType } from 'react';
import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../../shared/navigation/route-handle';
import { GUARD_REDIRECTS, homeRedirectPath } from './guard-redirects';

export type RouteModule = { Component: ComponentType };
export type ModuleLoader = () => Promise<RouteModule>;

export type AppRouteDeps = {
  /** The session of the stored token, loaded once; null for a guest. */
  loadSession: () => Promise<GuardSubject | null>;
  hasToken: () => boolean;
  /** The page of each route of the table. */
  pages: Record<RouteId, ModuleLoader>;
  notFoundPage: ModuleLoader;
  mainLayout: ModuleLoader;
  bareLayout: ComponentType;
  root: ComponentType;
  errorBoundary: ComponentType;
  hydrateFallback: ComponentType;
};

// The home route only redirects; its loader never lets it render.
function RedirectOnly() {
  return null;
}

const NOT_FOUND_TITLE = 'Страница не найдена';

const guardLoader =
  (route: AppRoute, deps: AppRouteDeps): LoaderFunction =>
  async () => {
    const outcome = checkGuards(route.guards, await deps.loadSession());
    if (outcome) throw redirect(GUARD_REDIRECTS[outcome]);
    return null;
  };

const pageRoute = (route: AppRoute, deps: AppRouteDeps): RouteObject => {
  const load = deps.pages[route.id as RouteId];
  const handle: RouteHandle = { appRoute: route };
  return {
    id: route.id,
    path: route.path,
    handle,
    // The guard is a static loader, so it runs before the page is rendered and redirects without a flash.
    loader: guardLoader(route, deps),
    lazy: load,
    ErrorBoundary: deps.errorBoundary,
  };
};

/** The route tree: the contract route table split by layout, guarded by checkGuards, pages loaded lazily. */
export const buildAppRoutes = (deps: AppRouteDeps): RouteObject[] => {
  const routes: readonly AppRoute[] = ROUTES;
  const notFoundHandle: RouteHandle = { title: NOT_FOUND_TITLE };
  return [
    {
      id: 'root',
      path: '/',
      Component: deps.root,
      ErrorBoundary: deps.errorBoundary,
      HydrateFallback: deps.hydrateFallback,
      // Loads the session before the first screen; the full-page Spin shows meanwhile.
      loader: async () => {
        await deps.loadSession();
        return null;
      },
      children: [
        {
          index: true,
          loader: () => redirect(homeRedirectPath(deps.hasToken())),
          Component: RedirectOnly,
        },
        {
          id: 'bare-layout',
          Component: deps.bareLayout,
          children: routes.filter((route) => route.layout === 'bare').map((route) => pageRoute(route, deps)),
        },
        {
          id: 'main-layout',
          lazy: deps.mainLayout,
          children: routes.filter((route) => route.layout === 'main').map((route) => pageRoute(route, deps)),
        },
        {
          id: 'not-found-layout',
          Component: deps.bareLayout,
          children: [
            {
              id: 'not-found',
              path: '*',
              handle: notFoundHandle,
              lazy: deps.notFoundPage,
            },
          ],
        },
      ],
    },
  ];
};
