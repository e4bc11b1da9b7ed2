import type { Module } from '../core/module';
import { analyticsRoutes } from './analytics/analytics.routes';
import { auctionsRoutes } from './auctions/auctions.routes';
import { authRoutes } from './auth/auth.routes';
import { commentsRoutes } from './comments/comments.routes';
import { companyUsersRoutes } from './company-users/company-users.routes';
import { contactRequisitesRoutes } from './contact-requisites/contact-requisites.routes';
import { contractorListsRoutes } from './contractor-lists/contractor-lists.routes';
import { contractorsRoutes } from './contractors/contractors.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { directoryRoutes } from './directory/directory.routes';
import { exampleDocumentsRoutes } from './example-documents/example-documents.routes';
import { filesRoutes } from './files/files.routes';
import { fleetRoutes } from './fleet/fleet.routes';
import { freightRoutes } from './freight/freight.routes';
import { healthRoutes } from './health/health.routes';
import { apiKeysRoutes } from './integrations/api-keys.routes';
import { eventsFeedRoutes } from './integrations/events-feed.routes';
import { webhooksRoutes } from './integrations/webhooks.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { proformasRoutes } from './proformas/proformas.routes';
import { ratingRoutes } from './rating/rating.routes';
import { registrationRoutes } from './registration/registration.routes';
import { routeOwnersRoutes } from './route-owners/route-owners.routes';
import { statisticsRoutes } from './statistics/statistics.routes';
import { tendersRoutes } from './tenders/tenders.routes';
import { transportationNamesRoutes } from './transportation-names/transportation-names.routes';
import { usersRoutes } from './users/users.routes';
import { verificationRoutes } from './verification/verification.routes';
import { verificationDecisionRoutes } from './verification/verification-decision.routes';
import { videoLessonsRoutes } from './video-lessons/video-lessons.routes';

// The module list: one line per feature.
export const MODULES: Module[] = [
  healthRoutes,
  authRoutes,
  registrationRoutes,
  usersRoutes,
  companyUsersRoutes,
  directoryRoutes,
  filesRoutes,
  verificationRoutes,
  verificationDecisionRoutes,
  videoLessonsRoutes,
  exampleDocumentsRoutes,
  contractorListsRoutes,
  contractorsRoutes,
  routeOwnersRoutes,
  transportationNamesRoutes,
  contactRequisitesRoutes,
  notificationsRoutes,
  freightRoutes,
  fleetRoutes,
  auctionsRoutes,
  ratingRoutes,
  tendersRoutes,
  statisticsRoutes,
  proformasRoutes,
  commentsRoutes,
  dashboardRoutes,
  analyticsRoutes,
  eventsFeedRoutes,
  webhooksRoutes,
  apiKeysRoutes,
];
