import type { RouteId } from '@portal/contract/routes/route-table';
import { ACCOUNT_PAGES } from './account-pages';
import type { ModuleLoader } from './app-routes';
import { COMPANY_PAGES } from './company-pages';
import { FLEET_PAGES } from './fleet-pages';
import { lazyModule } from './lazy-module';
import { PROCUREMENT_PAGES } from './procurement-pages';

/** Every screen of the route table, one line each in the area files: the type fails the build if one is missing. */
export const PAGES = {
  ...ACCOUNT_PAGES,
  ...COMPANY_PAGES,
  ...PROCUREMENT_PAGES,
  ...FLEET_PAGES,
} satisfies Record<RouteId, ModuleLoader>;
export const NOT_FOUND_PAGE = lazyModule(
  'not-found',
  () => import('../../features/not-found/pages/not-found-page'),
);
export const MAIN_LAYOUT = lazyModule('main-layout', () => import('../layout/main-layout'));
