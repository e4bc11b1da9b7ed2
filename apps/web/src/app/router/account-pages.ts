import type { RouteId } from '@portal/contract/routes/route-table';
import type { ModuleLoader } from './app-routes';
import { lazyModule } from './lazy-module';

/** Signing in and registering, the dashboard, profile, help, notifications, files and video lessons. */
export const ACCOUNT_PAGES = {
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
  dashboard: lazyModule('dashboard', () => import('../../features/dashboard/pages/dashboard-page')),
  'file-viewer': lazyModule('file-viewer', () => import('../../features/files/pages/file-viewer-page')),
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
  notifications: lazyModule(
    'notifications',
    () => import('../../features/notifications/pages/notifications-page'),
  ),
  'user-settings': lazyModule(
    'user-settings',
    () => import('../../features/notifications/pages/user-settings-page'),
  ),
  'my-profile': lazyModule('my-profile', () => import('../../features/my-profile/pages/my-profile-page')),
} satisfies Partial<Record<RouteId, ModuleLoader>>;
