import type { RouteId } from '@portal/contract/routes/route-table';
import type { ModuleLoader } from './app-routes';
import { lazyModule } from './lazy-module';

/** The companies and their people: users, carriers and their lists, contacts, verification, directories. */
export const COMPANY_PAGES = {
  verification: lazyModule(
    'verification',
    () => import('../../features/verification/pages/verification-page'),
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
  integrations: lazyModule(
    'integrations',
    () => import('../../features/integrations/pages/integrations-page'),
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
} satisfies Partial<Record<RouteId, ModuleLoader>>;
