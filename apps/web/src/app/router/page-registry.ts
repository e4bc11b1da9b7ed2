import type { RouteId } from '@portal/contract/routes/route-table';
import { ACCOUNT_PAGES } from './account-pages';
import type { ModuleLoader } from './app-routes';
import { COMPANY_PAGES } from './company-pages';
import { FLEET_PAGES } from './fleet-pages';
import { lazyModule } from './lazy-module';
import { PROCUREMENT_PAGES } from './procurement-pages';

/** One line per built screen (in the area files); route ids missing here render the "Раздел в разработке" page. */
export const PAGES: Partial<Record<RouteId, ModuleLoader>> = {
  ...ACCOUNT_PAGES,
  ...COMPANY_PAGES,
  ...PROCUREMENT_PAGES,
  ...FLEET_PAGES,
};

export const PLACEHOLDER_PAGE = lazyModule(
  'under-construction',
  () => import('../../features/under-construction/pages/under-construction-page'),
);
export const NOT_FOUND_PAGE = lazyModule(
  'not-found',
  () => import('../../features/not-found/pages/not-found-page'),
);
export const MAIN_LAYOUT = lazyModule('main-layout', () => import('../layout/main-layout'));
