import type { GuardOutcome } from '@portal/contract/routes/guards';

// SPEC 2.1: a failed role guard goes home, a failed session check to login, unverified contractors to
// /verification, and guests-only pages send a logged-in user to the dashboard.
export const GUARD_REDIRECTS: Record<NonNullable<GuardOutcome>, string> = {
  login: '/login',
  home: '/',
  dashboard: '/dashboard',
  verification: '/verification',
};

/** SPEC 2.1: the home path goes to /dashboard when a token is stored, otherwise to /login. */
export const homeRedirectPath = (hasStoredToken: boolean): string =>
  hasStoredToken ? '/dashboard' : '/login';
