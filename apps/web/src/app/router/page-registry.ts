import type { RouteId } from '@portal/contract/routes/route-table';
import { loadChunk } from '../../shared/lazy/load-chunk';
import type { ModuleLoader, RouteModule } from './app-routes';

const lazyModule =
  (name: string, importer: () => Promise<RouteModule>): ModuleLoader =>
  () =>
    loadChunk(name, importer);

/** One line per built screen; route ids missing here render the "Раздел в разработке" page. */
export const PAGES: Partial<Record<RouteId, ModuleLoader>> = {
  login: lazyModule('login', () => import('../../features/auth/pages/login-page')),
  logout: lazyModule('logout', () => import('../../features/auth/pages/logout-page')),
  'forgot-password': lazyModule(
    'forgot-password',
    () => import('../../features/auth/pages/forgot-password-page'),
  ),
  'drop-password': lazyModule('drop-password', () => import('../../features/auth/pages/drop-password-page')),
  'activation-email': lazyModule(
    'activation-email',
    () => import('../../features/auth/pages/activation-email-page'),
  ),
  'activation-invitation': lazyModule(
    'activation-invitation',
    () => import('../../features/auth/pages/activation-invitation-page'),
  ),
  registration: lazyModule(
    'registration',
    () => import('../../features/registration/pages/registration-page'),
  ),
  'registration-success': lazyModule(
    'registration-success',
    () => import('../../features/registration/pages/registration-success-page'),
  ),
  verification: lazyModule(
    'verification',
    () => import('../../features/verification/pages/verification-page'),
  ),
  dashboard: lazyModule('dashboard', () => import('../../features/dashboard/pages/dashboard-page')),
  'file-viewer': lazyModule('file-viewer', () => import('../../features/files/pages/file-viewer-page')),
  statistic: lazyModule('statistic', () => import('../../features/statistics/pages/statistics-page')),
  help: lazyModule('help', () => import('../../features/help/pages/help-page')),
  'contractor-manual': lazyModule(
    'contractor-manual',
    () => import('../../features/help/pages/contractor-manual-page'),
  ),
  'customer-manual': lazyModule(
    'customer-manual',
    () => import('../../features/help/pages/customer-manual-page'),
  ),
  'video-lessons-customer': lazyModule(
    'video-lessons-customer',
    () => import('../../features/video-lessons/pages/customer-video-lessons-page'),
  ),
  'video-lesson-view': lazyModule(
    'video-lesson-view',
    () => import('../../features/video-lessons/pages/customer-video-lesson-view-page'),
  ),
  'video-lesson-add': lazyModule(
    'video-lesson-add',
    () => import('../../features/video-lessons/pages/video-lesson-add-page'),
  ),
  'video-lesson-edit': lazyModule(
    'video-lesson-edit',
    () => import('../../features/video-lessons/pages/video-lesson-edit-page'),
  ),
  'video-lessons-contractor': lazyModule(
    'video-lessons-contractor',
    () => import('../../features/video-lessons/pages/contractor-video-lessons-page'),
  ),
  'video-lesson-contractor-view': lazyModule(
    'video-lesson-contractor-view',
    () => import('../../features/video-lessons/pages/contractor-video-lesson-view-page'),
  ),
  'example-documents-configuration': lazyModule(
    'example-documents-configuration',
    () => import('../../features/example-documents/pages/example-documents-configuration-page'),
  ),
  'manager-groups': lazyModule(
    'manager-groups',
    () => import('../../features/route-owners/pages/manager-groups-page'),
  ),
  'manager-group-edit': lazyModule(
    'manager-group-edit',
    () => import('../../features/route-owners/pages/manager-group-edit-page'),
  ),
  'transportation-names': lazyModule(
    'transportation-names',
    () => import('../../features/transportation-names/pages/transportation-names-page'),
  ),
  'transportation-name-edit': lazyModule(
    'transportation-name-edit',
    () => import('../../features/transportation-names/pages/transportation-name-edit-page'),
  ),
  drivers: lazyModule('drivers', () => import('../../features/fleet/pages/drivers-page')),
  'drivers-add': lazyModule('drivers-add', () => import('../../features/fleet/pages/driver-edit-page')),
  'driver-edit': lazyModule('driver-edit', () => import('../../features/fleet/pages/driver-edit-page')),
  'drivers-customer': lazyModule(
    'drivers-customer',
    () => import('../../features/fleet/pages/customer-drivers-page'),
  ),
  'transport-vehicles': lazyModule(
    'transport-vehicles',
    () => import('../../features/fleet/pages/vehicles-page'),
  ),
  'transport-vehicles-add': lazyModule(
    'transport-vehicles-add',
    () => import('../../features/fleet/pages/vehicle-edit-page'),
  ),
  'vehicle-edit': lazyModule('vehicle-edit', () => import('../../features/fleet/pages/vehicle-edit-page')),
  'transport-vehicles-customer': lazyModule(
    'transport-vehicles-customer',
    () => import('../../features/fleet/pages/customer-vehicles-page'),
  ),
  containers: lazyModule('containers', () => import('../../features/fleet/pages/containers-page')),
  'containers-add': lazyModule(
    'containers-add',
    () => import('../../features/fleet/pages/container-edit-page'),
  ),
  'container-view': lazyModule(
    'container-view',
    () => import('../../features/fleet/pages/container-edit-page'),
  ),
  attorneys: lazyModule('attorneys', () => import('../../features/fleet/pages/attorneys-page')),
  'attorneys-add': lazyModule('attorneys-add', () => import('../../features/fleet/pages/attorney-edit-page')),
  'attorney-edit': lazyModule('attorney-edit', () => import('../../features/fleet/pages/attorney-edit-page')),
  'contractor-attorney-view': lazyModule(
    'contractor-attorney-view',
    () => import('../../features/fleet/pages/attorney-view-page'),
  ),
  'contractor-attorney-edit': lazyModule(
    'contractor-attorney-edit',
    () => import('../../features/fleet/pages/contractor-attorney-edit-page'),
  ),
  'attorneys-customer': lazyModule(
    'attorneys-customer',
    () => import('../../features/fleet/pages/attorneys-page'),
  ),
  'driver-drafts': lazyModule('driver-drafts', () => import('../../features/fleet/pages/driver-drafts-page')),
  'driver-draft': lazyModule(
    'driver-draft',
    () => import('../../features/fleet/pages/driver-draft-view-page'),
  ),
  'contractor-driver-view': lazyModule(
    'contractor-driver-view',
    () => import('../../features/fleet/pages/driver-view-page'),
  ),
  'customer-driver-view': lazyModule(
    'customer-driver-view',
    () => import('../../features/fleet/pages/driver-view-page'),
  ),
  'contractor-vehicle-view': lazyModule(
    'contractor-vehicle-view',
    () => import('../../features/fleet/pages/vehicle-view-page'),
  ),
  'customer-vehicle-view': lazyModule(
    'customer-vehicle-view',
    () => import('../../features/fleet/pages/vehicle-view-page'),
  ),
  dimensions: lazyModule('dimensions', () => import('../../features/fleet/pages/dimensions-page')),
  'dimensions-view': lazyModule(
    'dimensions-view',
    () => import('../../features/fleet/pages/dimension-view-page'),
  ),
  'dimensions-add': lazyModule(
    'dimensions-add',
    () => import('../../features/fleet/pages/dimension-edit-page'),
  ),
  'dimensions-edit': lazyModule(
    'dimensions-edit',
    () => import('../../features/fleet/pages/dimension-edit-page'),
  ),
  'route-way-dimensions': lazyModule(
    'route-way-dimensions',
    () => import('../../features/fleet/pages/route-way-dimensions-page'),
  ),
  'route-way-dimensions-view': lazyModule(
    'route-way-dimensions-view',
    () => import('../../features/fleet/pages/route-way-dimension-view-page'),
  ),
  'route-way-dimensions-add': lazyModule(
    'route-way-dimensions-add',
    () => import('../../features/fleet/pages/route-way-dimension-edit-page'),
  ),
  'route-way-dimensions-edit': lazyModule(
    'route-way-dimensions-edit',
    () => import('../../features/fleet/pages/route-way-dimension-edit-page'),
  ),
  profile: lazyModule('profile', () => import('../../features/contractors/pages/profile-page')),
  'contractor-list': lazyModule(
    'contractor-list',
    () => import('../../features/contractors/pages/contractor-list-page'),
  ),
  'customer-contractor-view': lazyModule(
    'customer-contractor-view',
    () => import('../../features/contractors/pages/customer-contractor-view-page'),
  ),
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
  'contractor-lists': lazyModule(
    'contractor-lists',
    () => import('../../features/contractor-lists/pages/contractor-lists-page'),
  ),
  'contractor-lists-add': lazyModule(
    'contractor-lists-add',
    () => import('../../features/contractor-lists/pages/contractor-list-add-page'),
  ),
  'contractor-list-edit': lazyModule(
    'contractor-list-edit',
    () => import('../../features/contractor-lists/pages/contractor-list-edit-page'),
  ),
  'contractor-list-copy': lazyModule(
    'contractor-list-copy',
    () => import('../../features/contractor-lists/pages/contractor-list-copy-page'),
  ),
  'contractor-list-view': lazyModule(
    'contractor-list-view',
    () => import('../../features/contractor-lists/pages/contractor-list-view-page'),
  ),
  'customer-users': lazyModule(
    'customer-users',
    () => import('../../features/company-users/pages/company-users-page'),
  ),
  'contractor-users': lazyModule(
    'contractor-users',
    () => import('../../features/company-users/pages/company-users-page'),
  ),
  'customer-users-invite': lazyModule(
    'customer-users-invite',
    () => import('../../features/company-users/pages/company-user-invite-page'),
  ),
  'contractor-users-invite': lazyModule(
    'contractor-users-invite',
    () => import('../../features/company-users/pages/company-user-invite-page'),
  ),
  'customer-user-edit': lazyModule(
    'customer-user-edit',
    () => import('../../features/company-users/pages/customer-user-edit-page'),
  ),
  'contractor-user-edit': lazyModule(
    'contractor-user-edit',
    () => import('../../features/company-users/pages/contractor-user-edit-page'),
  ),
  'customer-user-view': lazyModule(
    'customer-user-view',
    () => import('../../features/company-users/pages/customer-user-view-page'),
  ),
  'contractor-user-view': lazyModule(
    'contractor-user-view',
    () => import('../../features/company-users/pages/contractor-user-view-page'),
  ),
  'verification-contractor': lazyModule(
    'verification-contractor',
    () => import('../../features/verification/pages/verification-contractor-page'),
  ),
  notifications: lazyModule(
    'notifications',
    () => import('../../features/notifications/pages/notifications-page'),
  ),
  'user-settings': lazyModule(
    'user-settings',
    () => import('../../features/notifications/pages/user-settings-page'),
  ),
  'my-profile': lazyModule('my-profile', () => import('../../features/my-profile/pages/my-profile-page')),
  'contact-requisites': lazyModule(
    'contact-requisites',
    () => import('../../features/contact-requisites/pages/contact-requisites-page'),
  ),
  'contact-requisites-add': lazyModule(
    'contact-requisites-add',
    () => import('../../features/contact-requisites/pages/contact-requisites-add-page'),
  ),
  'contact-requisite-view': lazyModule(
    'contact-requisite-view',
    () => import('../../features/contact-requisites/pages/contact-requisite-view-page'),
  ),
  'contact-requisites-contractor-edit': lazyModule(
    'contact-requisites-contractor-edit',
    () => import('../../features/contact-requisites/pages/contact-requisites-contractor-edit-page'),
  ),
  'customer-contact-requisite-view': lazyModule(
    'customer-contact-requisite-view',
    () => import('../../features/contact-requisites/pages/customer-contact-requisite-view-page'),
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
