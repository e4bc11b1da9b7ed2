import type { RouteId } from '@portal/contract/routes/route-table';
import type { ModuleLoader } from './app-routes';
import { lazyModule } from './lazy-module';

/** Buying and running freight: lanes, auctions, tenders, flights, proformas, rating, reports and statistics. */
export const PROCUREMENT_PAGES = {
  statistic: lazyModule('statistic', () => import('../../features/statistics/pages/statistics-page')),
  'my-rating': lazyModule('my-rating', () => import('../../features/rating/pages/my-rating-page')),
  'contractor-rating': lazyModule(
    'contractor-rating',
    () => import('../../features/rating/pages/contractor-rating-page'),
  ),
  'rating-top': lazyModule('rating-top', () => import('../../features/rating/pages/rating-top-page')),
  'rating-settings': lazyModule(
    'rating-settings',
    () => import('../../features/rating/pages/rating-settings-page'),
  ),
  'rating-appeals': lazyModule(
    'rating-appeals',
    () => import('../../features/rating/pages/rating-appeals-page'),
  ),
  'route-ways': lazyModule('route-ways', () => import('../../features/route-ways/pages/route-ways-page')),
  'route-way-view': lazyModule(
    'route-way-view',
    () => import('../../features/route-ways/pages/route-way-view-page'),
  ),
  'route-way-add': lazyModule(
    'route-way-add',
    () => import('../../features/route-ways/pages/route-way-edit-page'),
  ),
  'route-way-edit': lazyModule(
    'route-way-edit',
    () => import('../../features/route-ways/pages/route-way-edit-page'),
  ),
  'auction-plan': lazyModule(
    'auction-plan',
    () => import('../../features/auction-plan/pages/auction-plan-page'),
  ),
  'auction-plan-add': lazyModule(
    'auction-plan-add',
    () => import('../../features/auction-plan/pages/auction-plan-add-page'),
  ),
  'reports-auctions': lazyModule(
    'reports-auctions',
    () => import('../../features/auction-report/pages/auction-report-page'),
  ),
  'reports-routes': lazyModule(
    'reports-routes',
    () => import('../../features/route-report/pages/route-report-page'),
  ),
  'auctions-customer': lazyModule(
    'auctions-customer',
    () => import('../../features/auctions/pages/customer-auctions-page'),
  ),
  'auction-add': lazyModule('auction-add', () => import('../../features/auctions/pages/auction-edit-page')),
  'auction-edit': lazyModule('auction-edit', () => import('../../features/auctions/pages/auction-edit-page')),
  'customer-auction-view': lazyModule(
    'customer-auction-view',
    () => import('../../features/auctions/pages/customer-auction-view-page'),
  ),
  'auctions-contractor': lazyModule(
    'auctions-contractor',
    () => import('../../features/auctions/pages/contractor-auctions-page'),
  ),
  'contractor-auction-view': lazyModule(
    'contractor-auction-view',
    () => import('../../features/auctions/pages/contractor-auction-view-page'),
  ),
  'flights-customer': lazyModule(
    'flights-customer',
    () => import('../../features/flights/pages/customer-flights-page'),
  ),
  'flight-add': lazyModule('flight-add', () => import('../../features/flights/pages/flight-add-page')),
  'flight-customer-edit': lazyModule(
    'flight-customer-edit',
    () => import('../../features/flights/pages/flight-customer-edit-page'),
  ),
  'customer-flight-view': lazyModule(
    'customer-flight-view',
    () => import('../../features/flights/pages/customer-flight-view-page'),
  ),
  'flights-contractor': lazyModule(
    'flights-contractor',
    () => import('../../features/flights/pages/contractor-flights-page'),
  ),
  'flight-contractor-edit': lazyModule(
    'flight-contractor-edit',
    () => import('../../features/flights/pages/flight-contractor-edit-page'),
  ),
  'contractor-flight-view': lazyModule(
    'contractor-flight-view',
    () => import('../../features/flights/pages/contractor-flight-view-page'),
  ),
  'tenders-customer': lazyModule(
    'tenders-customer',
    () => import('../../features/tenders/pages/customer-tenders-page'),
  ),
  'tender-add': lazyModule('tender-add', () => import('../../features/tenders/pages/tender-edit-page')),
  'tender-edit': lazyModule('tender-edit', () => import('../../features/tenders/pages/tender-edit-page')),
  'customer-tender-view': lazyModule(
    'customer-tender-view',
    () => import('../../features/tenders/pages/customer-tender-view-page'),
  ),
  'tenders-contractor': lazyModule(
    'tenders-contractor',
    () => import('../../features/tenders/pages/contractor-tenders-page'),
  ),
  'contractor-tender-view': lazyModule(
    'contractor-tender-view',
    () => import('../../features/tenders/pages/contractor-tender-view-page'),
  ),
  'proforma-contractor': lazyModule(
    'proforma-contractor',
    () => import('../../features/proformas/pages/contractor-proformas-page'),
  ),
  'proforma-customer': lazyModule(
    'proforma-customer',
    () => import('../../features/proformas/pages/customer-proformas-page'),
  ),
  'contractor-proforma-view': lazyModule(
    'contractor-proforma-view',
    () => import('../../features/proformas/pages/proforma-view-page'),
  ),
  'customer-proforma-view': lazyModule(
    'customer-proforma-view',
    () => import('../../features/proformas/pages/proforma-view-page'),
  ),
  'reports-tenders': lazyModule(
    'reports-tenders',
    () => import('../../features/tenders/pages/tender-report-page'),
  ),
} satisfies Partial<Record<RouteId, ModuleLoader>>;
